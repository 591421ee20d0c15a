/**
 * A course's plans on its public page, and "Inscribirme". Prices are never converted: with a
 * display currency chosen, the plans in that currency come first and the others are shown in
 * their own currency, labelled so (the page says so); before a choice, each in its own.
 * Signed out, "Inscribirme" goes to sign-in and back here (rToGo); signed in, it shows the
 * plan's schedule and total (enrol-confirm.tsx), and confirming creates the enrollment and
 * goes straight to its first payment's checkout (`startCheckout`, the payments feature's,
 * composed by the route). Should the payment fail to start, the enrollment is there: the page
 * says what is due and where to pay it.
 */
import type { CurrencyCode } from '@catedra/contract';
import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { format, useMessages } from '../../i18n';
import { problemMessage } from '../../lib/api-problem';
import { formatCalendarDate, hasEnded } from '../../lib/dates';
import { formatAmount } from '../../lib/formats';
import { EmptyState, QueryState } from '../../ui/query-state';
import { notify } from '../../ui/toast';
import { rememberReturnTo, useDisplayCurrency, useSession } from '../session';
import { useCoursePlans, useEnrol, usePeriodsStatus } from './api';
import { EnrolConfirm } from './enrol-confirm';
import type { CourseDates } from './enrol-preview';
import { owedOnPeriod } from './owed';
import type { PaymentPlan } from './queries';

const CURRENCY_LABEL: Record<CurrencyCode, string> = { ARS: 'pesos (ARS)', USD: 'dólares (USD)' };

export function planPriceText(
  plan: PaymentPlan,
  texts: ReturnType<typeof useMessages>['enrollments']['plans'],
) {
  const money = (amount: string | null) => formatAmount(amount, plan.currency);
  const count = String(plan.numberOfPeriods ?? '');
  switch (plan.type) {
    case 'upfront':
      return format(texts.upfront, { amount: money(plan.upfrontAmount) });
    case 'recurring':
      return format(texts.recurring, { count, amount: money(plan.periodAmount) });
    case 'hybrid':
      return format(texts.hybrid, {
        upfront: money(plan.upfrontAmount),
        count,
        amount: money(plan.periodAmount),
      });
    case 'complete':
      return format(texts.complete, { amount: money(plan.periodAmount) });
  }
}

/** Plans in the display currency first; the rest after, in their own currency. */
export function orderByCurrency(plans: readonly PaymentPlan[], currency: CurrencyCode | null): PaymentPlan[] {
  if (!currency) return [...plans];
  return [...plans].sort((a, b) => Number(b.currency === currency) - Number(a.currency === currency));
}

function Enrolled({ enrollmentId }: { enrollmentId: string }) {
  const messages = useMessages().enrollments;
  const status = usePeriodsStatus(enrollmentId);
  const next = status.data?.nextDuePeriod;
  return (
    <Alert color="teal" title={messages.plans.enrolledTitle} data-testid="enrolled">
      <Stack gap="xs">
        {next && status.data && (
          <Text size="sm">
            {format(messages.plans.enrolledText, {
              amount: formatAmount(owedOnPeriod(next), status.data.currency),
              date: formatCalendarDate(next.dueDate),
            })}
          </Text>
        )}
        <Text size="sm">{messages.me.payNote}</Text>
        <Group>
          <Button component={Link} to="/me/enrollments" size="sm" variant="light">
            {messages.plans.goToMine}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

export function CoursePlans({
  courseId,
  open,
  course,
  startCheckout,
}: {
  courseId: string;
  open: boolean;
  course: CourseDates;
  /** Starts the new enrollment's first payment and opens its checkout. */
  startCheckout: (enrollmentId: string) => Promise<void>;
}) {
  const allMessages = useMessages();
  const messages = allMessages.enrollments.plans;
  const plans = useCoursePlans(courseId);
  const { currency } = useDisplayCurrency();
  const { status } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const enrol = useEnrol();
  const [chosen, setChosen] = useState<PaymentPlan | null>(null);
  const [paying, setPaying] = useState(false);
  const takesStudents = open && !hasEnded(course.endDate);
  const choose = (plan: PaymentPlan) => {
    if (status !== 'ready') {
      rememberReturnTo(window.sessionStorage, location.pathname);
      navigate('/login');
      return;
    }
    setChosen(plan);
  };
  const confirm = async (plan: PaymentPlan) => {
    const problem = (error: unknown) => notify.error(problemMessage(error, allMessages.academic.errors));
    setPaying(true);
    try {
      const enrollment = await enrol.mutateAsync({ courseId, paymentPlanId: plan.id }).catch((error) => {
        problem(error);
        return null;
      });
      setChosen(null);
      // Enrolled but the payment did not start: the "enrolled" panel says what is due and where to pay.
      if (enrollment) await startCheckout(enrollment.id).catch(problem);
    } finally {
      setPaying(false);
    }
  };
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="course-plans">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {messages.title}
        </Title>
        <Text size="xs" c="dimmed">
          {currency
            ? format(messages.currencyNote, { currency: CURRENCY_LABEL[currency] })
            : messages.currencyNoteUnchosen}
        </Text>
        {enrol.data ? (
          <Enrolled enrollmentId={enrol.data.id} />
        ) : (
          <QueryState query={plans}>
            {() =>
              plans.data!.length === 0 ? (
                <EmptyState>{messages.empty}</EmptyState>
              ) : (
                <SimpleGrid cols={1} spacing="sm">
                  {orderByCurrency(plans.data!, currency).map((plan) => (
                    <Card key={plan.id} withBorder radius="md" padding="sm" data-testid="course-plan">
                      <Group justify="space-between" wrap="nowrap" align="flex-start">
                        <Stack gap={2}>
                          <Group gap={6}>
                            <Text fw={600}>{plan.name}</Text>
                            {currency && plan.currency !== currency && (
                              <Badge size="xs" variant="outline" color="gray">
                                {format(messages.otherCurrency, { currency: plan.currency })}
                              </Badge>
                            )}
                          </Group>
                          <Text size="sm">{planPriceText(plan, messages)}</Text>
                        </Stack>
                        <Button
                          size="sm"
                          disabled={!takesStudents}
                          loading={paying && chosen?.id === plan.id}
                          onClick={() => choose(plan)}
                          data-testid="enroll"
                        >
                          {!takesStudents
                            ? messages.closed
                            : status === 'ready'
                              ? messages.enroll
                              : messages.signInToEnroll}
                        </Button>
                      </Group>
                    </Card>
                  ))}
                </SimpleGrid>
              )
            }
          </QueryState>
        )}
      </Stack>
      <EnrolConfirm
        plan={chosen}
        course={course}
        pending={paying}
        onConfirm={confirm}
        onClose={() => setChosen(null)}
      />
    </Card>
  );
}
