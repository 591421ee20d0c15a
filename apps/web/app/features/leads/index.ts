/** Interesados: the board and table, a lead's page, and the marketing attribution report. */
export { AttributionPage } from './attribution-page';
export { LeadPage, type LeadPageProps } from './lead-page';
export { LeadsPage } from './leads-page';
export type { Lead } from './queries';
