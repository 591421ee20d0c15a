/** The alliances module's public surface. */
export {
  type AllianceFilters,
  type AlliancesRepository,
  createAlliancesRepository,
} from './alliances.repository.js';
export { alliancesHandlers } from './alliances.routes.js';
export {
  type AlliancesService,
  confinedAllianceOf,
  createAlliancesService,
  toAllianceDto,
} from './alliances.service.js';
