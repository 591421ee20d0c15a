/**
 * The public checkout of a payment link (`/checkout/{token}`): course, plan, the periods it
 * pays, the amount and the vendors allowed for its currency. Choosing Mercado Pago, dLocal
 * or the sandbox initialises the payment and sends the payer to the vendor; choosing PayPal
 * loads PayPal's JS SDK here (paypal-checkout.tsx, a chunk of its own) and pays in its
 * window. Back here, the page polls the payment's status from the API (never trusting what
 * the return address says) until it is settled. Approved, it links to the course; rejected,
 * its payer (signed in) retries here — a new payment of the same enrollment, its checkout —
 * or goes to Mis pagos.
 * Being a checkout path, it is exempt from the redirect to `/` on logout.
 */
import { Alert, Button, Container, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { format, useMessages } from '../../i18n';
import { problemMessage } from '../../lib/api-problem';
import { formatCalendarDate } from '../../lib/dates';
import { formatAmount } from '../../lib/formats';
import { QueryState } from '../../ui/query-state';
import { useApiClient, useSession } from '../session';
import { PaymentStatusBadge } from './badges';
import { useStartCheckout } from './my-payments';
import { type Checkout, type CheckoutStatus, checkoutQuery, checkoutStatusQuery } from './queries';

/** PayPal's SDK and its buttons, loaded only when the payer picks PayPal. */
const PaypalCheckout = lazy(() => import('./paypal-checkout'));

/** How often the page asks for the status while the vendor has not settled the payment. */
export const POLL_MS = 2000;

/** Statuses worth waiting on: the vendor will settle them. */
const WAITING: readonly CheckoutStatus['status'][] = ['PENDING'];

/** The sandbox page is ours: it is told where to send the payer back (a checkout path only). */
export function vendorAddress(redirectUrl: string, vendorId: string, token: string): string {
  if (vendorId !== 'sandbox') return redirectUrl;
  const url = new URL(redirectUrl, window.location.origin);
  url.searchParams.set('return', `/checkout/${token}`);
  return url.toString();
}

function Summary({ checkout }: { checkout: Checkout }) {
  const text = useMessages().payments.checkout;
  const money = (amount: string) => formatAmount(amount, checkout.currency);
  return (
    <Paper withBorder radius="lg" p="lg" data-testid="checkout-summary">
      <Stack gap="sm">
        {checkout.course && (
          <Text>
            <Text span c="dimmed">
              {text.course}:{' '}
            </Text>
            <Text span fw={600} data-testid="checkout-course">
              {checkout.course.name}
            </Text>
          </Text>
        )}
        {checkout.plan && (
          <Text>
            <Text span c="dimmed">
              {text.plan}:{' '}
            </Text>
            {checkout.plan.name}
          </Text>
        )}
        {checkout.periods.length > 0 && (
          <Stack gap={2}>
            <Text c="dimmed">{text.periods}</Text>
            {checkout.periods.map((period) => (
              <Text size="sm" key={period.number} data-testid="checkout-period">
                {format(text.period, {
                  number: period.number,
                  date: formatCalendarDate(period.dueDate),
                  amount: money(period.amount),
                })}
              </Text>
            ))}
          </Stack>
        )}
        {checkout.components.length > 1 && (
          <Table>
            <Table.Tbody>
              {checkout.components.map((line) => (
                <Table.Tr key={`${line.kind}-${line.periodNumber}-${line.description}`}>
                  <Table.Td>{line.description}</Table.Td>
                  <Table.Td ta="right">{formatAmount(line.amount, line.currency)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <Group justify="space-between">
          <Text fw={600}>{text.amount}</Text>
          <Text fw={700} fz="xl" data-testid="checkout-amount">
            {money(checkout.amount)}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}

function VendorChoice({
  checkout,
  token,
  paypalSdkUrl,
}: {
  checkout: Checkout;
  token: string;
  paypalSdkUrl: string;
}) {
  const messages = useMessages();
  const text = messages.payments.checkout;
  const client = useApiClient();
  const [paypal, setPaypal] = useState(false);
  const initialize = useMutation({
    mutationFn: (vendor: Checkout['allowedVendors'][number]['vendorId']) =>
      client.initializeCheckout({
        token,
        vendor,
        paymentInitialization: { returnUrl: `${window.location.origin}/checkout/${token}` },
      }),
    onSuccess: (answer) => {
      if (answer.redirectUrl)
        window.location.assign(vendorAddress(answer.redirectUrl, answer.vendorId, token));
    },
  });
  if (checkout.allowedVendors.length === 0) return <Alert color="red">{text.noVendors}</Alert>;
  return (
    <Stack gap="sm">
      <Title order={2} fz="lg">
        {text.chooseVendor}
      </Title>
      <Group>
        {checkout.allowedVendors.map(({ vendorId }) => (
          <Button
            key={vendorId}
            size="md"
            variant={vendorId === 'paypal' && paypal ? 'light' : 'filled'}
            loading={initialize.isPending && initialize.variables === vendorId}
            disabled={initialize.isPending || initialize.isSuccess}
            // PayPal is paid on this page, in its SDK's window: its buttons initialise the payment.
            onClick={() => (vendorId === 'paypal' ? setPaypal(true) : initialize.mutate(vendorId))}
            aria-pressed={vendorId === 'paypal' ? paypal : undefined}
            data-testid={`pay-with-${vendorId}`}
          >
            {format(text.payWith, { vendor: messages.payments.vendor[vendorId] })}
          </Button>
        ))}
      </Group>
      {paypal && (
        <Suspense fallback={<Loader size="sm" aria-label={text.paypalLoading} />}>
          <PaypalCheckout token={token} checkout={checkout} sdkBaseUrl={paypalSdkUrl} />
        </Suspense>
      )}
      {initialize.isError && (
        <Alert color="red">{problemMessage(initialize.error, messages.academic.errors)}</Alert>
      )}
    </Stack>
  );
}

/** After a rejection: a new payment of the enrollment, on this page (its payer, signed in). */
function RetryButton({ enrollmentId }: { enrollmentId: string }) {
  const messages = useMessages();
  const startCheckout = useStartCheckout();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const retry = async () => {
    setPending(true);
    setFailure(null);
    try {
      await startCheckout(enrollmentId);
    } catch (error) {
      setFailure(problemMessage(error, messages.academic.errors));
    } finally {
      setPending(false);
    }
  };
  return (
    <Stack gap="xs">
      <Button onClick={retry} loading={pending} w="fit-content" data-testid="checkout-retry">
        {messages.payments.checkout.retry}
      </Button>
      {failure && <Alert color="red">{failure}</Alert>}
    </Stack>
  );
}

/** Where the payer goes next: the course once paid; a retry and Mis pagos after a rejection. */
function NextSteps({ checkout, status }: { checkout: Checkout; status: CheckoutStatus['status'] }) {
  const text = useMessages().payments.checkout;
  const signedIn = useSession().status === 'ready';
  if (status === 'APPROVED') {
    return (
      <Group>
        {checkout.course && (
          <Button
            component={Link}
            to={`/me/courses/${checkout.course.id}`}
            data-testid="checkout-go-to-course"
          >
            {text.goToCourse}
          </Button>
        )}
        <Button component={Link} to="/me/payments" variant="light">
          {text.goToMine}
        </Button>
      </Group>
    );
  }
  if (status !== 'REJECTED') return null;
  return (
    <Group align="flex-start">
      {signedIn && checkout.enrollmentId && <RetryButton enrollmentId={checkout.enrollmentId} />}
      <Button component={Link} to="/me/payments" variant="light" data-testid="checkout-my-payments">
        {text.goToMine}
      </Button>
    </Group>
  );
}

/** The payment's state as the API says it, polled while the vendor has not settled it. */
function Outcome({ token, checkout }: { token: string; checkout: Checkout }) {
  const initial = checkout.status;
  const messages = useMessages();
  const text = messages.payments.checkout;
  const status = useQuery({
    ...checkoutStatusQuery(useApiClient(), token),
    refetchInterval: (query) => (WAITING.includes(query.state.data?.status ?? initial) ? POLL_MS : false),
  });
  const current = status.data?.status ?? initial;
  const tone = {
    APPROVED: { color: 'teal', message: text.approved },
    PENDING: { color: 'indigo', message: text.pending },
    REJECTED: { color: 'red', message: text.rejected },
  } as const;
  const shown =
    current in tone
      ? tone[current as keyof typeof tone]
      : { color: 'gray', message: format(text.closed, { status: messages.payments.status[current] }) };
  return (
    <Stack gap="sm" data-testid="checkout-outcome" data-status={current}>
      <Group gap="xs">
        <PaymentStatusBadge status={current} />
        {WAITING.includes(current) && <Loader size="xs" aria-label={text.waiting} />}
      </Group>
      <Alert color={shown.color} variant="light" role="status">
        {shown.message}
      </Alert>
      <NextSteps checkout={checkout} status={current} />
    </Stack>
  );
}

export function CheckoutPage({ linkToken, paypalSdkUrl }: { linkToken: string; paypalSdkUrl: string }) {
  const text = useMessages().payments.checkout;
  const checkout = useQuery(checkoutQuery(useApiClient(), linkToken));
  return (
    <Container size="sm" py={{ base: 32, sm: 64 }}>
      <Stack gap="lg" data-testid="checkout-page">
        <Title order={1}>{text.title}</Title>
        {checkout.isError ? (
          <Alert color="red" data-testid="checkout-invalid">
            {text.invalidLink}
          </Alert>
        ) : (
          <QueryState query={checkout}>
            {(data) => (
              <Stack gap="lg">
                <Text size="lg" c="dimmed">
                  {text.lead}
                </Text>
                <Summary checkout={data} />
                {/* The API says when the payer may choose a vendor: a new payment, or one started
                      where nothing could have been charged yet (a PayPal order never approved). */}
                {data.canPayAgain ? (
                  <Stack gap="sm">
                    {data.status === 'PENDING' && (
                      <Alert color="indigo" variant="light" data-testid="checkout-pay-again">
                        {text.payAgain}
                      </Alert>
                    )}
                    <VendorChoice checkout={data} token={linkToken} paypalSdkUrl={paypalSdkUrl} />
                  </Stack>
                ) : (
                  // Keyed by the link: a retry opens another payment's checkout on this page.
                  <Outcome key={linkToken} token={linkToken} checkout={data} />
                )}
              </Stack>
            )}
          </QueryState>
        )}
        <Text size="sm" c="dimmed">
          {text.help}
        </Text>
      </Stack>
    </Container>
  );
}
