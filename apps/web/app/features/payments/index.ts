/** Payments: Pagos and a payment's page, Cobros sin aplicar, Movimientos de dinero, Tipo de cambio, an enrollment's payments, Mis pagos, the checkout. */

export { CheckoutPage } from './checkout-page';
export { EnrollmentPayments } from './enrollment-payments';
export { ExchangeRatePage } from './exchange-rate-page';
export { MoneyMovementsPage } from './money-movements-page';
export { MyPaymentsPage, PayNowButton, useStartCheckout } from './my-payments';
export { PaymentPage } from './payment-page';
export { PaymentsPage } from './payments-page';
export { SandboxPage } from './sandbox-page';
export { UnappliedChargesPage } from './unapplied-charges';
