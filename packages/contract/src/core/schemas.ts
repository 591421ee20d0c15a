/**
 * Schemas shared by every area of the API (DESIGN.md section 2). An area that needs a
 * money amount, a date or a page of results takes it from here, never redefines it.
 */
import Type, { type TObject, type TProperties, type TSchema } from 'typebox';
import { CURRENCIES, PAYMENT_PLAN_TYPES, PERIODS } from './enumerations.js';
import { PATTERNS } from './patterns.js';
import { SCOPES } from './scopes.js';

export const Uuid = Type.String({ format: 'uuid', description: 'UUID (v7, time-ordered)' });

/** Money is a decimal string with two decimals, never a float: `"125000.00"`. */
export const Money = Type.String({
  pattern: PATTERNS.money,
  description: 'Decimal amount with two decimals, e.g. "125000.00"',
  examples: ['125000.00'],
});

/**
 * An amount that is charged, paid or refunded: Money above zero. A payment, a plan's price or
 * a refund of `0.00` or less is refused by validation, on its field, rather than by a database
 * CHECK (a 500), or stored and never payable (an enrollment priced 0.00 stays PENDING).
 */
export const PositiveMoney = Type.String({
  pattern: PATTERNS.positiveMoney,
  description: 'Decimal amount above zero with two decimals, e.g. "125000.00"',
  examples: ['125000.00'],
});

export const Currency = Type.Enum(CURRENCIES, { description: 'ARS | USD' });
export type CurrencyCode = (typeof CURRENCIES)[number];

export const PaymentPlanType = Type.Enum(PAYMENT_PLAN_TYPES);

export const Period = Type.Enum(PERIODS);

export const ScopeSchema = Type.Enum(SCOPES, { description: 'One of the 17 user scopes' });

/**
 * Years the platform stores: 1900–2199. The formats alone admit year 9999 with any offset,
 * which the database cannot store (an instant past year 9999 in UTC), so a date outside
 * this range is refused by validation and names its field instead of failing in a query.
 */
const STORABLE_YEAR = '^(19|20|21)\\d{2}-';

/** Date only, `YYYY-MM-DD` (specification section 5 says which parameters take it). */
export const DateOnly = Type.String({
  format: 'date',
  pattern: STORABLE_YEAR,
  description: 'Date, YYYY-MM-DD',
  examples: ['2026-03-01'],
});

/** Full ISO 8601 date-time with offset. */
export const DateTime = Type.String({
  format: 'date-time',
  pattern: STORABLE_YEAR,
  description: 'ISO 8601 date-time with offset',
  examples: ['2026-03-01T21:00:00-03:00'],
});

/** IANA time zone name; the server checks that the zone exists. */
export const TimeZoneId = Type.String({
  minLength: 1,
  maxLength: 64,
  pattern: PATTERNS.timeZone,
  examples: ['America/Argentina/Buenos_Aires'],
});

export const CountryCode = Type.String({
  pattern: PATTERNS.countryCode,
  description: 'ISO 3166-1 alpha-2',
  examples: ['AR'],
});
export const Email = Type.String({ format: 'email', maxLength: 254 });
/** Phone number in E.164. */
export const Phone = Type.String({ pattern: PATTERNS.phone, examples: ['+5491122334455'] });
/** A stored link (meeting, recording, resource, cover, invitation): http or https only. */
export const Url = Type.String({
  format: 'uri',
  pattern: PATTERNS.httpUrl,
  maxLength: 2048,
  description: 'http or https URL',
});
export const NonEmptyText = (maxLength = 200) => Type.String({ minLength: 1, maxLength });

/** URL-safe identifier: lowercase words joined by hyphens (`programacion-web-2026`). */
export const Slug = Type.String({ minLength: 1, maxLength: 120, pattern: PATTERNS.slug });

/**
 * A pricing tier code of an alliance (`GOLD`, `PARTNER_10`): unique within its alliance only,
 * so two alliances may both have `ESTUDIANTE`. What names one tier of one alliance is its `id`.
 */
