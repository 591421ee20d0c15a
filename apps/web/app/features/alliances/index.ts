/** Alliances administration: the list and one alliance's page. */
export { AlliancePage } from './alliance-page';
export { AlliancesPage } from './alliances-page';
