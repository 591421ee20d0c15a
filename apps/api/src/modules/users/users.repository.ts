/** Queries on users and their scope history. No rules here: the service decides. */
import type { Scope } from '@catedra/contract';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { orderByOf, type PageRequest } from '../../core/pagination.js';
import type { Executor } from '../../db/database.js';
import {
  boundTo,
  isGiven,
  type Param,
  pageShapeOf,
  pageSizeInText,
  pageStatementsPerShape,
} from '../../db/prepared.js';
import { firstRow, insertUnlessTaken } from '../../db/rows.js';
import { type NewUserRow, scopeChanges, type UserRow, users } from '../../db/schema/index.js';
import { humanOrder, searchPattern, searchTextOf } from '../../db/search.js';
import { isUniqueViolation } from '../../db/slugs.js';
import { joinedPage } from '../../db/table-page.js';

export type UserFilters = {
  q?: string;
  city?: string;
  state?: string;
  country?: string;
  /** Any of these scopes. */
  scope?: Scope[];
  allianceId?: string;
  active?: boolean;
};

/** The whitelisted sort fields of findAllUsers (the contract refuses any other). */
const SORTABLE = {
  createdAt: users.createdAt,
  email: users.email,
  firstName: humanOrder(users.firstName),
  lastName: humanOrder(users.lastName),
  country: users.country,
  // Never signed in counts as the oldest: last in a newest-first list, not first (NULLs are).
  lastSignInAt: sql`coalesce(${users.lastSignInAt}, '-infinity'::timestamptz)`,
};

type Searchable = Pick<UserRow, 'firstName' | 'lastName' | 'email' | 'phone' | 'documentId'>;
const searchTextOfUser = (user: Searchable) =>
  searchTextOf(user.firstName, user.lastName, user.email, user.phone, user.documentId);

/** The values of the list's filters, by the names its query refers to them (absent: no filter). */
export function filterValuesOf(filters: UserFilters) {
  return {
    pattern: filters.q ? searchPattern(filters.q) : undefined,
    city: filters.city || undefined,
    state: filters.state || undefined,
    country: filters.country || undefined,
    scope: filters.scope?.length ? filters.scope : undefined,
    allianceId: filters.allianceId || undefined,
    active: filters.active,
  };
}
type FilterValues = ReturnType<typeof filterValuesOf>;

function whereOf(values: FilterValues, param: Param): SQL | undefined {
  const has = (name: keyof FilterValues) => isGiven(values[name]);
  return and(
    has('pattern') ? sql`${users.searchText} like ${param('pattern')}` : undefined,
    has('city') ? sql`lower(${users.city}) = lower(${param('city')})` : undefined,
    has('state') ? sql`lower(${users.state}) = lower(${param('state')})` : undefined,
    has('country') ? eq(users.country, param('country')) : undefined,
    has('scope') ? sql`${users.scopes} && ${param('scope')}::scope[]` : undefined,
    has('allianceId') ? eq(users.allianceId, param('allianceId')) : undefined,
    has('active') ? eq(users.active, param('active')) : undefined,
  );
}

/** What the list answers of each user (toUserDto's columns): never the hash or the search text. */
const listedColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  phone: users.phone,
  country: users.country,
  city: users.city,
  state: users.state,
  documentId: users.documentId,
  allianceId: users.allianceId,
  allianceTier: users.allianceTier,
  scopes: users.scopes,
  active: users.active,
  deactivatedAt: users.deactivatedAt,
  deactivationReason: users.deactivationReason,
  lastSignInAt: users.lastSignInAt,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
};
export type ListedUser = Pick<UserRow, keyof typeof listedColumns>;

/**
 * What tells apart the ways the list's query is written: which filters are present, the sort
 * and the page size (`pageShapeOf`). The values change per call, the text never.
 */
export function listShape(values: FilterValues, page: PageRequest): string {
  return pageShapeOf(values, page);
}

