/**
 * The rules about alliances (docs/domain/alliances-and-plans.md): unique slugs (derived from the name
 * when not given), tier codes unique within the alliance, a used tier never removed, and an
 * alliance admin that reads only its own alliance.
 */
import { type AllianceSetup, type AllianceUpdate, operations, type Scope } from '@catedra/contract';
import type { Static } from 'typebox';
import type { Caller } from '../../core/actor.js';
import { type PageQuery, pageOf, toPageRequest } from '../../core/pagination.js';
import type { AllianceRow, AllianceTierRow } from '../../db/schema/index.js';
import { insertWithDerivedSlug, isUniqueViolation } from '../../db/slugs.js';
import type { UnitOfWork } from '../../db/unit-of-work.js';
import { AppError } from '../../errors/app-error.js';
import type { AllianceFilters, AlliancesRepository, TierInput } from './alliances.repository.js';

export function toTierDto(tier: AllianceTierRow) {
  return { id: tier.id, code: tier.code, name: tier.name, discountPercent: Number(tier.discountPercent) };
}

export function toAllianceDto(row: AllianceRow, tiers: AllianceTierRow[]) {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    contactEmail: row.contactEmail,
    active: row.active,
    tiers: tiers.map(toTierDto),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Readers of every alliance: the scopes findAllAlliances admits (the contract is the one
 * list), ALLIANCE_ADMIN aside, which reads its own alliance only.
 */
const { access: readers } = operations.findAllAlliances;
const READERS_OF_ALL: readonly Scope[] = readers.scopes.filter((scope) => scope !== 'ALLIANCE_ADMIN');

/** Undefined: not confined. Null: an alliance admin without an alliance (reads nothing). */
export async function confinedAllianceOf(
  caller: Caller,
  allianceOfUser: (userId: string) => Promise<string | null>,
): Promise<string | null | undefined> {
  if (caller.scopes.some((scope) => READERS_OF_ALL.includes(scope))) return undefined;
  if (!caller.scopes.includes('ALLIANCE_ADMIN')) return undefined;
  return allianceOfUser(caller.userId);
}

const slugTaken = () => new AppError('SLUG_TAKEN', 'Ya existe una alianza con ese slug');

/** 400 naming the second tier that repeats a code. */
function assertUniqueCodes(tiers: TierInput[]) {
  const seen = new Set<string>();
  tiers.forEach((tier, index) => {
    if (seen.has(tier.code))
      throw AppError.invalidField(
        'ALLIANCE_TIER_CODE_DUPLICATE',
        `body.tiers.${index}.code`,
        `repite el código ${tier.code}`,
      );
    seen.add(tier.code);
  });
}

const tierInUse = (code: string) =>
  new AppError(
    'ALLIANCE_TIER_IN_USE',
    `El nivel ${code} está en uso (miembros, inscripciones o precios propios de planes): no se puede quitar`,
    [
      {
        path: 'body.tiers',
        message: `el nivel ${code} está en uso`,
        code: 'ALLIANCE_TIER_IN_USE',
        params: { tier: code },
      },
    ],
  );

/**
 * The tier code of a foreign-key refusal (SQLSTATE 23503): an enrollment made with the tier
 * after the check still references it. PostgreSQL's detail names the key.
 */
function tierOfForeignKeyRefusal(error: unknown): string | undefined {
  const cause = ((error as { cause?: unknown })?.cause ?? error) as { code?: string; detail?: string };
  if (cause?.code !== '23503') return undefined;
  return /=\([^,]+, ([^)]+)\)/.exec(cause.detail ?? '')?.[1] ?? '?';
}

export function createAlliancesService(deps: {
  alliances: AlliancesRepository;
  unitOfWork: UnitOfWork<{ alliances: AlliancesRepository }>;
  allianceOfUser: (userId: string) => Promise<string | null>;
}) {
  const { alliances, unitOfWork, allianceOfUser } = deps;

  async function toDtos(rows: AllianceRow[]) {
    const tiers = await alliances.tiersOf(rows.map((row) => row.id));
    return rows.map((row) =>
      toAllianceDto(
        row,
        tiers.filter((tier) => tier.allianceId === row.id),
      ),
    );
  }

  return {
    async findAll(caller: Caller, query: AllianceFilters & PageQuery) {
      const page = toPageRequest(query);
      const confinedTo = await confinedAllianceOf(caller, allianceOfUser);
      if (confinedTo === null) return pageOf([], 0, page);
      const { rows, total } = await alliances.findPage({ ...query, id: confinedTo }, page);
      return pageOf(await toDtos(rows), total, page);
    },

    async findById(caller: Caller, allianceId: string) {
      const confinedTo = await confinedAllianceOf(caller, allianceOfUser);
      const row = await alliances.findById(allianceId);
      // Outside its alliance, an alliance admin is told nothing, not even that it exists.
      if (!row || (confinedTo !== undefined && confinedTo !== allianceId))
        throw AppError.notFound('La alianza');
      return (await toDtos([row]))[0]!;
    },

    /** A chosen slug that is taken is refused (409); a derived one gets a suffix instead. */
    async create(input: Static<typeof AllianceSetup>) {
      const tiers = input.tiers ?? [];
      assertUniqueCodes(tiers);
      const values = {
        name: input.name.trim(),
        contactEmail: input.contactEmail.trim(),
        active: input.active,
      };
      const created = await unitOfWork.run(async (tx) => {
        const row = input.slug
          ? await tx.alliances.insert({ ...values, slug: input.slug })
          : await insertWithDerivedSlug(values.name, 'alianza', (slug) =>
              tx.alliances.insert({ ...values, slug }),
            );
        if (row) await tx.alliances.replaceTiers(row.id, tiers);
        return row;
      });
      if (!created) throw slugTaken();
      return (await toDtos([created]))[0]!;
    },

    /**
     * Tiers, when given, replace the alliance's. The alliance row is locked first, so an
     * override being added for a tier waits, and the check of what uses a removed tier sees it.
     */
    async update(allianceId: string, patch: Static<typeof AllianceUpdate>) {
      if (patch.tiers) assertUniqueCodes(patch.tiers);
      try {
        const updated = await unitOfWork.run(async (tx) => {
          const current = await tx.alliances.lock(allianceId, 'update');
          if (!current) throw AppError.notFound('La alianza');
          const { tiers, ...fields } = patch;
          if (tiers) {
            const kept = new Set(tiers.map((tier) => tier.code));
            const removed = (await tx.alliances.tiersOf([allianceId]))
              .map((tier) => tier.code)
              .filter((code) => !kept.has(code));
            const used = await tx.alliances.firstTierInUse(allianceId, removed);
            if (used) throw tierInUse(used);
            await tx.alliances.replaceTiers(allianceId, tiers);
          }
          return tx.alliances.update(current, {
            ...fields,
            ...(fields.name !== undefined && { name: fields.name.trim() }),
            ...(fields.contactEmail !== undefined && { contactEmail: fields.contactEmail.trim() }),
          });
        });
        return (await toDtos([updated]))[0]!;
      } catch (error) {
        if (isUniqueViolation(error)) throw slugTaken();
        const tier = tierOfForeignKeyRefusal(error);
        if (tier) throw tierInUse(tier);
        throw error;
      }
    },
  };
}

export type AlliancesService = ReturnType<typeof createAlliancesService>;
