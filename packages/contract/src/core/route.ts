/**
 * What a caller needs to know of an operation at run time — where it lives, what it takes,
 * what it answers and who may call it — without its schemas. The typed client and the web
 * app's access rules read these (`generated/routes.ts`), so the browser carries no TypeBox.
 */
import type { HttpMethod, OperationDefinition } from './operation.js';
import type { Scope } from './scopes.js';

/** Who may call: the scope check of `Access`, without its documentation texts. */
export type RouteAccess =
  | { readonly kind: 'public' | 'webhook' }
  | { readonly kind: 'scopes'; readonly scopes: readonly Scope[]; readonly self?: string };

export type OperationRoute = {
  readonly method: HttpMethod;
  readonly path: string;
  /**
   * The query parameters it names, whether it takes others too (the lead list's filters) and,
   * for a list, the fields `sort` admits (its whitelist), so a table offers only those.
   */
  readonly query?: {
    readonly names: readonly string[];
    readonly open: boolean;
    readonly sort?: readonly string[];
  };
  readonly body?: { readonly name: string; readonly required: boolean };
  /** False when the success answer has no body. */
  readonly answers: boolean;
  /** Content type of a non-JSON success answer (a PDF, a redirect). */
  readonly produces?: string;
  readonly access: RouteAccess;
};

export function routeOf(operation: OperationDefinition): OperationRoute {
  const query = operation.query as
    | { properties: Record<string, { items?: { pattern?: string } }>; additionalProperties?: unknown }
    | undefined;
  const sort = sortFieldsOf(query?.properties.sort?.items?.pattern);
  return {
    method: operation.method,
    path: operation.path,
    ...(query && {
      query: {
        names: Object.keys(query.properties),
        open: query.additionalProperties !== false,
        ...(sort && { sort }),
      },
    }),
    ...(operation.body && { body: { name: operation.body.name, required: operation.body.required } }),
    answers: Boolean(operation.response),
    ...(operation.produces && { produces: operation.produces }),
    access: accessOf(operation),
  };
}

function accessOf({ access }: OperationDefinition): RouteAccess {
  if (access.kind !== 'scopes') return { kind: access.kind };
  return { kind: 'scopes', scopes: access.scopes, ...(access.self && { self: access.self }) };
}

/**
 * The whitelist of a list's `sort`, read back from the pattern `SortParam` writes
 * (`^(startDate|title)(,(asc|desc))?$`): the schema keeps the fields only there.
 */
export function sortFieldsOf(pattern: string | undefined): string[] | undefined {
  const fields = pattern?.match(/^\^\(([\w|]+)\)\(,\(asc\|desc\)\)\?\$$/)?.[1];
  return fields?.split('|');
}
