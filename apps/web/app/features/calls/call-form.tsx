/**
 * The dialog that schedules a call or changes one (reschedule, status, outcome, notes), with
 * the API's refusal said in Spanish in the dialog (an overlapping call: 409). A SELLER invites
 * one of his referred students; SELLER_ADMIN (and SU, MANAGER_ADMIN) anyone, for any seller.
 */
import { localDateOf, MEETING_CALL_STATUSES, zonedDateTimeToInstant } from '@catedra/contract/browser';
import { Alert, Button, Group, Modal, NumberInput, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { format, useMessages } from '../../i18n';
import { problemMessage } from '../../lib/api-problem';
import { formatTime, timeZoneLabel, viewerTimeZone } from '../../lib/dates';
import { DateField, TimeField } from '../../ui/date-fields';
import { UserPicker } from '../../ui/people';
import { notify } from '../../ui/toast';
import { useSession } from '../session';
import { useMyStudents, useScheduleCall, useUpdateCall } from './api';
import type { MeetingCall } from './queries';

/** Who has calls: SELLER_EXTERNAL has none. */
const CALL_SELLERS = ['SELLER', 'SELLER_ADMIN'] as const;

type Draft = {
  userId: string | null;
  sellerId: string | null;
  /** The day and time in the viewer's zone. */
  date: string;
  time: string;
  duration: number | string;
  meetingUrl: string;
  status: MeetingCall['status'];
  outcome: string;
  notes: string;
};

const draftOf = (call: MeetingCall | null, zone: string): Draft => ({
  userId: call?.userId ?? null,
  sellerId: call?.sellerId ?? null,
  date: call ? localDateOf(new Date(call.scheduledAt), zone) : '',
  time: call ? formatTime(call.scheduledAt, zone) : '',
  duration: call?.durationMinutes ?? 30,
  meetingUrl: call?.meetingUrl ?? '',
  status: call?.status ?? 'SCHEDULED',
  outcome: call?.outcome ?? '',
  notes: call?.notes ?? '',
});

export function CallForm({
  call,
  managesAll,
  opened,
  onClose,
  lead,
}: {
  /** The call to change; null schedules a new one. */
  call: MeetingCall | null;
  /** A new call for this lead (its page's): the lead is the invitee. */
  lead?: { id: string; fullName: string; email: string };
  managesAll: boolean;
  opened: boolean;
  onClose: () => void;
}) {
  const messages = useMessages();
  const labels = messages.calls.form;
  const { user } = useSession();
  const zone = viewerTimeZone();
  const [draft, setDraft] = useState<Draft>(() => draftOf(call, zone));
  const [error, setError] = useState<string | null>(null);
  const { students } = useMyStudents(managesAll ? undefined : user?.id);
  const schedule = useScheduleCall();
  const update = useUpdateCall();
  const set = (values: Partial<Draft>) => setDraft((current) => ({ ...current, ...values }));
  /** A text input bound to its part of the draft. */
  const typed = (name: 'meetingUrl' | 'outcome' | 'notes') => ({
    value: draft[name],
    onChange: (event: { currentTarget: { value: string } }) => set({ [name]: event.currentTarget.value }),
  });
  const time = draft.time.slice(0, 5);
  const ready =
    /^\d{4}-\d{2}-\d{2}$/.test(draft.date) &&
    /^\d{2}:\d{2}$/.test(time) &&
    (call !== null || Boolean(lead) || Boolean(draft.userId));
  const scheduledAt = () => zonedDateTimeToInstant(draft.date, time, zone).toISOString();

  async function save() {
    setError(null);
    try {
      const duration = Number(draft.duration);
      if (call) {
        await update.mutateAsync({
          meetingCallId: call.id,
          meetingCallUpdate: {
            ...(draft.userId && draft.userId !== call.userId ? { userId: draft.userId } : {}),
            ...(managesAll && draft.sellerId && draft.sellerId !== call.sellerId
              ? { sellerId: draft.sellerId }
              : {}),
            scheduledAt: scheduledAt(),
            durationMinutes: duration,
            meetingUrl: draft.meetingUrl.trim() || null,
            status: draft.status,
            outcome: draft.outcome.trim() || null,
            notes: draft.notes.trim() || null,
          },
        });
        notify.success(labels.saved);
      } else {
        await schedule.mutateAsync({
          meetingCallCreation: {
            ...(lead ? { leadId: lead.id } : { userId: draft.userId! }),
            ...(managesAll && draft.sellerId ? { sellerId: draft.sellerId } : {}),
            scheduledAt: scheduledAt(),
            durationMinutes: duration,
            ...(draft.meetingUrl.trim() ? { meetingUrl: draft.meetingUrl.trim() } : {}),
            ...(draft.notes.trim() ? { notes: draft.notes.trim() } : {}),
          },
        });
        notify.success(labels.created);
        setDraft(draftOf(null, zone));
      }
      onClose();
    } catch (failure) {
      setError(problemMessage(failure, messages.calls.errors));
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={call ? labels.editTitle : labels.createTitle}
      centered
      size="lg"
    >
      <Stack data-testid="call-form">
        {error && (
          <Alert color="red" variant="light" data-testid="call-form-error">
            {error}
          </Alert>
        )}
        {lead && (
          <TextInput
            label={labels.lead}
            description={format(labels.leadHint, { email: lead.email })}
            value={lead.fullName}
            readOnly
            data-testid="call-lead"
          />
        )}
        {managesAll ? (
          <>
            {!lead && (
              <UserPicker
                label={labels.invitee}
                value={draft.userId}
                onChange={(userId) => set({ userId })}
              />
            )}
            <UserPicker
              label={labels.seller}
              placeholder={labels.sellerHint}
              scope={CALL_SELLERS}
              value={draft.sellerId}
              onChange={(sellerId) => set({ sellerId })}
            />
          </>
        ) : lead ? null : (
          <Select
            label={labels.invitee}
            description={students.length > 0 ? labels.inviteeHint : labels.noStudents}
            data={students}
            value={draft.userId}
            onChange={(userId) => set({ userId })}
            searchable
            data-testid="call-invitee"
          />
        )}
        <Group grow align="flex-start">
          <DateField label={labels.date} value={draft.date} onChange={(date) => set({ date })} required />
          <TimeField
            label={labels.time}
            description={timeZoneLabel(zone)}
            value={draft.time}
            onChange={(value) => set({ time: value })}
            required
          />
        </Group>
        <NumberInput
          label={labels.duration}
          min={5}
          max={480}
          step={15}
          value={draft.duration}
          onChange={(duration) => set({ duration })}
          data-testid="call-duration"
        />
        <TextInput label={labels.meetingUrl} placeholder="https://" {...typed('meetingUrl')} />
        {call && (
          <>
            <Select
              label={labels.status}
              data={MEETING_CALL_STATUSES.filter((status) => status !== 'CANCELLED').map((status) => ({
                value: status,
                label: messages.calls.statuses[status],
              }))}
              value={draft.status}
              onChange={(status) => status && set({ status: status as Draft['status'] })}
              allowDeselect={false}
            />
            <Textarea label={labels.outcome} {...typed('outcome')} autosize minRows={2} />
          </>
        )}
        <Textarea label={labels.notes} {...typed('notes')} autosize minRows={2} />
        <Group justify="flex-end">
          <Button
            onClick={save}
            disabled={!ready}
            loading={schedule.isPending || update.isPending}
            data-testid="call-save"
          >
            {call ? labels.save : labels.create}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
