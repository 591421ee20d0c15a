/**
 * A big list's statements, written once for every list read this way (payments, money
 * movements): its page by a named statement per shape (`pageStatementsPerShape`), its exact
 * total by a statement of its own (the daily counts, db/daily-counts.ts), the two run side by
 * side. A list gives how it writes its page's rows and its total; this module writes the rest.
 */
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { PageRequest } from '../core/pagination.js';
import { totalOf } from './daily-counts.js';
import { type Executor, statementWriter } from './database.js';
import { pageSizeInText, pageStatementsPerShape, placeholdersOf } from './prepared.js';

/** A page's LIMIT and OFFSET: values, or the size in the text and the offset a placeholder. */
export type PageLimits = { limit: number | Placeholder; offset: number | Placeholder };

/** A Drizzle select: printable, and preparable into a statement that runs with the values. */
type PageQuery = {
  toSQL(): { sql: string; params: unknown[] };
  prepare(name: string): { execute(values: Record<string, unknown>): Promise<unknown> };
};

type Rows<Query extends PageQuery> = Awaited<ReturnType<ReturnType<Query['prepare']>['execute']>>;

const dialect = new PgDialect();

export function listStatements<Filters extends object, Query extends PageQuery>(list: {
  /** The prefix of its statements' names. */
  name: string;
  /** The page's rows, the filters and the limits given as values or as placeholders, written by `source`. */
  rowsOf: (filters: Filters, page: PageRequest, limits: PageLimits, source: Executor) => Query;
  /** The count of every row the filters match. */
  totalOf: (filters: Filters) => SQL;
}) {
  /**
   * The page as `findPage` prepares it for the shape of `filters` and `page` (`pageShapeOf`):
   * the filters and the offset are placeholders, the page size is in the text.
   */
  const preparedQueryOf = (filters: Filters, page: PageRequest, source: Executor = statementWriter) =>
    list.rowsOf(
      placeholdersOf(filters),
      page,
      { limit: pageSizeInText(page.size), offset: sql.placeholder('offset') },
      source,
    );

  return {
    preparedQueryOf,

    /** The page's and the total's statements as text and values (the bench's EXPLAIN). */
    statementsOf(filters: Filters, page: PageRequest) {
      const limits = { limit: page.size, offset: page.offset };
      return {
        page: list.rowsOf(filters, page, limits, statementWriter).toSQL(),
        total: dialect.sqlToQuery(list.totalOf(filters)),
      };
    },

    /** The list's `findPage` on `db`: a page of rows and the total the filters match. */
    findPageOn(db: Executor) {
      const statementOf = pageStatementsPerShape(list.name, (filters: Filters, page: PageRequest) =>
        preparedQueryOf(filters, page, db),
      );
      return async (filters: Filters, page: PageRequest) => {
        const [rows, total] = await Promise.all([
          statementOf(filters, page).execute({ ...filters, offset: page.offset }) as Promise<Rows<Query>>,
          totalOf(db, list.totalOf(filters)),
        ]);
        return { rows, total };
      };
    },
  };
}
