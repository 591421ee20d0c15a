/** The reports module's public surface: debt aging, accounting stats and enrollments by status, over other modules' read functions. */
export { reportsHandlers } from './reports.routes.js';
export { createReportsService, type ReportsService } from './reports.service.js';
