/** Queries on alliances and their tiers. No rules here: the service decides. */
import { and, asc, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { PageRequest } from '../../core/pagination.js';
import type { Executor } from '../../db/database.js';
import { firstRow, insertUnlessTaken, rowsIn } from '../../db/rows.js';
import {
  type AllianceRow,
  type AllianceTierRow,
  alliances,
  allianceTiers,
  enrollments,
  paymentPlanTierOverrides,
  users,
} from '../../db/schema/index.js';
import { humanOrder, matchesSearch, searchTextOf } from '../../db/search.js';
import { tablePage } from '../../db/table-page.js';

export type AllianceFilters = { q?: string; active?: boolean; id?: string };
export type TierInput = { code: string; name: string; discountPercent: number };
export type AllianceValues = { name: string; slug: string; contactEmail: string; active?: boolean };

const SORTABLE = {
  name: humanOrder(alliances.name),
  slug: alliances.slug,
  createdAt: alliances.createdAt,
};

const searchTextOfAlliance = (alliance: AllianceValues) =>
  searchTextOf(alliance.name, alliance.slug, alliance.contactEmail);

function whereOf(filters: AllianceFilters): SQL | undefined {
  return and(
    filters.q ? matchesSearch(alliances.searchText, filters.q) : undefined,
    filters.active !== undefined ? eq(alliances.active, filters.active) : undefined,
    filters.id ? eq(alliances.id, filters.id) : undefined,
  );
}

/** numeric(5,2) as the contract's number: "12.50" → 12.5 (a percentage, not money). */
const tierValues = (allianceId: string, tiers: TierInput[]) =>
  tiers.map((tier, position) => ({
    allianceId,
    code: tier.code,
    name: tier.name.trim(),
    discountPercent: String(tier.discountPercent),
    position,
  }));

/** Each alliance's tiers in the order staff gave them. */
const TIER_ORDER = [asc(allianceTiers.allianceId), asc(allianceTiers.position)];

export function createAlliancesRepository(db: Executor) {
  return {
    async findById(id: string): Promise<AllianceRow | undefined> {
      return firstRow(db, alliances, eq(alliances.id, id));
    },

    /** Locks the alliance for a change of its tiers; an override insert takes it FOR SHARE. */
    async lock(id: string, mode: 'update' | 'share'): Promise<AllianceRow | undefined> {
      const [row] = await db.select().from(alliances).where(eq(alliances.id, id)).for(mode);
      return row;
    },

    /** One tier of one alliance, by its id. */
    async findTier(tierId: string): Promise<AllianceTierRow | undefined> {
      return firstRow(db, allianceTiers, eq(allianceTiers.id, tierId));
    },

    async findPage(filters: AllianceFilters, page: PageRequest) {
      const where = whereOf(filters);
      return tablePage(db, alliances, where, page, { sortable: SORTABLE, defaults: [asc(SORTABLE.name)] });
    },

    /** The tiers of these alliances, in the order staff gave them. */
    async tiersOf(allianceIds: string[]): Promise<AllianceTierRow[]> {
      return rowsIn(db, allianceTiers, allianceTiers.allianceId, allianceIds, ...TIER_ORDER);
    },

    /** Every tier of every alliance (the price grid of a plan open to all). */
    async allTiers(): Promise<(AllianceTierRow & { allianceActive: boolean })[]> {
      return db
        .select({
          id: allianceTiers.id,
          allianceId: allianceTiers.allianceId,
          code: allianceTiers.code,
          name: allianceTiers.name,
          discountPercent: allianceTiers.discountPercent,
          position: allianceTiers.position,
          allianceActive: alliances.active,
        })
        .from(allianceTiers)
        .innerJoin(alliances, eq(alliances.id, allianceTiers.allianceId))
        .orderBy(humanOrder(alliances.name), ...TIER_ORDER);
    },

    /** Answers undefined when the slug is taken (race-safe). */
    async insert(values: AllianceValues): Promise<AllianceRow | undefined> {
      return insertUnlessTaken(db, alliances, { ...values, searchText: searchTextOfAlliance(values) });
    },

    async update(current: AllianceRow, patch: Partial<AllianceValues>): Promise<AllianceRow> {
      const next = { ...current, ...patch };
      const [row] = await db
        .update(alliances)
        .set({ ...patch, searchText: searchTextOfAlliance(next) })
        .where(eq(alliances.id, current.id))
        .returning();
      return row!;
    },

    /**
     * Makes the alliance's tiers exactly these: removed codes deleted, the others inserted or
     * updated in place (a delete-and-insert would trip the enrollments' foreign key).
     */
    async replaceTiers(allianceId: string, tiers: TierInput[]): Promise<void> {
      const codes = tiers.map((tier) => tier.code);
      await db
        .delete(allianceTiers)
        .where(
          and(
            eq(allianceTiers.allianceId, allianceId),
            codes.length > 0 ? notInArray(allianceTiers.code, codes) : undefined,
          ),
        );
      if (tiers.length === 0) return;
      await db
        .insert(allianceTiers)
        .values(tierValues(allianceId, tiers))
        .onConflictDoUpdate({
          target: [allianceTiers.allianceId, allianceTiers.code],
          set: {
            name: sql`excluded.name`,
            discountPercent: sql`excluded.discount_percent`,
            position: sql`excluded.position`,
          },
        });
    },

    /** The first of these codes of the alliance something still uses: a member, an enrollment or an override. */
    async firstTierInUse(allianceId: string, codes: string[]): Promise<string | undefined> {
      if (codes.length === 0) return undefined;
      const member = await firstRow(
        db,
        users,
        and(eq(users.allianceId, allianceId), inArray(users.allianceTier, codes)),
      );
      if (member?.allianceTier) return member.allianceTier;
      const enrolled = await firstRow(
        db,
        enrollments,
        and(eq(enrollments.allianceId, allianceId), inArray(enrollments.tier, codes)),
      );
      if (enrolled?.tier) return enrolled.tier;
      const [overridden] = await db
        .select({ tier: allianceTiers.code })
        .from(paymentPlanTierOverrides)
        .innerJoin(allianceTiers, eq(allianceTiers.id, paymentPlanTierOverrides.tierId))
        .where(and(eq(allianceTiers.allianceId, allianceId), inArray(allianceTiers.code, codes)))
        .limit(1);
      return overridden?.tier;
    },
  };
}

export type AlliancesRepository = ReturnType<typeof createAlliancesRepository>;
