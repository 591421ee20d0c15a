/** The sales area (`/ventas`): a seller's new sale and his referred enrollments with their payment links. */

export { LeadConversion, type LeadToConvert } from './lead-conversion';
export { MySalesPage } from './my-sales-page';
export { NewSalePage } from './new-sale-page';
export { SalesGate } from './sales-gate';
export { SalesNav } from './sales-nav';
