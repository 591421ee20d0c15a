/**
 * The actions of an enrollment's page, each asked for in a dialog: the number of periods
 * (with the new schedule previewed before confirming), manual payments, a complementary
 * period, the scholarship, inactivation and reactivation (with a reason) and the
 * certificate. Each shows only to those the contract lets call it.
 */

import { complementaryPeriod, isZeroMoney } from '@catedra/contract/browser';
import { Group, NumberInput, Switch, Table, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { format, useMessages } from '../../i18n';
import { mayCall } from '../../lib/access';
import { formatCalendarDate } from '../../lib/dates';
import { formatAmount } from '../../lib/formats';
import { ActionDialog, type ActionDialogProps } from '../../ui/action-dialog';
import { Section } from '../../ui/section';
import { useSession } from '../session';
import {
  useAddComplementaryPeriod,
  useChangeNumberOfPeriods,
  useInactivateEnrollment,
  useIssueCertificate,
  useReactivateEnrollment,
  useSwitchToManual,
  useUpdateEnrollment,
} from './api';
import type { Enrollment, PeriodsStatus } from './queries';
import { previewRespread } from './schedule-preview';

function ChangePeriods({ enrollment, status }: { enrollment: Enrollment; status: PeriodsStatus }) {
  const messages = useMessages().enrollments.page;
  const change = useChangeNumberOfPeriods(enrollment.id);
  const [count, setCount] = useState<number>(status.periods.length || 1);
  const preview = previewRespread(status.periods, count, status.today);
  return (
    <ActionDialog
      label={messages.changePeriods}
      title={messages.changePeriodsTitle}
      text={messages.changePeriodsIntro}
      confirmLabel={messages.confirmChange}
      ready={preview.kind === 'ok'}
      onConfirm={() => change.mutateAsync(count)}
      successText={messages.changedPeriods}
      testId="change-periods"
    >
      <NumberInput
        label={messages.newNumberOfPeriods}
        min={1}
        max={120}
        value={count}
        onChange={(value) => setCount(typeof value === 'number' ? value : Number(value) || 1)}
        allowDecimal={false}
        data-testid="change-periods-count"
      />
      <Text fw={600} size="sm">
        {messages.preview}
      </Text>
      {preview.kind === 'ok' ? (
        <Table data-testid="change-periods-preview" verticalSpacing={4}>
          <Table.Tbody>
            {preview.rows.map((row) => (
              <Table.Tr key={row.number} data-testid="preview-row">
                <Table.Td>{format(messages.period, { number: row.number })}</Table.Td>
                <Table.Td>{formatCalendarDate(row.dueDate)}</Table.Td>
                <Table.Td ta="right">{formatAmount(row.amount, status.currency)}</Table.Td>
                <Table.Td>
                  <Text size="xs" c="dimmed">
                    {row.kept ? messages.previewKept : messages.previewNew}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        <Text size="sm" c="red.8" data-testid="change-periods-preview-error">
          {preview.kind === 'impossible' ? messages.previewImpossible : messages.previewNothingLeft}
        </Text>
      )}
    </ActionDialog>
  );
}

/**
 * The scholarship. Its price no longer changes once a period has a payment (the API refuses
 * it), so then the dialog says so up front, instead of the form.
 */
function Scholarship({ enrollment, status }: { enrollment: Enrollment; status: PeriodsStatus }) {
  const messages = useMessages().enrollments.page;
  const update = useUpdateEnrollment(enrollment.id);
  const [percent, setPercent] = useState<number>(enrollment.scholarshipPercent);
  const hasPayments = status.periods.some((period) => !isZeroMoney(period.paidAmount));
  return (
    <ActionDialog
      label={messages.scholarshipAction}
      title={messages.scholarshipTitle}
      text={
        hasPayments
          ? format(messages.scholarshipHasPayments, { paid: formatAmount(status.totalPaid, status.currency) })
          : messages.scholarshipText
      }
      ready={!hasPayments}
      onConfirm={() => update.mutateAsync({ scholarshipPercent: percent })}
      testId="scholarship"
    >
      {!hasPayments && (
        <NumberInput
          label={messages.scholarshipPercent}
          min={0}
          max={100}
          suffix=" %"
          allowDecimal={false}
          value={percent}
          onChange={(value) => setPercent(Math.min(100, Math.max(0, Number(value) || 0)))}
        />
      )}
    </ActionDialog>
  );
}

/** What "Agregar cuota complementaria" will add, said before confirming: its number, amount and date. */
function complementaryText(
  messages: ReturnType<typeof useMessages>['enrollments']['page'],
  enrollment: Enrollment,
  status: PeriodsStatus,
) {
  const first = [...status.periods].sort((a, b) => a.number - b.number)[0];
  const period = complementaryPeriod({
    upfrontAmount: enrollment.upfrontAmount,
    periodAmount: enrollment.periodAmount,
    scholarshipPercent: enrollment.scholarshipPercent,
    periods: status.periods,
    // Without periods the API anchors on the enrollment's day, which is never after today:
    // the new period is due today either way.
    anchorDate: first?.dueDate ?? status.today,
    today: status.today,
  });
  if (!period) return { text: messages.complementaryNoPlan, ready: false };
  const values = {
    number: period.number,
    amount: formatAmount(period.amount, status.currency),
    date: formatCalendarDate(period.dueDate),
  };
  return {
    text: format(period.waived ? messages.complementaryWaived : messages.complementaryText, values),
    ready: true,
  };
}

function Complementary({ enrollment, status }: { enrollment: Enrollment; status: PeriodsStatus }) {
  const messages = useMessages().enrollments.page;
  const complementary = useAddComplementaryPeriod(enrollment.id);
  const { text, ready } = complementaryText(messages, enrollment, status);
  return (
    <ActionDialog
      label={messages.complementaryAction}
      title={messages.complementaryTitle}
      text={text}
      ready={ready}
      onConfirm={() => complementary.mutateAsync()}
      testId="complementary"
    />
  );
}

function Certificate({ enrollment }: { enrollment: Enrollment }) {
  const messages = useMessages().enrollments.page;
  const issue = useIssueCertificate(enrollment.id);
  const [grade, setGrade] = useState('');
  const [force, setForce] = useState(enrollment.status !== 'FINISHED');
  const [reason, setReason] = useState('');
  return (
    <ActionDialog
      label={messages.certificate}
      title={messages.certificateTitle}
      text={messages.certificateText}
      ready={!force || reason.trim() !== ''}
      onConfirm={() =>
        issue.mutateAsync({
          grade: grade.trim() || undefined,
          ...(force ? { force: true, reason: reason.trim() } : {}),
        })
      }
      successText={(certificate) =>
        format(messages.certificateIssued, { code: (certificate as { code: string }).code })
      }
      testId="certificate"
    >
      <TextInput
        label={messages.grade}
        value={grade}
        onChange={(event) => setGrade(event.currentTarget.value)}
        maxLength={50}
      />
      {enrollment.status !== 'FINISHED' && (
        <>
          <Switch
            checked={force}
            onChange={(event) => setForce(event.currentTarget.checked)}
            label={messages.forceReason}
          />
          {force && (
            <Textarea
              label={messages.reason}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
              maxLength={500}
              required
            />
          )}
        </>
      )}
    </ActionDialog>
  );
}

export function EnrollmentActions({
  enrollment,
  status,
}: {
  enrollment: Enrollment;
  status: PeriodsStatus | undefined;
}) {
  const messages = useMessages().enrollments.page;
  const { scopes } = useSession();
  const may = (operation: Parameters<typeof mayCall>[0]) => mayCall(operation, scopes);
  const toManual = useSwitchToManual(enrollment.id);
  const inactivate = useInactivateEnrollment(enrollment.id);
  const reactivate = useReactivateEnrollment(enrollment.id);
  const open = enrollment.status === 'PENDING' || enrollment.status === 'ACTIVE';
  /** A change that asks for its reason, worded by `<name>`, `<name>Title` and `<name>Text`. */
  const reasonAction = (
    name: 'toManual' | 'inactivate' | 'reactivate',
    props: Omit<ActionDialogProps, 'label' | 'title' | 'text' | 'reasonLabel'>,
  ) => (
    <ActionDialog
      key={name}
      label={messages[name]}
      title={messages[`${name}Title`]}
      text={messages[`${name}Text`]}
      reasonLabel={messages.reason}
      {...props}
    />
  );
  const actions = [
    status && open && may('updateEnrollmentPlanNumberOfPeriods') && (
      <ChangePeriods key="periods" enrollment={enrollment} status={status} />
    ),
    !enrollment.manual &&
      open &&
      may('switchEnrollmentToManual') &&
      reasonAction('toManual', { onConfirm: (reason) => toManual.mutateAsync(reason), testId: 'to-manual' }),
    status &&
      (enrollment.status === 'ACTIVE' || enrollment.status === 'FINISHED') &&
      may('addEnrollmentComplementaryPeriod') && (
        <Complementary key="complementary" enrollment={enrollment} status={status} />
      ),
    status && open && may('updateEnrollment') && (
      <Scholarship key="scholarship" enrollment={enrollment} status={status} />
    ),
    open &&
      may('updateEnrollmentSettings') &&
      reasonAction('inactivate', {
        color: 'red',
        onConfirm: (reason) => inactivate.mutateAsync(reason),
        testId: 'inactivate',
      }),
    enrollment.status === 'INACTIVE' &&
      may('reactivateEnrollment') &&
      reasonAction('reactivate', {
        confirmLabel: messages.reactivate,
        onConfirm: (reason) => reactivate.mutateAsync(reason),
        successText: messages.reactivated,
        testId: 'reactivate',
      }),
    enrollment.status !== 'INACTIVE' && may('createEnrollmentCertificate') && (
      <Certificate key="certificate" enrollment={enrollment} />
    ),
  ].filter(Boolean);
  if (actions.length === 0) return null;
  return (
    <Section title={messages.actionsTitle}>
      <Group gap="xs">{actions}</Group>
    </Section>
  );
}
