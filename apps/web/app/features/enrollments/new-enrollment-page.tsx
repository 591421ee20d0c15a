/**
 * "Nueva inscripción" (staff: SU, MANAGER_ADMIN, COMMERCIAL_ADMIN, COMMERCIAL), step by
 * step: the person (found by name or e-mail, or created: a BASIC account invited by e-mail),
 * the course (only those taking enrollments) and the plan, at a tier of the person's
 * alliance, then the kind — regular, with a scholarship (admins), or manual with the method
 * its payments will record. The schedule and total shown are the contract's `buildSchedule`
 * on the tier's price, what the API will charge. On success: the enrollment's page, with the
 * first payment's link when something is due online (regular, partial scholarship).
 */
import { isProblem } from '@catedra/client';
import {
  Alert,
  Button,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { format, useMessages } from '../../i18n';
import { mayCall } from '../../lib/access';
import { formatCalendarDate } from '../../lib/dates';
import { formatAmount } from '../../lib/formats';
import { invalidateOperations, operationQuery } from '../../lib/query-keys';
import { FormFailure, useApiForm } from '../../ui/form';
import { FormActions } from '../../ui/form-actions';
import { PageHeader } from '../../ui/list-page';
import { CoursePicker, UserPicker, useUserRecord } from '../../ui/people';
import { ErrorState } from '../../ui/query-state';
import { ScheduleTable } from '../../ui/schedule-table';
import { Section } from '../../ui/section';
import { notify } from '../../ui/toast';
import { useApiClient, useSession } from '../session';
import {
  type EnrollmentKind,
  type EnrollmentPreview,
  isScholarshipPercent,
  type ManualMethod,
  mayEnrolOthers,
  plansFor,
  previewEnrollment,
} from './new-enrollment-plan';
import { ENROLLMENT_READS, type PaymentPlan } from './queries';

type Values = {
  userId: string;
  courseId: string;
  paymentPlanId: string;
  tier: string;
  kind: EnrollmentKind;
  scholarshipPercent: number | string;
  manualPaymentMethod: ManualMethod;
};

const INITIAL: Values = {
  userId: '',
  courseId: '',
  paymentPlanId: '',
  tier: '',
  kind: 'regular',
  scholarshipPercent: '',
  manualPaymentMethod: 'TRANSFER',
};

/** What the enrollment page is handed after a creation: the first payment's link, shown once. */
export type NewEnrollmentState = { paymentLink?: string };

/** "Crear persona": a BASIC account invited by e-mail (he chooses his password from it). */
function NewPerson({ onCreated }: { onCreated: (userId: string) => void }) {
  const messages = useMessages();
  const text = messages.enrollments.create;
  const client = useApiClient();
  const [open, setOpen] = useState(false);
  const invite = useMutation({
    mutationFn: (values: { email: string; firstName: string; lastName: string }) =>
      client.inviteUser({ userInvitation: values }),
  });
  const { form, onSubmit, submitting, failure, fieldsRef } = useApiForm({
    initialValues: { email: '', firstName: '', lastName: '' },
    validate: {
      email: (value) => (/^\S+@\S+\.\S+$/.test(value.trim()) ? null : messages.forms.emailInvalid),
      firstName: (value) => (value.trim() ? null : messages.forms.required),
      lastName: (value) => (value.trim() ? null : messages.forms.required),
    },
    submit: (values) =>
      invite.mutateAsync({
        email: values.email.trim(),
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
      }),
    onSuccess: (user) => {
      notify.success(format(text.personCreated, { email: user.email }));
      setOpen(false);
      form.reset();
      onCreated(user.id);
    },
    explain: (error) =>
      isProblem(error, 'EMAIL_TAKEN') ? { email: messages.problems.codes.EMAIL_TAKEN } : undefined,
    texts: messages.forms,
    failureAs: 'alert',
  });
  if (!mayCall('inviteUser', useSession().scopes)) return null;
  if (!open) {
    return (
      <Group>
        <Button variant="light" onClick={() => setOpen(true)} data-testid="new-person">
          {text.newPerson}
        </Button>
      </Group>
    );
  }
  return (
    <form ref={fieldsRef} onSubmit={onSubmit} noValidate aria-label={text.newPersonTitle}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {text.newPersonText}
        </Text>
        <FormFailure message={failure} />
        <Group grow align="flex-start" wrap="wrap">
          <TextInput label={text.email} type="email" required {...form.getInputProps('email')} />
          <TextInput label={text.firstName} required {...form.getInputProps('firstName')} />
          <TextInput label={text.lastName} required {...form.getInputProps('lastName')} />
        </Group>
        <FormActions
          onCancel={() => setOpen(false)}
          busy={submitting}
          confirmLabel={text.createPerson}
          testId="create-person"
        />
      </Stack>
    </form>
  );
}

/** One step of the form: a card with its numbered title. */
function Step({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Section title={title} padding="lg">
      {children}
    </Section>
  );
}

/** The person's alliance (name and tiers), when he belongs to one. */
function useAllianceOf(userId: string) {
  const client = useApiClient();
  const user = useUserRecord(userId, Boolean(userId));
  const allianceId = user.data?.allianceId ?? null;
  const alliance = useQuery({
    ...operationQuery(client, 'findAllianceById', { allianceId: allianceId ?? '' }),
    enabled: Boolean(allianceId),
  });
  return { allianceId, alliance: alliance.data ?? null, loaded: user.isSuccess };
}

function SchedulePreview({
  preview,
  plan,
  tierName,
}: {
  preview: EnrollmentPreview;
  plan: PaymentPlan;
  tierName: string | null;
}) {
  const text = useMessages().enrollments.create;
  const downPayment = plan.type === 'hybrid' || plan.type === 'upfront';
  return (
    <Stack gap="xs" data-testid="enrollment-preview">
      <ScheduleTable
        striped
        withTableBorder
        headings={{ period: text.periodColumn, dueDate: text.dueDate, amount: text.amount }}
        rows={preview.periods.map((period) => ({
          key: period.number,
          period:
            downPayment && period.number === 1
              ? text.downPayment
              : format(text.period, { number: period.number }),
          dueDate: formatCalendarDate(period.dueDate),
          amount: period.waived ? text.waived : formatAmount(period.amount, plan.currency),
        }))}
      />
      <Text fw={700} data-testid="enrollment-preview-total">
        {format(text.total, { total: formatAmount(preview.total, plan.currency) })}
      </Text>
      <Text size="sm" c="dimmed">
        {format(text.priceNote, { tier: tierName ? format(text.tierNote, { tier: tierName }) : '' })}
      </Text>
    </Stack>
  );
}

/** Creates the enrollment as its kind asks, then the first payment's link when one is due online. */
function useCreateEnrollment() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: Values) => {
      const tier = values.tier || undefined;
      const common = {
        userId: values.userId,
        courseId: values.courseId,
        paymentPlanId: values.paymentPlanId,
        tier,
      };
      const enrollment =
        values.kind === 'scholarship'
          ? await client.createScholarshipEnrollment({
              enrollmentCreation: { ...common, scholarshipPercent: Number(values.scholarshipPercent) },
            })
          : await client.createEnrollment({
              enrollmentChangeDataDTO: {
                ...common,
                ...(values.kind === 'manual' ? { manualPaymentMethod: values.manualPaymentMethod } : {}),
              },
            });
      const owesOnline =
        values.kind === 'regular' || (values.kind === 'scholarship' && enrollment.status === 'PENDING');
      if (!owesOnline) return { enrollment, paymentLink: undefined, linkFailed: false };
      try {
        const payment = await client.createPayment({
          paymentCreation: { enrollmentId: enrollment.id, userId: enrollment.userId },
        });
        const paymentLink = payment.linkToken
          ? `${window.location.origin}/checkout/${payment.linkToken}`
          : undefined;
        return { enrollment, paymentLink, linkFailed: false };
      } catch {
        // The enrollment exists: its page generates the link again.
        return { enrollment, paymentLink: undefined, linkFailed: true };
      }
    },
    onSuccess: () =>
      invalidateOperations(queryClient, ...ENROLLMENT_READS, 'findAllPayments', 'getPaymentsTotals'),
  });
}

