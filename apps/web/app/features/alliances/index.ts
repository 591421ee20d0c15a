/**
 * Alliances: the admin list and one alliance's page (data, tiers, members), a user's alliance
 * section for his admin page, and the alliance admin's own portal (`/alianza`).
 */
export { AlliancePage } from './alliance-page';
export { AlliancePortalPage } from './alliance-portal';
export { AlliancesPage } from './alliances-page';
export type { EnrollmentStatusView } from './portal-lists';
export { UserAllianceMembership } from './user-membership';
