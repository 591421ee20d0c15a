/**
 * Inputs for the fuzz test, derived from the contract's JSON Schemas: a plausible value
 * for any schema (so a request gets past validation into the service), and the invalid
 * or boundary values put in one field at a time. Deterministic for a given seed.
 */
import type { OperationDefinition } from '@catedra/contract';

type Schema = {
  type?: string;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  default?: unknown;
  examples?: unknown[];
};

/** A small seeded generator (mulberry32): the same seed gives the same requests. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    pick<T>(items: readonly T[]): T {
      return items[Math.floor(next() * items.length)]!;
    },
  };
}
export type Random = ReturnType<typeof seededRandom>;

/** Strings tried against a pattern that has no example (the first that matches is used). */
const PATTERN_CANDIDATES = [
  '19:00',
  'AR',
  'ARS',
  '+5491122334455',
  '125000.00',
  'abc',
  'abc-def',
  '2026-03-01',
  '1',
];

function stringFor(schema: Schema, name: string, ids: Record<string, string>): string {
  if (typeof schema.examples?.[0] === 'string') return schema.examples[0];
  switch (schema.format) {
    case 'uuid':
      return ids[name] ?? '01900000-0000-7000-8000-00000000f022';
    case 'date':
      return '2026-03-01';
    case 'date-time':
      return '2026-03-01T21:00:00-03:00';
    case 'email':
      return ids[name] ?? `fuzz-${name}@test.catedra.ar`;
    case 'uri':
      return 'https://example.com/fuzz';
  }
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern, 'u');
    const sortField = /^\^\(([a-zA-Z]+)/.exec(schema.pattern)?.[1];
    const candidates = [...(sortField ? [sortField] : []), ...PATTERN_CANDIDATES];
    return candidates.find((candidate) => pattern.test(candidate)) ?? 'x';
  }
  const length = Math.max(schema.minLength ?? 1, Math.min(12, schema.maxLength ?? 12));
  return `fuzz ${name}`.padEnd(length, 'x').slice(0, Math.max(length, schema.minLength ?? 0));
}

/** A plausible value for the schema; `ids` maps a field name to a stored record's id. */
export function plausibleValue(schema: Schema, name: string, ids: Record<string, string>): unknown {
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf) {
    const notNull = schema.anyOf.find((option) => option.type !== 'null') ?? schema.anyOf[0]!;
    return plausibleValue(notNull, name, ids);
  }
  switch (schema.type) {
    case 'string':
      return stringFor(schema, name, ids);
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, Math.min(schema.maximum ?? 1, 1));
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'array':
      return Array.from({ length: schema.minItems ?? 1 }, () =>
        plausibleValue(schema.items ?? {}, name, ids),
      );
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {}))
        value[key] = plausibleValue(property, key, ids);
      return value;
    }
    default:
      return {};
  }
}

const deeplyNested = (depth: number): unknown => (depth === 0 ? 'fondo' : [deeplyNested(depth - 1)]);

/** Values that are wrong for most fields, or at the edge of what any field admits. */
export const BAD_JSON_VALUES: readonly unknown[] = [
  '\u0000',
  'a\u0000b',
  { 'clave\u0000': 'valor' },
  '',
  '   ',
  '日本語',
  '\n\u000f',
  'x'.repeat(60_000),
  "' or 1=1 --",
  'javascript:alert(1)',
  '9999-12-31T23:59:59-14:00',
  '0001-01-01T00:00:00Z',
  '10000-01-01',
  -2.5e16,
  1e308,
  -1e308,
  2 ** 31,
  2 ** 63,
  -1,
  0,
  0.5,
  null,
  true,
  [],
  {},
  deeplyNested(200),
];

/** Query and path values are text: the same ideas, as strings. */
export const BAD_TEXT_VALUES: readonly string[] = [
  '\u0000',
  'a\u0000b',
  '',
  '99999999999999999999',
  '1e308',
  '-1e308',
  '-1',
  '0.5',
  'NaN',
  'true',
  'x'.repeat(5_000),
  '9999-12-31T23:59:59-14:00',
  '0001-01-01',
  '日本語',
  "' or 1=1 --",
  '..%2f..%2fetc%2fpasswd',
];

