/** Admin "Informes": the dashboards of income, debt, collection and enrollments (issue 21). */

export { ReportsPage } from './reports-page';