export function NewEnrollmentPage() {
  const messages = useMessages();
  const text = messages.enrollments.create;
  const { scopes } = useSession();
  const client = useApiClient();
  const navigate = useNavigate();
  const create = useCreateEnrollment();
  const { form, onSubmit, submitting, failure, fieldsRef } = useApiForm<
    Values,
    Awaited<ReturnType<typeof create.mutateAsync>>
  >({
    initialValues: INITIAL,
    validate: {
      userId: (value) => (value ? null : messages.forms.required),
      courseId: (value) => (value ? null : messages.forms.required),
      paymentPlanId: (value) => (value ? null : messages.forms.required),
      scholarshipPercent: (value, values) =>
        values.kind !== 'scholarship' || isScholarshipPercent(value) ? null : text.scholarshipInvalid,
    },
    submit: create.mutateAsync,
    onSuccess: ({ enrollment, paymentLink, linkFailed }) => {
      notify.success(text.created);
      if (linkFailed) notify.error(text.linkFailed);
      navigate(`/admin/enrollments/${enrollment.id}`, {
        state: { paymentLink } satisfies NewEnrollmentState,
      });
    },
    texts: messages.academic.errors,
    failureAs: 'alert',
  });
  const values = form.values;
  const { allianceId, alliance } = useAllianceOf(values.userId);
  const course = useQuery({
    ...operationQuery(client, 'findCourseById', { courseId: values.courseId }),
    enabled: Boolean(values.courseId),
  });
  const plansQuery = useQuery({
    ...operationQuery(client, 'findCoursePaymentPlans', {
      courseId: values.courseId,
      ...(allianceId ? { allianceId } : {}),
    }),
    enabled: Boolean(values.courseId),
  });
  const plans = plansFor(plansQuery.data ?? [], allianceId);
  const plan = plans.find((each) => each.id === values.paymentPlanId) ?? null;
  const tiers = alliance?.tiers ?? [];
  const tierName = tiers.find((tier) => tier.code === values.tier)?.name ?? null;
  const scholarshipPercent =
    values.kind === 'scholarship' && isScholarshipPercent(values.scholarshipPercent)
      ? values.scholarshipPercent
      : 0;
  const preview = useMemo(
    () =>
      plan && course.data
        ? previewEnrollment({
            plan,
            course: course.data,
            allianceId,
            tier: values.tier || null,
            scholarshipPercent,
            now: new Date(),
          })
        : null,
    [plan, course.data, allianceId, values.tier, scholarshipPercent],
  );

  if (!mayEnrolOthers(scopes))
    return <ErrorState testId="new-enrollment-forbidden" message={text.forbidden} />;
  const kinds: EnrollmentKind[] = mayCall('createScholarshipEnrollment', scopes)
    ? ['regular', 'scholarship', 'manual']
    : ['regular', 'manual'];
  const chooseUser = (userId: string | null) => {
    form.setValues({ userId: userId ?? '', paymentPlanId: '', tier: '' });
  };
  return (
    <Stack gap="lg" maw={900} data-testid="new-enrollment">
      <PageHeader
        title={text.title}
        subtitle={text.subtitle}
        back={{ to: '/admin/enrollments', label: text.back }}
      />
      <Step title={text.personStep}>
        <UserPicker label={text.person} value={values.userId || null} onChange={chooseUser} />
        {values.userId && (
          <Text size="sm" data-testid="person-alliance">
            {alliance
              ? format(text.personAlliance, { alliance: alliance.name })
              : allianceId
                ? ''
                : text.personNoAlliance}
          </Text>
        )}
        <NewPerson onCreated={(userId) => chooseUser(userId)} />
      </Step>
      <form ref={fieldsRef} onSubmit={onSubmit} noValidate aria-label={text.title}>
        <Stack gap="lg">
          <FormFailure message={failure} />
          {form.errors.userId && (
            <Alert color="red" variant="light">
              {`${text.person}: ${form.errors.userId}`}
            </Alert>
          )}
          <Step title={text.courseStep}>
            <CoursePicker
              label={text.course}
              placeholder={text.coursePlaceholder}
              value={values.courseId || null}
              onChange={(courseId) => form.setValues({ courseId: courseId ?? '', paymentPlanId: '' })}
              openOnly
            />
            {form.errors.courseId && (
              <Text size="sm" c="red">
                {form.errors.courseId}
              </Text>
            )}
            {values.courseId && plansQuery.isSuccess && plans.length === 0 && (
              <Text size="sm" c="dimmed">
                {text.noPlans}
              </Text>
            )}
            {plans.length > 0 && (
              <Select
                label={text.plan}
                placeholder={text.planPlaceholder}
                data={plans.map((each) => ({ value: each.id, label: `${each.name} · ${each.currency}` }))}
                {...form.getInputProps('paymentPlanId')}
                data-testid="plan-select"
              />
            )}
            {tiers.length > 0 && (
              <Select
                label={text.tier}
                placeholder={text.tierPlaceholder}
                data={tiers.map((tier) => ({ value: tier.code, label: tier.name }))}
                clearable
                value={values.tier || null}
                onChange={(tier) => form.setFieldValue('tier', tier ?? '')}
                data-testid="tier-select"
              />
            )}
          </Step>
          <Step title={text.kindStep}>
            <SegmentedControl
              aria-label={text.kind}
              data={kinds.map((kind) => ({ value: kind, label: text.kinds[kind] }))}
              value={values.kind}
              onChange={(kind) => form.setFieldValue('kind', kind as EnrollmentKind)}
              data-testid="kind"
            />
            <Text size="sm" c="dimmed">
              {text.kindHints[values.kind]}
            </Text>
            {values.kind === 'scholarship' && (
              <NumberInput
                label={text.scholarshipPercent}
                min={1}
                max={100}
                allowDecimal={false}
                suffix=" %"
                w={{ base: '100%', sm: 220 }}
                {...form.getInputProps('scholarshipPercent')}
                data-testid="scholarship-percent"
              />
            )}
            {values.kind === 'manual' && (
              <Select
                label={text.method}
                data={(['TRANSFER', 'CASH'] as const).map((method) => ({
                  value: method,
                  label: text.methods[method],
                }))}
                allowDeselect={false}
                w={{ base: '100%', sm: 260 }}
                {...form.getInputProps('manualPaymentMethod')}
                data-testid="manual-method"
              />
            )}
          </Step>
          {preview && plan && (
            <Step title={text.summaryStep}>
              <SchedulePreview preview={preview} plan={plan} tierName={tierName} />
            </Step>
          )}
          <Group justify="flex-end">
            <Button variant="default" component={Link} to="/admin/enrollments">
              {messages.forms.cancel}
            </Button>
            <Button type="submit" loading={submitting} disabled={!preview} data-testid="confirm-enrollment">
              {text.confirm}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
