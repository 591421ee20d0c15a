/** The report-exports module's public surface: each report of Informes as a CSV file. */
export { reportExportsHandlers } from './report-exports.routes.js';
export { createReportExports, type ReportExports } from './report-exports.service.js';
