/** The leads module's public surface: the service, its handlers, the conversion steps and the sales figures. */
export { dayRange, leadCountsBySeller, type SellerLeadCounts } from './attribution.js';
export { leadCallScheduled } from './calls.js';
export { leadToConvert, markLeadConverted } from './conversion.js';
export { leadsHandlers } from './leads.routes.js';
export { createLeadsService, type LeadsService } from './leads.service.js';
