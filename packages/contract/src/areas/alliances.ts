/**
 * Alliances: partner organisations with their own pricing tiers (specification section 7,
 * "Alliances"; DESIGN.md section 4, "Selling and billing").
 */
import Type from 'typebox';
import { defineOperation } from '../core/operation.js';
import {
  Body,
  DateTime,
  Email,
  NonEmptyText,
  Page,
  PagedQuery,
  Params,
  Slug,
  TierCode,
  Timestamps,
  Uuid,
} from '../core/schemas.js';
import { SCOPE_GROUPS } from '../core/scopes.js';
import { User } from './users.js';

const tag = 'Alliances';

/** A tier's code (core/schemas.ts, shared with users, whose members have one). */
export { TierCode };

/** A tier as an alliance's setup or update gives it: the code names it within the alliance. */
export const AllianceTierSetup = Type.Object(
  {
    code: TierCode,
    name: NonEmptyText(100),
    discountPercent: Type.Number({ minimum: 0, maximum: 100 }),
  },
  { additionalProperties: false },
);

/**
 * A tier as read. Its `id` names this tier of this alliance and no other: a payment plan's
 * tier override is keyed by it. A tier kept by an update (same code) keeps its id.
 */
export const AllianceTier = Type.Object({ id: Uuid, ...AllianceTierSetup.properties });

export const Alliance = Type.Object({
  id: Uuid,
  name: Type.String(),
  slug: Slug,
  contactEmail: Email,
  active: Type.Boolean(),
  tiers: Type.Array(AllianceTier),
  ...Timestamps,
});

export const AllianceSetup = Body({
  name: NonEmptyText(200),
  slug: Type.Optional(Slug),
  contactEmail: Email,
  active: Type.Optional(Type.Boolean()),
  tiers: Type.Optional(Type.Array(AllianceTierSetup, { maxItems: 20 })),
});

export const AllianceUpdate = Body({
  name: Type.Optional(NonEmptyText(200)),
  slug: Type.Optional(Slug),
  contactEmail: Type.Optional(Email),
  active: Type.Optional(Type.Boolean()),
  tiers: Type.Optional(Type.Array(AllianceTierSetup, { maxItems: 20 })),
});

/** Staff add a person to the alliance, or change his tier there. */
export const AllianceMembership = Body({ tier: TierCode });

/** One change of a user's membership: joined, tier changed, left; the tier after it; who and when. */
export const AllianceMembershipChange = Type.Object({
  id: Uuid,
  userId: Uuid,
  allianceId: Uuid,
  allianceName: Type.String(),
  action: Type.Enum(['JOINED', 'TIER_CHANGED', 'LEFT']),
  /** The tier he has after the change; null when he left (or joined without one). */
  tier: Type.Union([TierCode, Type.Null()]),
  changedBy: Type.Union([
    Type.Object({ id: Uuid, firstName: Type.String(), lastName: Type.String(), email: Email }),
    Type.Null(),
  ]),
  changedAt: DateTime,
});

const allianceIdParams = Params({ allianceId: Uuid });
const memberParams = Params({ allianceId: Uuid, userId: Uuid });

/** Staff who read alliances (ACADEMIC_ADMIN runs courses for partners, COMMERCIAL sells with their tiers). */
const allianceReaders = [
  ...SCOPE_GROUPS.readAll,
  'COMMERCIAL_ADMIN',
  'COMMERCIAL',
  'ACADEMIC_ADMIN',
  'ALLIANCE_ADMIN',
] as const;
const ownAlliance = 'ALLIANCE_ADMIN: its own alliance only';

