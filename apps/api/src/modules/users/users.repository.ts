/** Queries on users and their scope history. No rules here: the service decides. */
import type { Scope } from '@catedra/contract';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { orderByOf, type PageRequest, pagedRows } from '../../core/pagination.js';
import type { Executor } from '../../db/database.js';
import { type NewUserRow, scopeChanges, type UserRow, users } from '../../db/schema/index.js';
import { humanOrder, matchesSearch, searchTextOf } from '../../db/search.js';
import { isUniqueViolation } from '../../db/slugs.js';

export type UserFilters = {
  q?: string;
  city?: string;
  state?: string;
  country?: string;
  scope?: Scope;
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

function whereOf(filters: UserFilters): SQL | undefined {
  return and(
    filters.q ? matchesSearch(users.searchText, filters.q) : undefined,
    filters.city ? sql`lower(${users.city}) = lower(${filters.city})` : undefined,
    filters.state ? sql`lower(${users.state}) = lower(${filters.state})` : undefined,
    filters.country ? eq(users.country, filters.country) : undefined,
    filters.scope ? sql`${users.scopes} @> array[${filters.scope}]::scope[]` : undefined,
    filters.allianceId ? eq(users.allianceId, filters.allianceId) : undefined,
    filters.active !== undefined ? eq(users.active, filters.active) : undefined,
  );
}

/** What authenticating a request needs of its user. */
export type UserCredentials = Pick<UserRow, 'id' | 'email' | 'scopes' | 'tokenVersion' | 'active'>;

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

  const repository = {
    /** The scopes and token version that decide whether a token still holds. */
    async findCredentialsById(id: string): Promise<UserCredentials | undefined> {
      const [row] = await credentialsById.execute({ id });
      return row;
    },

    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    /** E-mails are unique regardless of case (index users_email_lower_key). */
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`)
        .limit(1);
      return row;
    },

    /**
     * One page and the total its filters match, in one statement: every row carries
     * `count(*) over ()`. Only a page past the end (no rows to carry it) counts apart.
     */
    async findPage(filters: UserFilters, page: PageRequest): Promise<{ rows: UserRow[]; total: number }> {
      const where = whereOf(filters);
      const found = await db
        .select({ user: users, total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(users)
        .where(where)
        .orderBy(...orderByOf(page, SORTABLE, [desc(users.createdAt)], users.id))
        .limit(page.size)
        .offset(page.offset);
      if (found.length === 0 && page.offset > 0) {
        const [counted] = await db.select({ total: count() }).from(users).where(where);
        return { rows: [], total: counted?.total ?? 0 };
      }
      return { rows: found.map((row) => row.user), total: found[0]?.total ?? 0 };
    },

    /** Inserts a user; answers undefined when the e-mail is taken (race-safe). */
    async insert(user: Omit<NewUserRow, 'searchText'>): Promise<UserRow | undefined> {
      const [row] = await db
        .insert(users)
        .values({ ...user, searchText: searchTextOfUser(user as Searchable) })
        .onConflictDoNothing()
        .returning();
      return row;
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
      const [row] = await db
        .update(users)
        .set({ scopes: sql`array_append(${users.scopes}, ${scope}::scope)` })
        .where(and(eq(users.id, userId), sql`not (${scope}::scope = any(${users.scopes}))`))
        .returning();
      return row;
    },

    /** Removes the scope when held; answers the changed user, or undefined when nothing changed. */
    async revokeScope(userId: string, scope: Scope): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ scopes: sql`array_remove(${users.scopes}, ${scope}::scope)` })
        .where(and(eq(users.id, userId), sql`${scope}::scope = any(${users.scopes})`))
        .returning();
      return row;
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
      const changer = alias(users, 'changer');
      const where = eq(scopeChanges.userId, userId);
      return pagedRows(
        page,
        db
          .select({
            change: scopeChanges,
            changer: {
              id: changer.id,
              firstName: changer.firstName,
              lastName: changer.lastName,
              email: changer.email,
            },
          })
          .from(scopeChanges)
          .leftJoin(changer, eq(changer.id, scopeChanges.changedBy))
          .where(where)
          .orderBy(
            ...orderByOf(
              page,
              { changedAt: scopeChanges.changedAt },
              [desc(scopeChanges.changedAt)],
              scopeChanges.id,
            ),
          ),
        db.select({ total: count() }).from(scopeChanges).where(where),
      );
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
