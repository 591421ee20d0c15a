/** Alliances administration, and the alliance list other features pick from. */
export { AlliancePage } from './alliance-page';
export { AlliancesPage } from './alliances-page';
export { useAllAlliances } from './api';
export type { Alliance } from './queries';
