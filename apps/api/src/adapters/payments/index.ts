/** The payment vendors this installation may use, built from the configuration. */
import type { PaymentsConfig } from '../../config/config.js';
import type { Clock } from '../../time/clock.js';
import { createDlocalVendor } from './dlocal.js';
import { createMercadoPagoVendor } from './mercadopago.js';
import type { PaymentVendor, PaypalVendor } from './payment-vendor.js';
import { createPaypalVendor } from './paypal.js';
import { createSandboxVendor, type SandboxPaymentStore, type SandboxVendor } from './sandbox.js';

export type * from './payment-vendor.js';
export { awaitsPayerApproval } from './paypal.js';
export type { SandboxDecision, SandboxPaymentStore, SandboxVendor, SignedNotification } from './sandbox.js';

/** Each vendor is present only when configured (the sandbox: when enabled). */
export type PaymentVendors = {
  mercadopago?: PaymentVendor;
  paypal?: PaypalVendor;
  dlocal?: PaymentVendor;
  sandbox?: SandboxVendor;
};

/** How far a sandbox notification's signed time may be from now (as Callbell's and Stripe's 5 minutes). */
const SANDBOX_SIGNATURE_MAX_AGE_SECONDS = 300;

export function createPaymentVendors(
  config: PaymentsConfig,
  clock: Clock,
  /** Where the sandbox keeps its payments (the database); in memory without one. */
  sandboxStore?: SandboxPaymentStore,
): PaymentVendors {
  const timeoutMs = config.vendorTimeoutMs;
  return {
    ...(config.mercadopago && {
      mercadopago: createMercadoPagoVendor({ ...config.mercadopago, timeoutMs, clock }),
    }),
    ...(config.paypal && { paypal: createPaypalVendor({ ...config.paypal, timeoutMs, clock }) }),
    ...(config.dlocal && { dlocal: createDlocalVendor({ ...config.dlocal, timeoutMs, clock }) }),
    ...(config.sandbox && {
      sandbox: createSandboxVendor({
        ...config.sandbox,
        clock,
        maxAgeSeconds: SANDBOX_SIGNATURE_MAX_AGE_SECONDS,
        store: sandboxStore,
      }),
    }),
  };
}
