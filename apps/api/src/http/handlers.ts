/**
 * The shape of an operation's server-side handler. A module binds contract operations to
 * service calls with `defineHandlers`; the types come from the contract, so a handler
 * receives exactly the validated params, query and body of its operation and must answer
 * its declared response.
 */
import type { OperationDefinition, OperationId, OperationOutput, Operations } from '@catedra/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Static, TSchema } from 'typebox';
import type { Person } from '../core/actor.js';
import type { JsonText } from '../core/json-text.js';

/** Who is calling: the verified token's user, with its current scopes (a person: core/actor.ts). */
export type Caller = Person;

type StaticOf<T> = T extends TSchema ? Static<T> : Record<string, never>;
type BodyOf<O extends OperationDefinition> = O['body'] extends {
  schema: infer S extends TSchema;
  required: infer R;
}
  ? R extends true
    ? Static<S>
    : Static<S> | null
  : undefined;
/** Operations guarded by scopes always have a caller; public ones may. */
type CallerOf<O extends OperationDefinition> = O['access'] extends { kind: 'scopes' }
  ? Caller
  : Caller | null;

export type HandlerContext<O extends OperationDefinition> = {
  params: StaticOf<O['params']>;
  query: StaticOf<O['query']>;
  body: BodyOf<O>;
  caller: CallerOf<O>;
  request: FastifyRequest;
  reply: FastifyReply;
};

/**
 * A handler answers its operation's output (or that output already written as JSON text), or
 * sends the reply itself (a 503, a redirect, a PDF).
 */
type HandlerAnswer<O extends OperationDefinition> =
  | OperationOutput<O>
  | JsonText<OperationOutput<O>>
  | FastifyReply;
export type OperationHandler<O extends OperationDefinition> = (
  context: HandlerContext<O>,
) => Promise<HandlerAnswer<O>> | HandlerAnswer<O>;

export type OperationHandlers = { [K in OperationId]?: OperationHandler<Operations[K]> };

export function defineHandlers<const H extends OperationHandlers>(handlers: H): H {
  return handlers;
}
