/**
 * Who acts: a person (the verified token's user, with its current scopes: what the HTTP layer
 * calls the caller) or the system (a vendor's notification, the payment sync, a scheduled job).
 * Services take the actor, never an HTTP type, so the same rule runs for a request and for a
 * job. A history records a person by id; the system has no user id, so a change it makes is
 * recorded with no user and its source (a payment's `source`: VENDOR, SYSTEM; a scope change
 * with `changed_by` null), and the system's name goes to the log.
 */
import type { Scope } from '@catedra/contract';

/** A person acting: the token's user, with its current scopes. */
export type Person = { userId: string; email: string; scopes: Scope[] };

/** The system acting on its own: what started it, by name. */
export type SystemActor = {
  kind: 'system';
  name: 'vendor-notification' | 'payment-sync' | 'sandbox' | `job:${string}`;
};

export type Actor = Person | SystemActor;

/** A person calling a service: what a service that only people use takes (the HTTP layer's caller). */
export type Caller = Person;

export const systemActor = (name: SystemActor['name']): SystemActor => ({ kind: 'system', name });

export const isSystem = (actor: Actor): actor is SystemActor => 'kind' in actor && actor.kind === 'system';

/** The user id a history records for the actor: the person's, or null for the system. */
export const userIdOf = (actor: Actor): string | null => (isSystem(actor) ? null : actor.userId);
