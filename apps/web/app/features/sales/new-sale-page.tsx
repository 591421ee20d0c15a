/**
 * "Nueva venta": the person by e-mail (with the names and phone used only when he has no
 * account yet), an open course and one of its plans with its price; creating it makes the
 * referred enrollment and its first payment, and shows the payment link to send.
 */
import { Anchor, Button, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { format, useMessages } from '../../i18n';
import { useApiForm } from '../../ui/form';
import { FormPage } from '../../ui/form-page';
import { PageHeader } from '../../ui/list-page';
import { PhoneField } from '../../ui/phone-field';
import { useCoursesForSale, useCreateSale, usePlansForSale } from './api';
import { PaymentLinkPanel } from './payment-link-panel';
import { planOptions } from './plan-price';
import type { Sale } from './queries';

type SaleValues = {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  courseId: string;
  paymentPlanId: string;
};

const EMPTY_SALE: SaleValues = {
  email: '',
  firstName: '',
  lastName: '',
  phone: '',
  courseId: '',
  paymentPlanId: '',
};

/** The API names the person's fields under `person`; the form has them at its top. */
const PERSON_FIELDS = {
  'person.email': 'email',
  'person.firstName': 'firstName',
  'person.lastName': 'lastName',
  'person.phone': 'phone',
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Done = { sale: Sale; values: SaleValues; courseTitle: string };

export function NewSalePage() {
  const [done, setDone] = useState<Done | null>(null);
  // A new key gives the next sale a fresh form.
  const [round, setRound] = useState(0);
  if (done) {
    return (
      <SaleDone
        done={done}
        onAnother={() => {
          setDone(null);
          setRound((value) => value + 1);
        }}
      />
    );
  }
  return <SaleForm key={round} onDone={setDone} />;
}

function SaleForm({ onDone }: { onDone: (done: Done) => void }) {
  const messages = useMessages();
  const text = messages.sales.newSale;
  const create = useCreateSale();
  const { courses } = useCoursesForSale();
  const sale = useApiForm<SaleValues, Sale>({
    initialValues: EMPTY_SALE,
    validate: {
      email: (value) => (!value.trim() ? text.required : EMAIL.test(value.trim()) ? null : text.emailInvalid),
      firstName: (value) => (value.trim() ? null : text.required),
      lastName: (value) => (value.trim() ? null : text.required),
      courseId: (value) => (value ? null : text.required),
      paymentPlanId: (value) => (value ? null : text.required),
    },
    submit: (values) =>
      create.mutateAsync({
        referredEnrollmentCreation: {
          courseId: values.courseId,
          paymentPlanId: values.paymentPlanId,
          person: {
            email: values.email.trim(),
            firstName: values.firstName.trim(),
            lastName: values.lastName.trim(),
            ...(values.phone ? { phone: values.phone } : {}),
          },
        },
      }),
    onSuccess: (sale, values) =>
      onDone({
        sale,
        values,
        courseTitle:
          courses.find((course) => course.id === values.courseId)?.title ?? sale.enrollment.courseTitle,
      }),
    fieldNames: PERSON_FIELDS,
    texts: messages.forms,
    failureAs: 'alert',
  });
  const { form, submitting } = sale;
  const courseId = form.values.courseId || null;
  const { plans, isFetching: loadingPlans } = usePlansForSale(courseId);

  return (
    <FormPage title={text.title} subtitle={text.subtitle} form={sale}>
      <Title order={2} fz="lg">
        {text.person}
      </Title>
      <TextInput
        label={text.email}
        type="email"
        autoComplete="off"
        required
        {...form.getInputProps('email')}
        data-testid="sale-email"
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={text.firstName}
          required
          {...form.getInputProps('firstName')}
          data-testid="sale-first-name"
        />
        <TextInput
          label={text.lastName}
          required
          {...form.getInputProps('lastName')}
          data-testid="sale-last-name"
        />
      </SimpleGrid>
      <PhoneField
        label={text.phone}
        description={text.phoneHint}
        value={form.values.phone}
        onChange={(phone) => form.setFieldValue('phone', phone)}
        error={form.errors.phone as string | undefined}
      />
      <Select
        label={text.course}
        placeholder={text.coursePlaceholder}
        nothingFoundMessage={text.noCourses}
        data={courses.map((course) => ({ value: course.id, label: course.title }))}
        searchable
        required
        {...form.getInputProps('courseId')}
        onChange={(value) => {
          form.setFieldValue('courseId', value ?? '');
          form.setFieldValue('paymentPlanId', '');
        }}
        data-testid="sale-course"
      />
      <Select
        label={text.plan}
        placeholder={text.planPlaceholder}
        description={
          !courseId ? text.pickCourseFirst : !loadingPlans && plans.length === 0 ? text.noPlans : undefined
        }
        disabled={!courseId}
        data={planOptions(plans, text)}
        required
        {...form.getInputProps('paymentPlanId')}
        onChange={(value) => form.setFieldValue('paymentPlanId', value ?? '')}
        data-testid="sale-plan"
      />
      <Group justify="flex-end">
        <Button type="submit" loading={submitting} data-testid="sale-submit">
          {text.submit}
        </Button>
      </Group>
    </FormPage>
  );
}

function SaleDone({ done, onAnother }: { done: Done; onAnother: () => void }) {
  const text = useMessages().sales.newSale;
  const { sale, values, courseTitle } = done;
  return (
    <Stack gap="lg" maw={900}>
      <PageHeader title={text.title} />
      <Text data-testid="sale-created" role="status">
        {format(text.created, { student: sale.enrollment.studentName, course: courseTitle })}
      </Text>
      <PaymentLinkPanel
        link={{ paymentId: sale.payment.id, url: sale.paymentLink }}
        studentName={sale.enrollment.studentName}
        greetingName={values.firstName.trim()}
        courseTitle={courseTitle}
        phone={values.phone || null}
      />
      <Group>
        <Button variant="light" onClick={onAnother} data-testid="sale-another">
          {text.another}
        </Button>
        <Anchor component={Link} to="/ventas">
          {text.seeMine}
        </Anchor>
      </Group>
    </Stack>
  );
}
