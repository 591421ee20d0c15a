import { ApiError } from '@catedra/client';
import { describe, expect, it, vi } from 'vitest';
import { getMessages } from '../../i18n';
import {
  type PaypalOutcome,
  paypalButtonsCallbacks,
  paypalOutcomeMessage,
  paypalScriptOptions,
} from './paypal-buttons';

const messages = getMessages();
const text = messages.payments.checkout;

/** What the SDK hands its callbacks; the checkout reads none of it. */
const sdkData = {} as never;
const sdkActions = {} as never;

function setup(overrides: { createOrder?: () => Promise<string>; capture?: () => Promise<void> } = {}) {
  const outcomes: (PaypalOutcome | null)[] = [];
  const createOrder = vi.fn(overrides.createOrder ?? (async () => 'ORDER-1'));
  const capture = vi.fn(overrides.capture ?? (async () => undefined));
  const callbacks = paypalButtonsCallbacks({
    createOrder,
    capture,
    onOutcome: (outcome) => outcomes.push(outcome),
  });
  return { callbacks, createOrder, capture, outcomes };
}

describe('paypalScriptOptions', () => {
  it('loads the SDK for the client id in USD with intent capture, from the configured address', () => {
    expect(
      paypalScriptOptions({ clientId: 'AbC', sdkBaseUrl: 'http://127.0.0.1:5391/sdk/js', nonce: 'n0nce' }),
    ).toEqual({
      clientId: 'AbC',
      currency: 'USD',
      intent: 'capture',
      components: 'buttons',
      sdkBaseUrl: 'http://127.0.0.1:5391/sdk/js',
      dataCspNonce: 'n0nce',
    });
    expect(
      paypalScriptOptions({ clientId: 'AbC', sdkBaseUrl: 'https://www.paypal.com/sdk/js' }),
    ).not.toHaveProperty('dataCspNonce');
  });
});

describe('paypalButtonsCallbacks', () => {
  it('creates one order however many times the payer clicks, even at once', async () => {
    let answer: (id: string) => void = () => undefined;
    const { callbacks, createOrder } = setup({
      createOrder: () => new Promise<string>((resolve) => (answer = resolve)),
    });
    const clicks = [callbacks.createOrder(sdkData, sdkActions), callbacks.createOrder(sdkData, sdkActions)];
    answer('ORDER-1');
    expect(await Promise.all(clicks)).toEqual(['ORDER-1', 'ORDER-1']);
    // After a cancel, the next click opens the same order again.
    callbacks.onCancel({}, sdkActions);
    expect(await callbacks.createOrder(sdkData, sdkActions)).toBe('ORDER-1');
    expect(createOrder).toHaveBeenCalledTimes(1);
  });

  it('tries the initialisation again after it failed, and says why it failed', async () => {
    const refusal = new ApiError('initializeCheckout', 422, {
      status: 422,
      code: 'EXCHANGE_RATE_MISSING',
    });
    let calls = 0;
    const { callbacks, createOrder, outcomes } = setup({
      createOrder: async () => {
        calls += 1;
        if (calls === 1) throw refusal;
        return 'ORDER-2';
      },
    });
    await expect(callbacks.createOrder(sdkData, sdkActions)).rejects.toBe(refusal);
    // The SDK reports a rejected createOrder through onError, with its own error.
    callbacks.onError({ message: 'createOrder failed' });
    expect(outcomes).toEqual([{ kind: 'failed', step: 'order', error: refusal }]);
    expect(await callbacks.createOrder(sdkData, sdkActions)).toBe('ORDER-2');
    expect(createOrder).toHaveBeenCalledTimes(2);
  });

  it('captures on approval, and reports a failed capture itself instead of throwing into the SDK', async () => {
    const { callbacks, capture, outcomes } = setup();
    await callbacks.onApprove(sdkData, sdkActions);
    expect(capture).toHaveBeenCalledTimes(1);
    expect(outcomes).toEqual([]);

    const down = new Error('502');
    const failing = setup({
      capture: async () => {
        throw down;
      },
    });
    await expect(failing.callbacks.onApprove(sdkData, sdkActions)).resolves.toBeUndefined();
    expect(failing.outcomes).toEqual([{ kind: 'failed', step: 'capture', error: down }]);
  });

  it("reports a cancel, and PayPal's own errors as the SDK's", () => {
    const { callbacks, outcomes } = setup();
    callbacks.onCancel({}, sdkActions);
    callbacks.onError({ message: 'popup closed unexpectedly' });
    expect(outcomes).toEqual([
      { kind: 'cancelled' },
      { kind: 'failed', step: 'sdk', error: { message: 'popup closed unexpectedly' } },
    ]);
  });
});

describe('paypalOutcomeMessage', () => {
  it('words each outcome in Spanish, with the API’s refusal when it refused the order', () => {
    expect(paypalOutcomeMessage({ kind: 'cancelled' }, messages)).toBe(text.paypalCancelled);
    expect(paypalOutcomeMessage({ kind: 'failed', step: 'capture', error: new Error() }, messages)).toBe(
      text.paypalCaptureFailed,
    );
    expect(paypalOutcomeMessage({ kind: 'failed', step: 'sdk', error: new Error() }, messages)).toBe(
      text.paypalFailed,
    );
    expect(paypalOutcomeMessage({ kind: 'failed', step: 'order', error: new Error() }, messages)).toBe(
      text.paypalFailed,
    );
    const expired = new ApiError('initializeCheckout', 410, { status: 410, code: 'PAYMENT_LINK_EXPIRED' });
    expect(paypalOutcomeMessage({ kind: 'failed', step: 'order', error: expired }, messages)).toBe(
      messages.problems.codes.PAYMENT_LINK_EXPIRED,
    );
  });
});