/** What authenticating a request needs of its user. */
export type UserCredentials = Pick<UserRow, 'id' | 'email' | 'scopes' | 'tokenVersion' | 'active'>;

/**
 * One page of the users the filters select, each row with the total they select (`count(*)
 * over ()`); values are placeholders, so its text depends only on `listShape(values, page)`.
 */
export function listQuery(db: Executor, values: FilterValues, page: PageRequest) {
  return db
    .select({ user: listedColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(users)
    .where(whereOf(values, (name) => sql`${sql.placeholder(name)}`))
    .orderBy(...orderByOf(page, SORTABLE, [desc(users.createdAt)], users.id))
    .limit(pageSizeInText(page.size))
    .offset(sql.placeholder('offset'));
}

/** Sets the user's scopes to `scopes` when `applies` holds; the changed user, or undefined when nothing changed. */
async function changeScopes(
  db: Executor,
  userId: string,
  scopes: SQL,
  applies: SQL,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ scopes })
    .where(and(eq(users.id, userId), applies))
    .returning();
  return row;
}

/** `users` joined again as who made a change (`changer`), and the columns of him a history shows. */
export function historyChanger() {
  const changer = alias(users, 'changer');
  return {
    changer,
    columns: {
      id: changer.id,
      firstName: changer.firstName,
      lastName: changer.lastName,
      email: changer.email,
    },
  };
}