const BAD_VALUES_PER_FIELD = 3;

/** The paths of every field in a plausible body, nested objects and arrays included. */
export function fieldPaths(
  value: unknown,
  prefix: (string | number)[] = [],
  depth = 0,
): (string | number)[][] {
  if (depth > 4 || value === null || typeof value !== 'object') return [];
  const entries: [string | number, unknown][] = Array.isArray(value)
    ? value.slice(0, 1).map((item, index) => [index, item])
    : Object.entries(value);
  return entries.flatMap(([key, item]) => [
    [...prefix, key],
    ...fieldPaths(item, [...prefix, key], depth + 1),
  ]);
}

/** A copy of `value` with the field at `path` replaced. */
export function withValueAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  parent[path.at(-1)!] = replacement;
  return copy;
}

export type FuzzRequest = {
  /** What was varied, for the failure report. */
  case: string;
  method: OperationDefinition['method'];
  url: string;
  body?: unknown;
};

function urlOf(
  operation: OperationDefinition,
  params: Record<string, unknown>,
  query: Record<string, unknown>,
) {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(params[name] ?? '')),
  );
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * The requests for one operation: the plausible one, then one field at a time made bad
 * (path, query and body), a required field missing, an unknown field, a body of the
 * wrong shape. At most `limit` of them, chosen by the seeded generator.
 */
export function requestsFor(
  operation: OperationDefinition,
  ids: Record<string, string>,
  random: Random,
  limit: number,
): FuzzRequest[] {
  const params = plausibleValue((operation.params ?? {}) as Schema, 'params', ids) as Record<string, unknown>;
  const query = operation.query
    ? (plausibleValue(operation.query as Schema, 'query', ids) as Record<string, unknown>)
    : {};
  const bodySchema = operation.body?.schema as Schema | undefined;
  const body = bodySchema ? plausibleValue(bodySchema, 'body', ids) : undefined;
  const request = (label: string, p = params, q = query, b = body): FuzzRequest => ({
    case: label,
    method: operation.method,
    url: urlOf(operation, p, q),
    ...(b !== undefined ? { body: b } : {}),
  });

  const variants: FuzzRequest[] = [];
  for (const name of Object.keys(params)) {
    const value = random.pick(BAD_TEXT_VALUES);
    variants.push(
      request(`path.${name}=${JSON.stringify(value).slice(0, 40)}`, { ...params, [name]: value }),
    );
  }
  for (const name of Object.keys((operation.query as Schema | undefined)?.properties ?? {})) {
    for (let attempt = 0; attempt < BAD_VALUES_PER_FIELD; attempt += 1) {
      const value = random.pick(BAD_TEXT_VALUES);
      variants.push(
        request(`query.${name}=${JSON.stringify(value).slice(0, 40)}`, params, { ...query, [name]: value }),
      );
    }
  }
  variants.push(request('query.unknown', params, { ...query, desconocido: '1' }));
  if (bodySchema?.type === 'object' && body && typeof body === 'object') {
    const fields = body as Record<string, unknown>;
    for (const path of fieldPaths(body)) {
      for (let attempt = 0; attempt < BAD_VALUES_PER_FIELD; attempt += 1) {
        const value = random.pick(BAD_JSON_VALUES);
        variants.push(
          request(
            `body.${path.join('.')}=${JSON.stringify(value)?.slice(0, 40)}`,
            params,
            query,
            withValueAt(body, path, value),
          ),
        );
      }
    }
    for (const name of bodySchema.required ?? []) {
      const { [name]: _missing, ...rest } = fields;
      variants.push(request(`body.${name} missing`, params, query, rest));
    }
    variants.push(request('body.unknown', params, query, { ...fields, desconocido: 1 }));
  }
  if (bodySchema) {
    variants.push(request('body as an array', params, query, [body]));
    variants.push(request('body as a string', params, query, 'texto'));
  }
  // The plausible request always; the variants shuffled by the seed, then cut.
  const shuffled = variants
    .map((variant) => ({ variant, order: random.next() }))
    .sort((a, b) => a.order - b.order)
    .map(({ variant }) => variant);
  return [request('plausible'), ...shuffled.slice(0, limit - 1)];
}