export const alliancesOperations = {
  findAllAlliances: defineOperation({
    operationId: 'findAllAlliances',
    method: 'GET',
    path: '/alliances',
    tag,
    summary: 'List alliances (partner organisations)',
    query: PagedQuery(
      {
        q: Type.Optional(Type.String({ maxLength: 100, description: 'Name, slug or contact e-mail' })),
        active: Type.Optional(Type.Boolean()),
      },
      ['name', 'slug', 'createdAt'],
    ),
    response: Page(Alliance),
    access: { kind: 'scopes', scopes: allianceReaders, owner: ownAlliance },
  }),
  findAllianceById: defineOperation({
    operationId: 'findAllianceById',
    method: 'GET',
    path: '/alliances/{allianceId}',
    tag,
    summary: 'Get an alliance with its pricing tiers',
    params: allianceIdParams,
    response: Alliance,
    access: { kind: 'scopes', scopes: allianceReaders, owner: ownAlliance },
  }),
  createAlliance: defineOperation({
    operationId: 'createAlliance',
    method: 'POST',
    path: '/alliances',
    tag,
    summary: 'Create an alliance with its pricing tiers',
    body: { name: 'allianceSetup', schema: AllianceSetup, required: true },
    response: Alliance,
    successStatus: 201,
    errors: ['SLUG_TAKEN', 'ALLIANCE_TIER_CODE_DUPLICATE'],
    access: { kind: 'scopes', scopes: SCOPE_GROUPS.commercialAdmin },
  }),
  updateAlliance: defineOperation({
    operationId: 'updateAlliance',
    method: 'PUT',
    path: '/alliances/{allianceId}',
    tag,
    summary: 'Update an alliance (name, contact, active flag, tiers)',
    description:
      'Tiers, when given, replace the alliance’s tiers. Removing a tier a member, an enrollment or a payment plan’s override uses is refused (409 ALLIANCE_TIER_IN_USE naming the tier).',
    params: allianceIdParams,
    body: { name: 'allianceUpdate', schema: AllianceUpdate, required: true },
    response: Alliance,
    errors: ['SLUG_TAKEN', 'ALLIANCE_TIER_CODE_DUPLICATE', 'ALLIANCE_TIER_IN_USE'],
    access: { kind: 'scopes', scopes: SCOPE_GROUPS.commercialAdmin },
  }),
  setAllianceMember: defineOperation({
    operationId: 'setAllianceMember',
    method: 'PUT',
    path: '/alliances/{allianceId}/members/{userId}',
    tag,
    summary: 'Make a user a member of the alliance with a tier of it, or change his tier there',
    description:
      'The tier is a code of this alliance’s tiers (400 MEMBER_TIER_UNKNOWN otherwise). A user of another alliance is refused (409 USER_IN_OTHER_ALLIANCE): he is removed from it first. Idempotent: the same tier again changes nothing. Every change is recorded (alliance_membership_changes).',
    params: memberParams,
    body: { name: 'allianceMembership', schema: AllianceMembership, required: true },
    response: User,
    errors: ['MEMBER_TIER_UNKNOWN', 'USER_IN_OTHER_ALLIANCE'],
    access: { kind: 'scopes', scopes: SCOPE_GROUPS.commercialAdmin },
  }),
  removeAllianceMember: defineOperation({
    operationId: 'removeAllianceMember',
    method: 'DELETE',
    path: '/alliances/{allianceId}/members/{userId}',
    tag,
    summary: 'Remove a user from the alliance (his tier goes with it)',
    description: 'A user who is not a member of this alliance is 404. His enrollments keep their price.',
    params: memberParams,
    response: User,
    access: { kind: 'scopes', scopes: SCOPE_GROUPS.commercialAdmin },
  }),
  findAllianceMembershipChanges: defineOperation({
    operationId: 'findAllianceMembershipChanges',
    method: 'GET',
    path: '/users/{userId}/alliance-changes',
    tag,
    summary: "The history of a user's alliance memberships (joined, tier changed, left), newest first",
    params: Params({ userId: Uuid }),
    query: PagedQuery({}, ['changedAt']),
    response: Page(AllianceMembershipChange),
    access: { kind: 'scopes', scopes: [...SCOPE_GROUPS.commercialAdmin, 'MANAGER'], self: 'userId' },
  }),
} as const;
