/**
 * How request input is validated against the contract's schemas. Two Ajv compilers, both
 * Fastify's own (@fastify/ajv-compiler, with the same formats): query strings and path
 * parameters are text on the wire, so their values are coerced to the declared types
 * (`page=2` → 2); a JSON body already carries types, so it is not coerced (a number sent
 * for a name is refused, not stored as "-25000000000000000").
 */
import { createRequire } from 'node:module';
import { operationList } from '@catedra/contract';
import type { FastifySchemaCompiler, FastifyServerOptions } from 'fastify';
import { AppError } from '../errors/app-error.js';

type AjvCompilerFactory = () => (
  externalSchemas: Record<string, unknown>,
  options: { customOptions: Record<string, unknown> },
) => FastifySchemaCompiler<unknown>;

// Resolved from Fastify's own location: the compiler Fastify would use by default.
const requireFromFastify = createRequire(createRequire(import.meta.url).resolve('fastify'));
const AjvCompiler = requireFromFastify('@fastify/ajv-compiler') as AjvCompilerFactory;

const SHARED_OPTIONS = { removeAdditional: false, useDefaults: true, allErrors: true };

type SchemaControllerOption = NonNullable<FastifyServerOptions['schemaController']>;
type ValidatorFactory = NonNullable<
  NonNullable<SchemaControllerOption['compilersFactory']>['buildValidator']
>;

/**
 * The longest path parameter the router takes, as sent: the longest the contract declares (an
 * e-mail of 254 characters) percent-encoded, three characters each. Fastify's default (100)
 * refused valid e-mails and recovery tokens with a 414 of its own; a longer one is refused by
 * the error handler, as a 400 naming `path`.
 */
export const MAX_PATH_PARAMETER_LENGTH =
  3 *
  Math.max(
    ...operationList.flatMap((operation) =>
      Object.values(operation.params?.properties ?? {}).map((schema: { maxLength?: unknown }) =>
        typeof schema.maxLength === 'number' ? schema.maxLength : 0,
      ),
    ),
  );

/** Fastify's `schemaController` option: coercion for query and path, none for the body. */
export function schemaController(): SchemaControllerOption {
  const buildValidator = (externalSchemas: Record<string, unknown>): FastifySchemaCompiler<unknown> => {
    const build = AjvCompiler();
    const coercing = build(externalSchemas, { customOptions: { ...SHARED_OPTIONS, coerceTypes: 'array' } });
    const strict = build(externalSchemas, { customOptions: { ...SHARED_OPTIONS, coerceTypes: false } });
    return (route) => (route.httpPart === 'body' ? strict(route) : coercing(route));
  };
  // Fastify calls the factory and then the compiler with the route's schema and httpPart,
  // as with its own; its declared type names Ajv's internals instead.
  return { compilersFactory: { buildValidator: buildValidator as unknown as ValidatorFactory } };
}

/**
 * The first NUL character in any string (or object key) of a request's input, as the
 * path of its field: PostgreSQL stores no NUL in text or JSON, so such input is refused
 * before it reaches a query.
 */
export function pathOfNulCharacter(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = pathOfNulCharacter(item, `${path}.${index}`);
      if (found) return found;
    }
    return undefined;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) return `${path}.${key.replaceAll('\u0000', '\\u0000')}`;
      const found = pathOfNulCharacter(item, `${path}.${key}`);
      if (found) return found;
    }
  }
  return undefined;
}

/** Throws a 400 naming the field when the path, query or body carries a NUL character. */
export function refuseNulCharacters(input: { params: unknown; query: unknown; body: unknown }): void {
  const field =
    pathOfNulCharacter(input.params, 'path') ??
    pathOfNulCharacter(input.query, 'query') ??
    pathOfNulCharacter(input.body, 'body');
  if (field)
    throw AppError.invalidField('VALIDATION_FAILED', field, 'no puede contener el carácter NUL (\\u0000)');
}
