/**
 * Paying a payment link with PayPal's JS SDK (issue 11): loaded only when the payer picks
 * PayPal on the checkout (this module and @paypal/paypal-js are a chunk of their own), with
 * the public client id the API gives (getPaypalClientId; 404 when PayPal is not configured).
 * PayPal's buttons create the order through initializeCheckout and, once the payer approves
 * it in PayPal's window, the API captures it; the page then shows the payment's real status.
 * The callbacks' rules are in paypal-buttons.ts.
 */

import type { ApiClient } from '@catedra/client';
import { ApiError } from '@catedra/client';
import { Alert, Loader, Stack, Text } from '@mantine/core';
import { loadScript, type PayPalButtonsComponent } from '@paypal/paypal-js';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { format, useMessages } from '../../i18n';
import { formatAmount } from '../../lib/formats';
import { operationQuery, queryKeyOf } from '../../lib/query-keys';
import { useApiClient } from '../session';
import {
  type PaypalOutcome,
  paypalButtonsCallbacks,
  paypalOutcomeMessage,
  paypalScriptOptions,
} from './paypal-buttons';
import type { Checkout, CheckoutStatus } from './queries';

type Charge = { amount: string; currency: Checkout['currency'] };

/** The page's CSP nonce: the attribute is hidden from the DOM, the property is not. */
function pageNonce(): string | undefined {
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
}

/** One key per visit to the page: every initialisation of this visit answers the same order. */
function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `paypal-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * The captured payment's status, as the API answered it, becomes the page's: after a capture
 * there is nothing to pay again (approved, or PayPal holds it pending), so the page waits on it.
 */
function showStatus(queryClient: QueryClient, token: string, answer: CheckoutStatus) {
  queryClient.setQueryData(queryKeyOf('getCheckoutStatus', { token }), answer);
  queryClient.setQueryData<Checkout>(queryKeyOf('getCheckout', { token }), (old) =>
    old
      ? { ...old, status: answer.status, paidAt: answer.paidAt, vendorId: 'paypal', canPayAgain: false }
      : old,
  );
}

function usePaypalButtons(input: {
  client: ApiClient;
  token: string;
  clientId: string | undefined;
  sdkBaseUrl: string;
  onCharge: (charge: Charge) => void;
  onOutcome: (outcome: PaypalOutcome | null) => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [idempotencyKey] = useState(newIdempotencyKey);
  const queryClient = useQueryClient();
  // The callbacks read the latest props; the SDK is loaded and rendered once per client id.
  const latest = useRef(input);
  latest.current = input;
  const { clientId, sdkBaseUrl } = input;

  useEffect(() => {
    if (!clientId || !container.current) return;
    const host = container.current;
    let gone = false;
    let buttons: PayPalButtonsComponent | undefined;
    const callbacks = paypalButtonsCallbacks({
      createOrder: async () => {
        const { client, token, onCharge, onOutcome } = latest.current;
        onOutcome(null);
        const answer = await client.initializeCheckout(
          {
            token,
            vendor: 'paypal',
            paymentInitialization: { returnUrl: `${window.location.origin}/checkout/${token}` },
          },
          { headers: { 'Idempotency-Key': idempotencyKey } },
        );
        if (!answer.vendorOrderId) throw new Error('initializeCheckout answered no PayPal order');
        onCharge({ amount: answer.chargedAmount, currency: answer.chargedCurrency });
        return answer.vendorOrderId;
      },
      capture: async () => {
        const { client, token } = latest.current;
        showStatus(queryClient, token, await client.captureCheckoutPaypalOrder({ token }));
      },
      onOutcome: (outcome) => latest.current.onOutcome(outcome),
    });
    loadScript(paypalScriptOptions({ clientId, sdkBaseUrl, nonce: pageNonce() }))
      .then(async (paypal) => {
        if (gone) return;
        if (!paypal?.Buttons) throw new Error('PayPal SDK without Buttons');
        buttons = paypal.Buttons({ style: { layout: 'vertical', label: 'pay' }, ...callbacks });
        await buttons.render(host);
        if (!gone) setState('ready');
      })
      .catch(() => {
        if (!gone) setState('failed');
      });
    return () => {
      gone = true;
      buttons?.close().catch(() => undefined);
      host.replaceChildren();
    };
  }, [clientId, sdkBaseUrl, idempotencyKey, queryClient]);

  return { container, state };
}

export default function PaypalCheckout({
  token,
  checkout,
  sdkBaseUrl,
}: {
  token: string;
  checkout: Checkout;
  sdkBaseUrl: string;
}) {
  const messages = useMessages();
  const text = messages.payments.checkout;
  const client = useApiClient();
  const clientId = useQuery({
    ...operationQuery(client, 'getPaypalClientId'),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [outcome, setOutcome] = useState<PaypalOutcome | null>(null);
  const [charge, setCharge] = useState<Charge | null>(null);
  const paypal = usePaypalButtons({
    client,
    token,
    clientId: clientId.data?.clientId,
    sdkBaseUrl,
    onCharge: setCharge,
    onOutcome: setOutcome,
  });

  if (clientId.isError) {
    const missing = clientId.error instanceof ApiError && clientId.error.status === 404;
    return (
      <Alert color="red" data-testid="paypal-unavailable">
        {missing ? text.paypalUnavailable : text.paypalLoadFailed}
      </Alert>
    );
  }
  const loading = clientId.isPending || paypal.state === 'loading';
  return (
    <Stack gap="sm" data-testid="paypal-checkout" data-state={paypal.state}>
      {paypal.state !== 'failed' && <Text size="sm">{text.paypalLead}</Text>}
      {charge && charge.currency !== checkout.currency && (
        <Text size="sm" fw={600} data-testid="paypal-charge">
          {format(text.charged, { amount: formatAmount(charge.amount, charge.currency) })}
        </Text>
      )}
      {loading && <Loader size="sm" aria-label={text.paypalLoading} />}
      {paypal.state === 'failed' && <Alert color="red">{text.paypalLoadFailed}</Alert>}
      {/* PayPal renders its buttons here; React leaves the element's content to it. */}
      <div ref={paypal.container} data-testid="paypal-buttons" style={{ maxWidth: 400 }} />
      {outcome && (
        <Alert
          color={outcome.kind === 'cancelled' ? 'yellow' : 'red'}
          role="alert"
          data-testid="paypal-outcome"
          data-outcome={outcome.kind}
        >
          {paypalOutcomeMessage(outcome, messages)}
        </Alert>
      )}
    </Stack>
  );
}
