/** Sellers' commissions: *Comisiones* (`/admin/commissions`) and the sales area's "Mis comisiones". */
export { CommissionsPage } from './commissions-page';
export { MyCommissionsPage } from './my-commissions-page';