export function createUsersRepository(db: Executor) {
  // Runs on every authenticated request: built once and sent as a named statement, so
  // PostgreSQL parses and plans it once per connection (a primary-key lookup).
  const credentialsById = db
    .select({
      id: users.id,
      email: users.email,
      scopes: users.scopes,
      tokenVersion: users.tokenVersion,
      active: users.active,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('users_credentials_by_id');

  /**
   * The users list runs as a named statement per shape (as the credentials above), so
   * PostgreSQL parses and plans it once per connection and Drizzle renders it once: planning
   * it cost more than running it on a page of the demo's users.
   */
  const pageStatementOf = pageStatementsPerShape('users_page', (values: FilterValues, page: PageRequest) =>
    listQuery(db, values, page),
  );

  const repository = {
    /** The scopes and token version that decide whether a token still holds. */
    async findCredentialsById(id: string): Promise<UserCredentials | undefined> {
      const [row] = await credentialsById.execute({ id });
      return row;
    },

    async findById(id: string): Promise<UserRow | undefined> {
      return firstRow(db, users, eq(users.id, id));
    },

    /** E-mails are unique regardless of case (index users_email_lower_key). */
    async findByEmail(email: string): Promise<UserRow | undefined> {
      return firstRow(db, users, sql`lower(${users.email}) = lower(${email})`);
    },

    /**
     * One page and the total its filters match, in one statement: every row carries
     * `count(*) over ()`. Only a page past the end (no rows to carry it) counts apart.
     */
    async findPage(filters: UserFilters, page: PageRequest): Promise<{ rows: ListedUser[]; total: number }> {
      const values = filterValuesOf(filters);
      const found = await pageStatementOf(values, page).execute({
        ...values,
        offset: page.offset,
      });
      if (found.length === 0 && page.offset > 0) {
        const [counted] = await db
          .select({ total: count() })
          .from(users)
          .where(whereOf(values, boundTo(values)));
        return { rows: [], total: counted?.total ?? 0 };
      }
      return { rows: found.map((row) => row.user), total: found[0]?.total ?? 0 };
    },

    /** Inserts a user; answers undefined when the e-mail is taken (race-safe). */
    async insert(user: Omit<NewUserRow, 'searchText'>): Promise<UserRow | undefined> {
      return insertUnlessTaken(db, users, { ...user, searchText: searchTextOfUser(user as Searchable) });
    },

    /** The accounts whose e-mails were free (the others are kept as they are). */
    async insertMany(many: Omit<NewUserRow, 'searchText'>[]): Promise<UserRow[]> {
      if (many.length === 0) return [];
      return db
        .insert(users)
        .values(many.map((user) => ({ ...user, searchText: searchTextOfUser(user as Searchable) })))
        .onConflictDoNothing()
        .returning();
    },

    async update(
      id: string,
      patch: Partial<Omit<NewUserRow, 'id' | 'searchText'>>,
    ): Promise<UserRow | undefined> {
      return db.transaction(async (tx) => {
        const [current] = await tx.select().from(users).where(eq(users.id, id)).for('update');
        if (!current) return undefined;
        // A tier is one of his alliance's: a move to another alliance (or out) leaves none.
        if (patch.allianceId !== undefined && patch.allianceId !== current.allianceId) {
          patch = { allianceTier: null, ...patch };
        }
        const next = { ...current, ...patch };
        const [row] = await tx
          .update(users)
          .set({ ...patch, searchText: searchTextOfUser(next) })
          .where(eq(users.id, id))
          .returning();
        return row;
      });
    },

    /**
     * Adds the scope unless the user already holds it; answers the changed user, or undefined
     * when nothing changed. Concurrent grants of one scope wait on the row and re-read it, so
     * exactly one of them changes it (and records the history).
     */
    async grantScope(userId: string, scope: Scope): Promise<UserRow | undefined> {
      return changeScopes(
        db,
        userId,
        sql`array_append(${users.scopes}, ${scope}::scope)`,
        sql`not (${scope}::scope = any(${users.scopes}))`,
      );
    },

    /** Removes the scope when held; answers the changed user, or undefined when nothing changed. */
    async revokeScope(userId: string, scope: Scope): Promise<UserRow | undefined> {
      return changeScopes(
        db,
        userId,
        sql`array_remove(${users.scopes}, ${scope}::scope)`,
        sql`${scope}::scope = any(${users.scopes})`,
      );
    },

    async recordScopeChanges(
      userId: string,
      scopes: Scope[],
      action: 'GRANTED' | 'REVOKED',
      /** Null when the system changed it (a BASIC user's first approved payment). */
      changedBy: string | null,
      changedAt: Date,
    ) {
      if (scopes.length === 0) return;
      await db
        .insert(scopeChanges)
        .values(scopes.map((scope) => ({ userId, scope, action, changedBy, changedAt })));
    },

    async findScopeChanges(userId: string, page: PageRequest) {
      const { changer, columns } = historyChanger();
      const where = eq(scopeChanges.userId, userId);
      const rows = db
        .select({ change: scopeChanges, changer: columns })
        .from(scopeChanges)
        .leftJoin(changer, eq(changer.id, scopeChanges.changedBy));
      return joinedPage(db, scopeChanges, rows, where, page, {
        sortable: { changedAt: scopeChanges.changedAt },
        defaults: [desc(scopeChanges.changedAt)],
      });
    },

    /**
     * A new e-mail (the search text follows it); answers undefined when another account
     * has it (the unique index decides, so two concurrent changes cannot both take it).
     */
    async changeEmail(userId: string, email: string): Promise<UserRow | 'taken' | undefined> {
      try {
        return await repository.update(userId, { email });
      } catch (error) {
        if (isUniqueViolation(error)) return 'taken';
        throw error;
      }
    },

    /** Deactivating also bumps the token version: no older session survives a reactivation. */
    async deactivate(userId: string, reason: string | null, at: Date): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({
          active: false,
          deactivatedAt: at,
          deactivationReason: reason,
          tokenVersion: sql`${users.tokenVersion} + 1`,
        })
        .where(eq(users.id, userId))
        .returning();
      return row;
    },

    async reactivate(userId: string): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ active: true, deactivatedAt: null, deactivationReason: null })
        .where(eq(users.id, userId))
        .returning();
      return row;
    },

    async recordSignIn(userId: string, at: Date) {
      await db.update(users).set({ lastSignInAt: at }).where(eq(users.id, userId));
    },

    /** A new password ends every older session (token version + 1). */
    async setPassword(userId: string, passwordHash: string) {
      await db
        .update(users)
        .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(eq(users.id, userId));
    },
  };
  return repository;
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
