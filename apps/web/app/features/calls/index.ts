/** Meeting calls: the week calendar and list of `/admin/calls` and the sales area's "Mis llamadas", and a lead's calls on its page. */
export { CallsPage } from './calls-page';
export { LeadCalls } from './lead-calls';
