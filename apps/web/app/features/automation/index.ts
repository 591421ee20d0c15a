/** Admin "Automatización": the spreadsheet/automation webhook's state, deliveries and test row. */
export { AutomationPage } from './automation-page';
