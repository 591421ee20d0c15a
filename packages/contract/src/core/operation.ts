/**
 * An operation is the single definition of one API call. The server registers its route
 * and validation from it, the OpenAPI document is generated from it and the typed client
 * derives its method from it. Nothing about a call is written anywhere else.
 */
import type { Static, TObject, TSchema } from 'typebox';
import type { ErrorCode, GenericErrorCode } from './error-codes.js';
import type { Scope } from './scopes.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The specification's API groups (section 7), used as OpenAPI tags. */
export const TAGS = [
  'Accounting',
  'Alliances',
  'Attendance',
  'Utilities',
  'Messaging',
  'Certificates',
  'Class content',
  'Classes',
  'Courses',
  'Enrollments',
  'Enrollment comments',
  'Exams',
  'Payment plans',
  'Course templates',
  'Topics',
  'Leads',
  'Meeting calls',
  'Commissions',
  'Money movements',
  'Payments',
  'Payment reminders',
  'Users',
  'User resume',
  'Development',
  'Automation',
  'Jobs',
  'Reports',
] as const;
export type Tag = (typeof TAGS)[number];

/**
 * Who may call an operation.
 * - `public`: no token needed. A valid token, when sent, is still read (e.g. createUser
 *   lets SU set scopes); an invalid one is ignored.
 * - `webhook`: no token; the vendor's signature authenticates the call (checked by the
 *   handler on the raw body).
 * - `scopes`: a token is required (401 without one) and the caller must hold one of the
 *   scopes, or else be allowed by one of the ownership rules below (403 otherwise).
 *   - `self`: the caller may act on itself when the named path parameter is its userId.
 *   - `owner`: the service lets the caller through when it owns the record (a student's
 *     own enrollment, a seller's own lead, a teacher's course). The guard lets any
 *     signed-in caller reach the service, which decides; the text says what "own" means
 *     and goes into the permissions table.
 *   - `note`: a narrowing the service applies to the listed scopes (an alliance admin
 *     sees only its alliance). Documentation only: it lets nobody else through.
 */
export type Access =
  | { readonly kind: 'public'; readonly note?: string }
  | { readonly kind: 'webhook'; readonly note?: string }
  | {
      readonly kind: 'scopes';
      readonly scopes: readonly Scope[];
      readonly self?: string;
      readonly owner?: string;
      readonly note?: string;
    };

export type OperationBody = {
  /** The specification's body name (userCredentials, courseCreation…): the client's parameter name. */
  readonly name: string;
  readonly schema: TSchema;
  readonly required: boolean;
};

export type OperationDefinition = {
  readonly operationId: string;
  readonly method: HttpMethod;
  /** OpenAPI-style path: `/users/{userId}`. */
  readonly path: string;
  readonly tag: Tag;
  readonly summary: string;
  readonly description?: string;
  readonly params?: TObject;
  readonly query?: TObject;
  readonly body?: OperationBody;
  /** The success answer's body; omitted for an empty answer. */
  readonly response?: TSchema;
  /** The success status; 200 by default (204 when there is no response body). */
  readonly successStatus?: 200 | 201 | 202 | 204 | 302;
  /** Content type of a non-JSON success answer (a PDF, a redirect). */
  readonly produces?: string;
  readonly access: Access;
  /**
   * The domain error codes it may answer (core/error-codes.ts), beyond the generic ones its
   * shape implies (`genericErrorCodesOf`). The API refuses, outside production, to answer a
   * code that is neither.
   */
  readonly errors?: readonly ErrorCode[];
};

/** Declares an operation, keeping every literal type for the typed client. */
export function defineOperation<const O extends OperationDefinition>(operation: O): O {
  return operation;
}

export function successStatusOf(operation: OperationDefinition): number {
  return operation.successStatus ?? (operation.response ? 200 : 204);
}

/** Names of the path parameters, in the order they appear in the path. */
export function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
}

type StaticOrEmpty<T> = T extends TSchema ? Static<T> : Record<never, never>;
type BodyArgument<B> = B extends {
  name: infer N extends string;
  schema: infer S extends TSchema;
  required: infer R;
}
  ? R extends true
    ? { [K in N]: Static<S> }
    : { [K in N]?: Static<S> }
  : Record<never, never>;

/** The single argument of a client call: path parameters, query parameters and the named body. */
export type OperationInput<O extends OperationDefinition> = StaticOrEmpty<O['params']> &
  StaticOrEmpty<O['query']> &
  BodyArgument<O['body']>;

/** What a successful call answers (nothing for an empty answer). */
export type OperationOutput<O extends OperationDefinition> = O['response'] extends TSchema
  ? Static<O['response']>
  : // biome-ignore lint/suspicious/noConfusingVoidType: handlers of empty answers are `async () => {}`, i.e. Promise<void>.
    void;

/**
 * The codes a failed call of the operation may carry: those it declares and every generic
 * one (the client does not narrow generic codes by shape; `errorCodesOf` does at run time).
 */
export type OperationErrorCode<O extends OperationDefinition> = GenericErrorCode | DeclaredErrorCode<O>;

/** Distributes over a union of operations (the codes of any of them). */
type DeclaredErrorCode<O> = O extends { readonly errors: readonly (infer C extends ErrorCode)[] } ? C : never;
