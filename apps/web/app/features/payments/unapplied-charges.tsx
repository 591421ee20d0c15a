/**
 * Unapplied charges (issue 17): vendor charges the API kept because it could not apply them
 * (a second charge of one payment, a charge of a cancelled or expired payment, another amount).
 * "Cobros sin aplicar" lists them with filters, page and sort in the address; a payment's page
 * shows its own; "Pagos" alerts how many wait. Staff decide on each, confirmed once with a
 * reason: apply it to the enrollment's next owed periods, or refund it through the vendor.
 */
import { PAYMENT_VENDORS, UNAPPLIED_CHARGE_STATUSES } from '@catedra/contract/browser';
import { Alert, Anchor, Badge, Code, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { format, useMessages } from '../../i18n';
import { mayCall } from '../../lib/access';
import { formatDateTime } from '../../lib/dates';
import { formatAmount } from '../../lib/formats';
import { option } from '../../lib/list-state';
import { ActionDialog } from '../../ui/action-dialog';
import {
  amountColumn,
  DataList,
  dateTimeColumn,
  type PageRequest,
  pageQueryOf,
  pagingFields,
  useApiList,
} from '../../ui/data-list';
import { EnumFilter, enumField, filterField, ListFilterPanel, ListPage } from '../../ui/list-page';
import { PersonLink } from '../../ui/people';
import { Section } from '../../ui/section';
import { TextLink } from '../../ui/text-link';
import { ValueBadge } from '../../ui/value-badge';
import { useSession } from '../session';
import { useDecideCharge, useOpenChargesCount } from './api';
import { type ChargeListQuery, type UnappliedCharge, unappliedChargesQuery } from './queries';
import { VendorFilter } from './vendor-filter';

export const CHARGE_LIST_FIELDS = {
  status: option(UNAPPLIED_CHARGE_STATUSES),
  vendorId: option(PAYMENT_VENDORS),
  ...pagingFields('findAllUnappliedCharges', { column: 'createdAt', direction: 'desc' }),
};

const EMPTY_CHARGE_FILTERS = { status: null, vendorId: null };

/** The address's filters and page as findAllUnappliedCharges takes them. */
export function chargeListQuery(
  filters: { status: string | null; vendorId: string | null },
  request: PageRequest,
): ChargeListQuery {
  return {
    ...(filters.status ? { status: filters.status as ChargeListQuery['status'] } : {}),
    ...(filters.vendorId ? { vendorId: filters.vendorId as ChargeListQuery['vendorId'] } : {}),
    ...pageQueryOf(request),
  };
}

// Neither yellow nor orange: their light badges fail WCAG AA contrast (axe).
const STATUS_COLOR: Record<UnappliedCharge['status'], string> = {
  OPEN: 'red',
  APPLIED: 'teal',
  REFUNDED: 'indigo',
};

export function ChargeStatusBadge({ status }: { status: UnappliedCharge['status'] }) {
  const text = useMessages().payments.charges;
  return <ValueBadge value={status} colors={STATUS_COLOR} labels={text.statuses} testId="charge-status" />;
}

type Decision = 'apply' | 'refund';

/** One decision on an OPEN charge, asked again with a reason; the catalogue names its texts after it (`applyTitle`). */
function DecisionDialog({ charge, decision }: { charge: UnappliedCharge; decision: Decision }) {
  const messages = useMessages().payments.charges;
  const decide = useDecideCharge();
  const facts = { amount: formatAmount(charge.amount, charge.currency), reference: charge.vendorReference };
  return (
    <ActionDialog
      label={messages[decision]}
      size="xs"
      color={decision === 'refund' ? 'red' : undefined}
      title={messages[`${decision}Title`]}
      text={format(messages[`${decision}Text`], facts)}
      reasonLabel={messages.reason}
      confirmLabel={messages[`${decision}Confirm`]}
      successText={decision === 'apply' ? messages.applied : messages.refunded}
      onConfirm={(reason) => decide.mutateAsync({ chargeId: charge.id, decision, reason })}
      testId={`charge-${decision}`}
    />
  );
}

/** Apply or refund an OPEN charge (payment admins); a decided one says when. */
function ChargeDecisions({ charge }: { charge: UnappliedCharge }) {
  const messages = useMessages().payments.charges;
  const { scopes } = useSession();
  if (charge.status !== 'OPEN') {
    return charge.decidedAt ? (
      <Text size="xs" c="dimmed">
        {format(messages.decidedOn, {
          status: messages.statuses[charge.status],
          date: formatDateTime(charge.decidedAt),
        })}
      </Text>
    ) : null;
  }
  if (!mayCall('applyUnappliedCharge', scopes)) return null;
  return (
    <Group gap="xs" wrap="nowrap">
      <DecisionDialog charge={charge} decision="apply" />
      {mayCall('refundUnappliedCharge', scopes) && <DecisionDialog charge={charge} decision="refund" />}
    </Group>
  );
}

/** The columns both lists share; the full list adds the payer and the payment. */
function useChargeColumns(withPayment: boolean) {
  const messages = useMessages().payments;
  const columns = messages.charges.columns;
  return [
    dateTimeColumn<UnappliedCharge>('createdAt', columns.createdAt),
    ...(withPayment
      ? [
          {
            accessor: 'payer',
            title: columns.payer,
            render: (charge: UnappliedCharge) => (
              <PersonLink userId={charge.userId} name={charge.payerName} />
            ),
          },
        ]
      : []),
    amountColumn<UnappliedCharge>('amount', columns.amount),
    {
      accessor: 'vendorId',
      title: columns.vendor,
      render: (charge: UnappliedCharge) => messages.vendor[charge.vendorId],
    },
    {
      accessor: 'vendorReference',
      title: columns.reference,
      render: (charge: UnappliedCharge) => (
        <Code data-testid="charge-reference">{charge.vendorReference}</Code>
      ),
    },
    {
      accessor: 'reason',
      title: columns.reason,
      render: (charge: UnappliedCharge) => messages.charges.reasons[charge.reason],
    },
    {
      accessor: 'status',
      title: columns.status,
      render: (charge: UnappliedCharge) => <ChargeStatusBadge status={charge.status} />,
    },
    ...(withPayment
      ? [
          {
            accessor: 'paymentId',
            title: columns.payment,
            render: (charge: UnappliedCharge) => (
              <TextLink to={`/admin/payments/${charge.paymentId}`}>{messages.charges.openPayment}</TextLink>
            ),
          },
        ]
      : []),
    {
      accessor: 'actions',
      title: columns.actions,
      render: (charge: UnappliedCharge) => <ChargeDecisions charge={charge} />,
    },
  ];
}

/** Admin "Cobros sin aplicar". */
export function UnappliedChargesPage() {
  const text = useMessages().payments.charges;
  const list = useApiList(CHARGE_LIST_FIELDS, (client, state, request) =>
    unappliedChargesQuery(client, chargeListQuery(state, request)),
  );
  const columns = useChargeColumns(true);
  return (
    <ListPage title={text.title} subtitle={text.subtitle} back={{ to: '/admin/payments', label: text.back }}>
      <ListFilterPanel list={list} filters={['status', 'vendorId']}>
        <EnumFilter
          label={text.status}
          placeholder={text.anyStatus}
          labels={text.statuses}
          {...enumField(list, 'status')}
          testId="charge-status-filter"
        />
        <VendorFilter label={text.vendor} placeholder={text.anyVendor} {...filterField(list, 'vendorId')} />
      </ListFilterPanel>
      <DataList<typeof CHARGE_LIST_FIELDS, UnappliedCharge>
        list={list}
        noRecordsText={text.empty}
        testId="charges-table"
        columns={columns}
      />
    </ListPage>
  );
}

const PAYMENT_CHARGE_FIELDS = pagingFields('findAllUnappliedCharges', {
  column: 'createdAt',
  direction: 'desc',
});

/** A payment's unapplied charges, with their vendor reference and the decision: shown only when it has some. */
export function PaymentUnappliedCharges({ paymentId }: { paymentId: string }) {
  const text = useMessages().payments.charges;
  const list = useApiList(
    PAYMENT_CHARGE_FIELDS,
    (client, _state, request) =>
      unappliedChargesQuery(client, { paymentId, ...chargeListQuery(EMPTY_CHARGE_FILTERS, request) }),
    { inMemory: true },
  );
  const columns = useChargeColumns(false);
  // Nothing to show (nor flash while loading) for the many payments that have none.
  if (!list.result.data || list.result.data.page.totalElements === 0) return null;
  return (
    <Section title={text.sectionTitle} testId="payment-charges">
      <DataList<typeof PAYMENT_CHARGE_FIELDS, UnappliedCharge>
        list={list}
        compact
        noRecordsText={text.sectionEmpty}
        testId="payment-charges-table"
        columns={columns}
      />
    </Section>
  );
}

/** Whether the caller may see the unapplied charges, and then how many wait for a decision. */
function useWaitingCharges() {
  const { scopes } = useSession();
  const allowed = mayCall('findAllUnappliedCharges', scopes);
  const count = useOpenChargesCount(allowed);
  return { allowed, waiting: allowed ? (count.data ?? 0) : 0 };
}

/** On "Pagos": how many charges wait for a decision, and the way to them (nothing when none waits). */
export function UnappliedChargesAlert() {
  const text = useMessages().payments.list;
  const { waiting } = useWaitingCharges();
  if (!waiting) return null;
  return (
    <Alert color="red" variant="light" title={text.chargesAlertTitle} data-testid="charges-alert">
      <Stack gap={4}>
        <Text size="sm">{format(text.chargesAlert, { count: waiting })}</Text>
        <Anchor component={Link} to="/admin/payments/unapplied-charges?status=OPEN" size="sm" fw={600}>
          {text.chargesAlertLink}
        </Anchor>
      </Stack>
    </Alert>
  );
}

/** The header link to "Cobros sin aplicar", with the count of those waiting as a badge. */
export function UnappliedChargesLink() {
  const text = useMessages().payments.list;
  const { allowed, waiting } = useWaitingCharges();
  if (!allowed) return null;
  return (
    <Group gap={6}>
      <Anchor component={Link} to="/admin/payments/unapplied-charges">
        {text.chargesLink}
      </Anchor>
      {waiting > 0 && (
        <Badge color="red" variant="filled" size="sm" data-testid="charges-count">
          {waiting}
        </Badge>
      )}
    </Group>
  );
}
