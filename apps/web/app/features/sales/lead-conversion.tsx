/**
 * "Convertir" on a lead's page: an open course and one of its plans, confirmed, make the
 * referred enrollment for the lead (createReferredEnrollment with `leadId`: the user of its
 * e-mail, created when new; the lead becomes WON), then the payment link panel to send it.
 */
import { Group, Select, Text } from '@mantine/core';
import { useState } from 'react';
import { useMessages } from '../../i18n';
import { problemMessage } from '../../lib/api-problem';
import { ConfirmButton } from '../../ui/confirm-button';
import { Section } from '../../ui/section';
import { useCoursesForSale, useCreateSale, usePlansForSale } from './api';
import { PaymentLinkPanel } from './payment-link-panel';
import { planOptions } from './plan-price';
import type { Sale } from './queries';

export type LeadToConvert = {
  id: string;
  fullName: string;
  email: string | null;
  phone: string | null;
  courseInterestId: string | null;
};

export function LeadConversion({
  lead,
  texts,
}: {
  lead: LeadToConvert;
  texts: { title: string; text: string; convert: string; confirm: string; needsEmail: string };
}) {
  const messages = useMessages();
  const saleText = messages.sales.newSale;
  const create = useCreateSale();
  const { courses } = useCoursesForSale();
  const [courseId, setCourseId] = useState<string | null>(lead.courseInterestId);
  const [planId, setPlanId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sale, setSale] = useState<{ sale: Sale; courseTitle: string } | null>(null);
  const { plans } = usePlansForSale(courseId);

  if (sale) {
    const greeting = lead.fullName.trim().split(/\s+/)[0] ?? lead.fullName;
    return (
      <PaymentLinkPanel
        link={{ paymentId: sale.sale.payment.id, url: sale.sale.paymentLink }}
        studentName={sale.sale.enrollment.studentName}
        greetingName={greeting}
        courseTitle={sale.courseTitle}
        phone={lead.phone}
      />
    );
  }

  async function convert() {
    if (!courseId || !planId) return;
    setFailure(null);
    try {
      const made = await create.mutateAsync({
        referredEnrollmentCreation: { courseId, paymentPlanId: planId, leadId: lead.id },
      });
      setSale({
        sale: made,
        courseTitle: courses.find((course) => course.id === courseId)?.title ?? made.enrollment.courseTitle,
      });
    } catch (error) {
      setFailure(problemMessage(error, messages.forms));
    }
  }

  return (
    <Section title={texts.title} testId="lead-conversion" padding="lg">
      <Text size="sm" c="dimmed">
        {lead.email ? texts.text : texts.needsEmail}
      </Text>
      {failure && (
        <Text c="red" size="sm" role="alert">
          {failure}
        </Text>
      )}
      <Select
        label={saleText.course}
        placeholder={saleText.coursePlaceholder}
        nothingFoundMessage={saleText.noCourses}
        data={courses.map((course) => ({ value: course.id, label: course.title }))}
        value={courseId}
        onChange={(value) => {
          setCourseId(value);
          setPlanId(null);
        }}
        searchable
        data-testid="convert-course"
      />
      <Select
        label={saleText.plan}
        placeholder={saleText.planPlaceholder}
        disabled={!courseId}
        description={!courseId ? saleText.pickCourseFirst : plans.length === 0 ? saleText.noPlans : undefined}
        data={planOptions(plans, saleText)}
        value={planId}
        onChange={setPlanId}
        data-testid="convert-plan"
      />
      <Group justify="flex-end">
        <ConfirmButton
          color="blue"
          title={texts.title}
          message={texts.confirm}
          confirmLabel={texts.convert}
          onConfirm={convert}
          loading={create.isPending}
          disabled={!lead.email || !courseId || !planId}
          testId="convert-lead"
        >
          {texts.convert}
        </ConfirmButton>
      </Group>
    </Section>
  );
}
