/** Meeting calls: the week calendar and list of `/admin/calls` and the sales area's "Mis llamadas". */
export { CallsPage } from './calls-page';