export const TierCode = Type.String({ pattern: '^[A-Z0-9_-]{1,30}$', examples: ['GOLD'] });

/** Markdown text (course descriptions, class content, instructions). */
export const Markdown = (maxLength = 50_000) => Type.String({ maxLength, description: 'Markdown' });

/** A request body object: unknown properties are refused (DESIGN.md section 2). */
export function Body<P extends TProperties>(properties: P, options: { description?: string } = {}) {
  return Type.Object(properties, { additionalProperties: false, ...options });
}

/** A query string object: unknown parameters are refused too. */
export function Query<P extends TProperties>(properties: P) {
  return Type.Object(properties, { additionalProperties: false });
}

/** Path parameters. */
export function Params<P extends TProperties>(properties: P) {
  return Type.Object(properties, { additionalProperties: false });
}

export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 200;
/** The last page number a list accepts: far beyond any real list, well inside an SQL offset. */
export const PAGE_NUMBER_MAX = 1_000_000;

/**
 * `sort=field,asc|desc`, repeatable. The pattern only admits the whitelisted fields, so a
 * sort on anything else is refused by validation and names the `sort` parameter.
 */
export function SortParam(fields: readonly [string, ...string[]]) {
  const pattern = `^(${fields.join('|')})(,(asc|desc))?$`;
  return Type.Array(Type.String({ pattern }), {
    description: `Sort: field,asc|desc (repeatable). Fields: ${fields.join(', ')}`,
  });
}

/** Query of a paginated list: the area's filters plus page, size and sort. */
export function PagedQuery<P extends TProperties>(filters: P, sortable: readonly [string, ...string[]]) {
  return Type.Object(
    {
      ...filters,
      page: Type.Optional(
        Type.Integer({
          minimum: 0,
          maximum: PAGE_NUMBER_MAX,
          default: 0,
          description: 'Page number, 0-based',
        }),
      ),
      size: Type.Optional(
        Type.Integer({
          minimum: 1,
          maximum: PAGE_SIZE_MAX,
          default: PAGE_SIZE_DEFAULT,
          description: 'Page size',
        }),
      ),
      sort: Type.Optional(SortParam(sortable)),
    },
    { additionalProperties: false },
  );
}

export const PageInfo = Type.Object({
  number: Type.Integer(),
  size: Type.Integer(),
  totalElements: Type.Integer(),
  totalPages: Type.Integer(),
});

/** `{ content, page }`: the answer of every paginated list. */
export function Page<T extends TSchema>(item: T) {
  return Type.Object({ content: Type.Array(item), page: PageInfo });
}

/**
 * One refused field of a 400 answer. `code` says what was refused, so a client writes its own
 * message: a JSON Schema keyword (`maxLength`, `required`, `format`…, with Ajv's `params`
 * such as `{ limit: 200 }`) or, for a business rule on the field, the domain error code
 * (`PASSWORD_IS_EMAIL`). `message` is the API's own wording, for logs and API users.
 */
export const ProblemFieldError = Type.Object({
  path: Type.String({ description: 'Where: `body.email`, `query.fromDate`, `path.userId`' }),
  message: Type.String(),
  code: Type.String({ description: 'JSON Schema keyword (camelCase) or domain error code (UPPER_SNAKE)' }),
  params: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
});

/** RFC 9457 problem details, as every error answers. `code` is one of core/error-codes.ts. */
export const Problem = Type.Object({
  type: Type.String(),
  title: Type.String(),
  status: Type.Integer(),
  detail: Type.Optional(Type.String()),
  code: Type.String(),
  instance: Type.Optional(Type.String()),
  errors: Type.Optional(Type.Array(ProblemFieldError)),
});

/** Timestamps every stored entity answers with. */
export const Timestamps = {
  createdAt: DateTime,
  updatedAt: DateTime,
};

export type AnyObject = TObject;
