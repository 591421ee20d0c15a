/** A course's payment plans (the admin course page's "Planes de pago" tab). */
export { PaymentPlansPanel } from './plans-panel';
