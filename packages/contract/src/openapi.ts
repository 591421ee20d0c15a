/**
 * Builds the OpenAPI 3.1 document from the operation registry. No server is needed: the
 * document is a pure function of the contract (`npm run -s openapi` prints it, a test
 * checks that the committed `openapi.json` is current).
 */
import type { TObject, TSchema } from 'typebox';
import { ERROR_CODES, type ErrorCode, errorCodesOf } from './core/error-codes.js';
import { type OperationDefinition, successStatusOf, TAGS } from './core/operation.js';
import { Problem } from './core/schemas.js';
import { operationList } from './operations.js';

type JsonObject = Record<string, unknown>;

/** TypeBox schemas carry symbol-keyed metadata; OpenAPI wants plain JSON Schema. */
function plain(schema: TSchema): JsonObject {
  return JSON.parse(JSON.stringify(schema)) as JsonObject;
}

function parametersOf(location: 'path' | 'query', schema: TObject | undefined) {
  if (!schema) return [];
  const required = new Set<string>(schema.required ?? []);
  return Object.entries(schema.properties).map(([name, property]) => {
    const json = plain(property as TSchema);
    const description = typeof json.description === 'string' ? json.description : undefined;
    return {
      name,
      in: location,
      required: location === 'path' || required.has(name),
      ...(description ? { description } : {}),
      schema: json,
      ...(json.type === 'array' ? { style: 'form', explode: true } : {}),
    };
  });
}

/**
 * A query that admits keys it does not name (the lead list's attribute filters, the keys a
 * vendor adds to its notifications) is described as one free-form object parameter, which
 * OpenAPI serialises as `key=value` pairs (`style: form`, `explode: true`).
 */
function additionalQueryParameters(schema: TObject | undefined) {
  if (!schema) return [];
  const { additionalProperties, description } = schema as {
    additionalProperties?: unknown;
    description?: unknown;
  };
  if (additionalProperties === undefined || additionalProperties === false) return [];
  return [
    {
      name: 'additionalQuery',
      in: 'query',
      required: false,
      description:
        typeof description === 'string' ? description : 'Further query keys, passed through as strings',
      schema: {
        type: 'object',
        additionalProperties: additionalProperties === true ? {} : plain(additionalProperties as TSchema),
      },
      style: 'form',
      explode: true,
    },
  ];
}

function accessDescription(operation: OperationDefinition): string {
  const { access } = operation;
  switch (access.kind) {
    case 'public':
      return `Public.${access.note ? ` ${access.note}.` : ''}`;
    case 'webhook':
      return `Vendor call, authenticated by the vendor's signature.${access.note ? ` ${access.note}.` : ''}`;
    case 'scopes': {
      const parts = [`Scopes: ${access.scopes.join(', ')}.`];
      if (access.self) parts.push(`A user may also call it on itself ({${access.self}}).`);
      if (access.owner) parts.push(`Also the owner: ${access.owner}.`);
      if (access.note) parts.push(`Note: ${access.note}.`);
      return parts.join(' ');
    }
  }
}

/**
 * One problem answer per error status the operation may give, its `code` narrowed to the
 * codes of that status the operation declares or implies by its shape (core/error-codes.ts).
 */
function problemResponsesOf(operation: OperationDefinition) {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of errorCodesOf(operation)) {
    const { status } = ERROR_CODES[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries(
    [...byStatus.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, codes]) => [
        String(status),
        {
          description: codes.map((code) => `${code}: ${ERROR_CODES[code].title}`).join('; '),
          content: {
            'application/problem+json': {
              schema: {
                allOf: [
                  { $ref: '#/components/schemas/Problem' },
                  { type: 'object', properties: { code: { type: 'string', enum: codes } } },
                ],
              },
            },
          },
        },
      ]),
  );
}

function responsesOf(operation: OperationDefinition) {
  const status = String(successStatusOf(operation));
  const success = operation.response
    ? {
        description: 'Success',
        content: { [operation.produces ?? 'application/json']: { schema: plain(operation.response) } },
      }
    : { description: status === '302' ? 'Redirect' : 'Success, no content' };
  return { [status]: success, ...problemResponsesOf(operation) };
}

function operationObject(operation: OperationDefinition): JsonObject {
  const parameters = [
    ...parametersOf('path', operation.params),
    ...parametersOf('query', operation.query),
    ...additionalQueryParameters(operation.query),
  ];
  const access = operation.access;
  return {
    operationId: operation.operationId,
    tags: [operation.tag],
    summary: operation.summary,
    description: [operation.description, accessDescription(operation)].filter(Boolean).join('\n\n'),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(operation.body
      ? {
          requestBody: {
            required: operation.body.required,
            description: operation.body.name,
            content: { 'application/json': { schema: plain(operation.body.schema) } },
          },
        }
      : {}),
    responses: responsesOf(operation),
    security: access.kind === 'scopes' ? [{ bearerAuth: [] }] : [],
    ...(access.kind === 'scopes' ? { 'x-scopes': [...access.scopes] } : {}),
    ...(operation.body ? { 'x-body-name': operation.body.name } : {}),
  };
}

export function buildOpenApiDocument(version = '0.1.0') {
  const paths: Record<string, Record<string, JsonObject>> = {};
  for (const operation of operationList) {
    paths[operation.path] ??= {};
    paths[operation.path]![operation.method.toLowerCase()] = operationObject(operation);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Cátedra API',
      version,
      description:
        'The API of Cátedra, the platform for running an online academy. Errors are RFC 9457 problem+json; each operation lists the error codes it may answer.',
    },
    servers: [{ url: 'http://localhost:5001', description: 'Local development' }],
    tags: TAGS.map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: {
        Problem: {
          ...plain(Problem),
          properties: {
            ...(plain(Problem).properties as JsonObject),
            code: { $ref: '#/components/schemas/ErrorCode' },
          },
        },
        ErrorCode: {
          type: 'string',
          enum: Object.keys(ERROR_CODES),
          description: Object.entries(ERROR_CODES)
            .map(([code, { status, title }]) => `${code} (${status}): ${title}`)
            .join('\n'),
        },
      },
    },
  };
}
