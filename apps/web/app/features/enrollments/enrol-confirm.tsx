/**
 * "Inscribirme"'s confirmation: before anything is created, the plan's schedule (each period's
 * date and amount, from the contract's rule the API applies) and the total commitment; then
 * "Confirmar y pagar", which enrols and goes straight to the first payment's checkout.
 * Loaded when a plan is chosen on a course's public page, which mounts no Mantine: the dialog
 * brings its own providers (issue 18's light public pages).
 */
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { format, useMessages } from '../../i18n';
import { formatCalendarDate } from '../../lib/dates';
import { formatAmount } from '../../lib/formats';
import { MantineProviders } from '../../ui/mantine-providers';
import { ScheduleTable } from '../../ui/schedule-table';
import { type CourseDates, enrolPreview } from './enrol-preview';
import type { PaymentPlan } from './queries';

export default function EnrolConfirm({
  plan,
  course,
  pending,
  onConfirm,
  onClose,
}: {
  plan: PaymentPlan | null;
  course: CourseDates;
  pending: boolean;
  onConfirm: (plan: PaymentPlan) => void;
  onClose: () => void;
}) {
  const messages = useMessages().enrollments.plans.confirm;
  const preview = plan ? enrolPreview(plan, course, new Date()) : null;
  const money = (amount: string) => formatAmount(amount, plan!.currency);
  return (
    <MantineProviders>
      <Modal
        opened={plan !== null}
        onClose={onClose}
        title={messages.title}
        size="lg"
        closeButtonProps={{ 'aria-label': messages.close }}
      >
        {plan && (
          <Stack gap="sm" data-testid="enrol-confirm">
            <Text fw={600}>{plan.name}</Text>
            {preview ? (
              <>
                <Text size="sm">{messages.intro}</Text>
                <ScheduleTable
                  verticalSpacing={4}
                  data-testid="enrol-schedule"
                  headings={{ period: messages.period, dueDate: messages.dueDate, amount: messages.amount }}
                  rowTestId="enrol-period"
                  rows={preview.periods.map((period) => ({
                    key: period.number,
                    period: period.downPayment
                      ? messages.downPayment
                      : format(messages.periodNumber, { number: period.number }),
                    dueDate: period.number === 1 ? messages.today : formatCalendarDate(period.dueDate),
                    amount: money(period.amount),
                  }))}
                />
                <Text fw={700} data-testid="enrol-total">
                  {format(messages.total, { amount: money(preview.total) })}
                </Text>
                <Text size="sm" c="dimmed">
                  {format(messages.payFirst, { amount: money(preview.periods[0]!.amount) })}
                </Text>
              </>
            ) : (
              <Text size="sm">{messages.unavailable}</Text>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose} disabled={pending}>
                {messages.cancel}
              </Button>
              <Button
                onClick={() => onConfirm(plan)}
                loading={pending}
                disabled={!preview}
                data-testid="enrol-confirm-button"
              >
                {messages.confirm}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </MantineProviders>
  );
}
