/**
 * An answer PostgreSQL already wrote as JSON, in the shape of the operation's response:
 * sent as it is, never parsed and serialized again. For hot lists whose rows the database
 * renders faster than the API could map and serialize them (the enrollments list at scale).
 * The SQL that writes it is the one definition of that shape; tests check it against the
 * contract's schema.
 */
export class JsonText<T> {
  declare readonly shape: T;
  constructor(readonly text: string) {}
}
