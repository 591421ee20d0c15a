/** The alliances module's public surface. */
import type { AlliancesRepository } from './alliances.repository.js';

export type { AllianceFilters } from './alliances.repository.js';
/**
 * What other modules may read of alliances (the composition root hands them the repository);
 * `lock` holds an alliance while a plan's tier override is written.
 */
export type AllianceLookups = Pick<
  AlliancesRepository,
  'findById' | 'findTier' | 'lock' | 'allTiers' | 'tiersOf'
>;
export { alliancesHandlers } from './alliances.routes.js';
export {
  type AlliancesService,
  confinedAllianceOf,
  createAlliancesService,
  toAllianceDto,
} from './alliances.service.js';
export {
  createMembershipsService,
  type MembershipsService,
  requireAllianceTier,
} from './memberships.service.js';
