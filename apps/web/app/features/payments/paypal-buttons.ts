/**
 * The checkout's side of PayPal's JS SDK, as plain functions (the component is
 * paypal-checkout.tsx): how the SDK is loaded — the public client id of getPaypalClientId,
 * USD, intent capture, from PAYPAL_SDK_URL — and the callbacks of its Buttons:
 *
 * - createOrder initialises the payment with PayPal (initializeCheckout) and answers the
 *   PayPal order's id. However often the payer clicks (or cancels and clicks again) there is
 *   one order: the first answer is kept, and the API call carries one Idempotency-Key, so
 *   even two calls racing get the same order. A failed call is forgotten, to be tried again.
 * - onApprove captures the approved order through the API (captureCheckoutPaypalOrder, itself
 *   idempotent); the page then shows the status the API answers, never the SDK's word.
 * - onCancel and onError end in an outcome the page words for the payer.
 */
import { ApiError } from '@catedra/client';
import type { PayPalButtonsComponentOptions, PayPalScriptOptions } from '@paypal/paypal-js';
import type { Messages } from '../../i18n';
import { problemMessage } from '../../lib/api-problem';

/** What the payer is told after PayPal's window: he cancelled, or a step failed. */
export type PaypalOutcome =
  | { kind: 'cancelled' }
  | {
      kind: 'failed';
      /** order: initialising the payment; capture: confirming it; sdk: PayPal's own window. */
      step: 'order' | 'capture' | 'sdk';
      error: unknown;
    };

export function paypalScriptOptions(input: {
  clientId: string;
  sdkBaseUrl: string;
  /** The page's CSP nonce, for the SDK's script and the inline styles PayPal writes. */
  nonce?: string;
}): PayPalScriptOptions {
  return {
    clientId: input.clientId,
    currency: 'USD',
    intent: 'capture',
    components: 'buttons',
    sdkBaseUrl: input.sdkBaseUrl,
    ...(input.nonce ? { dataCspNonce: input.nonce } : {}),
  };
}

type ButtonsCallbacks = Required<
  Pick<PayPalButtonsComponentOptions, 'createOrder' | 'onApprove' | 'onCancel' | 'onError'>
>;

export function paypalButtonsCallbacks(input: {
  /** Initialises the payment with PayPal; answers the PayPal order id. */
  createOrder: () => Promise<string>;
  /** Captures the approved order through the API. */
  capture: () => Promise<void>;
  onOutcome: (outcome: PaypalOutcome) => void;
}): ButtonsCallbacks {
  let order: Promise<string> | undefined;
  /** The step that failed, for the onError the SDK calls after a rejected createOrder. */
  let failure: Extract<PaypalOutcome, { kind: 'failed' }> | undefined;
  return {
    createOrder: () => {
      order ??= input.createOrder().catch((error: unknown) => {
        order = undefined;
        failure = { kind: 'failed', step: 'order', error };
        throw error;
      });
      return order;
    },
    onApprove: async () => {
      try {
        await input.capture();
      } catch (error) {
        // Said here rather than through onError: the payer approved, the capture is ours.
        input.onOutcome({ kind: 'failed', step: 'capture', error });
      }
    },
    onCancel: () => input.onOutcome({ kind: 'cancelled' }),
    onError: (error) => {
      input.onOutcome(failure ?? { kind: 'failed', step: 'sdk', error });
      failure = undefined;
    },
  };
}

/** The Spanish sentence of an outcome: the API's refusal when it refused, else what happened where. */
export function paypalOutcomeMessage(outcome: PaypalOutcome, messages: Messages): string {
  const text = messages.payments.checkout;
  if (outcome.kind === 'cancelled') return text.paypalCancelled;
  if (outcome.step === 'capture') return text.paypalCaptureFailed;
  if (outcome.step === 'order' && outcome.error instanceof ApiError) {
    return problemMessage(outcome.error, messages.academic.errors);
  }
  return text.paypalFailed;
}
