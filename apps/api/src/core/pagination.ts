/**
 * Pagination for every list (DESIGN.md section 2): `page` 0-based, `size` ≤ 200, `sort`
 * on whitelisted fields only. The contract's PagedQuery already refused anything else;
 * this turns the validated query into SQL and the rows into `{ content, page }`.
 */
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '@catedra/contract';
import { type AnyColumn, asc, desc, type SQL } from 'drizzle-orm';
import { JsonText } from './json-text.js';

export type SortDirection = 'asc' | 'desc';
export type PageRequest = {
  page: number;
  size: number;
  sort: { field: string; direction: SortDirection }[];
  offset: number;
};

export type PageQuery = { page?: number; size?: number; sort?: string[] };

export function toPageRequest(query: PageQuery): PageRequest {
  const page = Math.max(0, query.page ?? 0);
  const size = Math.min(PAGE_SIZE_MAX, Math.max(1, query.size ?? PAGE_SIZE_DEFAULT));
  const sort = (query.sort ?? []).map((item) => {
    const [field = '', direction] = item.split(',');
    return { field, direction: direction === 'desc' ? ('desc' as const) : ('asc' as const) };
  });
  return { page, size, sort, offset: page * size };
}

/**
 * ORDER BY for a page: the requested fields mapped to their columns (unknown fields are
 * skipped, although validation already refused them), then the tie-breaker so that pages
 * are stable.
 */
export function orderByOf(
  request: PageRequest,
  columns: Record<string, AnyColumn | SQL>,
  defaults: SQL[],
  tieBreaker: AnyColumn | SQL,
): SQL[] {
  const requested = request.sort.flatMap(({ field, direction }) => {
    const column = columns[field];
    if (!column) return [];
    return [direction === 'desc' ? desc(column) : asc(column)];
  });
  return [...(requested.length > 0 ? requested : defaults), asc(tieBreaker)];
}

export type PageOf<T> = {
  content: T[];
  page: { number: number; size: number; totalElements: number; totalPages: number };
};

function pageInfo(totalElements: number, request: PageRequest): PageOf<never>['page'] {
  return {
    number: request.page,
    size: request.size,
    totalElements,
    totalPages: Math.ceil(totalElements / request.size),
  };
}

export function pageOf<T>(content: T[], totalElements: number, request: PageRequest): PageOf<T> {
  return { content, page: pageInfo(totalElements, request) };
}

/** A page whose content PostgreSQL wrote as a JSON array (see json-text.ts). */
export function jsonTextPageOf<T>(
  contentJson: string,
  totalElements: number,
  request: PageRequest,
): JsonText<PageOf<T>> {
  return new JsonText(
    `{"content":${contentJson},"page":${JSON.stringify(pageInfo(totalElements, request))}}`,
  );
}

export type PageableQuery<T> = { limit(size: number): { offset(offset: number): PromiseLike<T[]> } };

/**
 * One page of a query and the total its filters match, read together: `rows` is the
 * sorted select (this adds its LIMIT and OFFSET), `total` a `count()` over the same WHERE.
 */
export async function pagedRows<T>(
  page: PageRequest,
  rows: PageableQuery<T>,
  total: PromiseLike<{ total: number }[]>,
): Promise<{ rows: T[]; total: number }> {
  const [content, [counted]] = await Promise.all([rows.limit(page.size).offset(page.offset), total]);
  return { rows: content, total: counted?.total ?? 0 };
}
