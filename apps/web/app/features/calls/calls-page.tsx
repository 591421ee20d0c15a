/**
 * *Llamadas* (`/admin/calls`) and "Mis llamadas" (`/ventas/llamadas`): a week calendar (days ×
 * hours, in the viewer's zone and saying so, previous/next week) and a list, the view, week,
 * seller and status in the address; "Agendar llamada" opens the form; a call opens it to change
 * it, and "Cancelar llamada" asks first. A SELLER sees only his calls (the API's rule too).
 */
import { addDays, MEETING_CALL_STATUSES } from '@catedra/contract/browser';
import { Badge, Box, Button, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { format, useMessages } from '../../i18n';
import { problemMessage } from '../../lib/api-problem';
import {
  formatDayAndMonth,
  formatTime,
  formatWeekdayAndDay,
  isCalendarDate,
  timeZoneLabel,
  viewerTimeZone,
  weekStartOf,
} from '../../lib/dates';
import { isUuid } from '../../lib/formats';
import { oneOf, option, text } from '../../lib/list-state';
import { ConfirmButton } from '../../ui/confirm-button';
import { DataList, dateTimeColumn, pageQueryOf, pagingFields, useApiList } from '../../ui/data-list';
import {
  EnumFilter,
  enumField,
  filterField,
  ListFilterPanel,
  ListPage,
  ViewSwitch,
} from '../../ui/list-page';
import { UserPicker } from '../../ui/people';
import { notify } from '../../ui/toast';
import { ValueBadge } from '../../ui/value-badge';
import { useSession } from '../session';
import { useCalls, useUpdateCall } from './api';
import { CallForm } from './call-form';
import { callAccessOf, callsQuery, type MeetingCall } from './queries';
import { dayStart, weekGrid, weekRange } from './week-grid';

export const CALLS_FIELDS = {
  view: oneOf(['week', 'list'] as const, 'week'),
  week: text({ accept: isCalendarDate }),
  sellerId: text({ accept: isUuid }),
  status: option(MEETING_CALL_STATUSES),
  ...pagingFields('findAllMeetingCalls', { column: 'scheduledAt', direction: 'desc' }),
};

// Neither yellow nor orange: their light badges fail WCAG AA contrast (axe).
const STATUS_COLORS: Record<MeetingCall['status'], string> = {
  SCHEDULED: 'blue',
  DONE: 'teal',
  NO_SHOW: 'grape',
  CANCELLED: 'gray',
};

const HOUR_HEIGHT = 48;

export function CallsPage({ mine = false }: { mine?: boolean }) {
  const messages = useMessages();
  const labels = messages.calls;
  const { user, scopes } = useSession();
  const { managesAll } = callAccessOf(scopes);
  const seesAll = managesAll || scopes.includes('MANAGER');
  const zone = viewerTimeZone();
  const list = useApiList(CALLS_FIELDS, (client, state, request) =>
    callsQuery(client, {
      ...(state.sellerId ? { sellerId: state.sellerId } : {}),
      ...(state.status ? { status: state.status as MeetingCall['status'] } : {}),
      ...pageQueryOf(request),
    }),
  );
  const { values, set } = list;
  const monday = values.week || weekStartOf(new Date(), zone);
  const [editing, setEditing] = useState<MeetingCall | null>(null);
  const [creating, setCreating] = useState(false);
  const columns = useCallColumns(setEditing);

  return (
    <ListPage
      title={mine ? labels.mineTitle : labels.title}
      subtitle={mine ? labels.mineSubtitle : labels.subtitle}
      actions={
        <Button onClick={() => setCreating(true)} data-testid="call-schedule">
          {labels.schedule}
        </Button>
      }
    >
      <Group justify="space-between" wrap="wrap">
        <ViewSwitch labels={labels.views} {...filterField(list, 'view')} testId="calls-view" />
        <Text size="sm" c="dimmed" data-testid="calls-zone">
          {format(labels.zoneNote, { zone: timeZoneLabel(zone) })}
        </Text>
      </Group>
      {(seesAll || values.view === 'list') && (
        <ListFilterPanel list={list} filters={['sellerId', 'status']}>
          {seesAll && !mine && (
            <UserPicker
              label={labels.seller}
              placeholder={labels.anySeller}
              scope={['SELLER', 'SELLER_ADMIN']}
              value={values.sellerId || null}
              onChange={(sellerId) => set({ sellerId: sellerId ?? '' })}
            />
          )}
          <EnumFilter
            label={labels.status}
            placeholder={labels.anyStatus}
            labels={labels.statuses}
            {...enumField(list, 'status')}
          />
        </ListFilterPanel>
      )}
      {values.view === 'week' ? (
        <WeekView
          monday={monday}
          zone={zone}
          sellerId={mine ? user?.id : values.sellerId || undefined}
          status={values.status as MeetingCall['status'] | null}
          onWeek={(week) => set({ week })}
          onOpen={setEditing}
        />
      ) : (
        <DataList<typeof CALLS_FIELDS, MeetingCall>
          list={list}
          noRecordsText={labels.empty}
          testId="calls-table"
          columns={columns}
        />
      )}
      {creating && <CallForm call={null} managesAll={managesAll} opened onClose={() => setCreating(false)} />}
      {editing && (
        <CallForm
          key={editing.id}
          call={editing}
          managesAll={managesAll}
          opened
          onClose={() => setEditing(null)}
        />
      )}
    </ListPage>
  );
}

function WeekView({
  monday,
  zone,
  sellerId,
  status,
  onWeek,
  onOpen,
}: {
  monday: string;
  zone: string;
  sellerId: string | undefined;
  status: MeetingCall['status'] | null;
  onWeek: (week: string) => void;
  onOpen: (call: MeetingCall) => void;
}) {
  const labels = useMessages().calls;
  const range = weekRange(monday, zone);
  const calls = useCalls({
    from: range.from,
    to: range.to,
    ...(sellerId ? { sellerId } : {}),
    ...(status ? { status } : {}),
    size: 200,
    sort: ['scheduledAt,asc'],
  });
  const grid = weekGrid(monday, zone, calls.data?.content ?? []);
  const hours = Array.from({ length: grid.lastHour - grid.firstHour }, (_, index) => grid.firstHour + index);
  const lastDay = grid.days[6]!.date;
  const shift = (days: number) => onWeek(addDays(monday, days));
  return (
    <Stack gap="sm" data-testid="calls-week">
      <Group justify="space-between">
        <Group gap="xs">
          <Button variant="default" size="xs" onClick={() => shift(-7)} data-testid="calls-previous-week">
            {labels.previousWeek}
          </Button>
          <Button variant="subtle" size="xs" onClick={() => onWeek('')}>
            {labels.thisWeek}
          </Button>
          <Button variant="default" size="xs" onClick={() => shift(7)} data-testid="calls-next-week">
            {labels.nextWeek}
          </Button>
        </Group>
        <Text fw={500} data-testid="calls-week-title">
          {format(labels.weekOf, {
            from: formatDayAndMonth(dayStart(monday, zone), zone),
            to: formatDayAndMonth(dayStart(lastDay, zone), zone),
          })}
        </Text>
      </Group>
      <Paper withBorder radius="md" style={{ overflowX: 'auto' }}>
        <Box
          style={{
            display: 'grid',
            gridTemplateColumns: '3.5rem repeat(7, minmax(7rem, 1fr))',
            minWidth: '52rem',
          }}
        >
          <Box />
          {grid.days.map((day) => (
            <Text
              key={day.date}
              ta="center"
              size="sm"
              fw={500}
              py={6}
              style={{ borderLeft: '1px solid var(--mantine-color-default-border)' }}
            >
              {formatWeekdayAndDay(dayStart(day.date, zone), zone)}
            </Text>
          ))}
          <Box>
            {hours.map((hour) => (
              <Text key={hour} size="xs" c="dimmed" ta="right" pr={6} style={{ height: HOUR_HEIGHT }}>
                {`${String(hour).padStart(2, '0')}:00`}
              </Text>
            ))}
          </Box>
          {grid.days.map((day) => (
            <Box
              key={day.date}
              pos="relative"
              style={{
                height: hours.length * HOUR_HEIGHT,
                borderLeft: '1px solid var(--mantine-color-default-border)',
                backgroundImage: `repeating-linear-gradient(to bottom, transparent 0, transparent ${HOUR_HEIGHT - 1}px, var(--mantine-color-default-border) ${HOUR_HEIGHT - 1}px, var(--mantine-color-default-border) ${HOUR_HEIGHT}px)`,
              }}
              data-testid={`calls-day-${day.date}`}
            >
              {day.blocks.map(({ call, offsetMinutes, lengthMinutes }) => (
                <UnstyledButton
                  key={call.id}
                  onClick={() => onOpen(call)}
                  pos="absolute"
                  left={2}
                  right={2}
                  top={(offsetMinutes / 60) * HOUR_HEIGHT}
                  h={(lengthMinutes / 60) * HOUR_HEIGHT - 2}
                  p={4}
                  bg={
                    call.status === 'CANCELLED'
                      ? 'var(--mantine-color-gray-light)'
                      : 'var(--mantine-color-blue-light)'
                  }
                  style={{
                    borderRadius: 6,
                    overflow: 'hidden',
                    borderLeft: '3px solid var(--mantine-color-blue-filled)',
                  }}
                  data-testid="call-block"
                >
                  <Text size="xs" fw={600} lineClamp={1}>
                    {`${formatTime(call.scheduledAt, zone)} ${call.inviteeName ?? (call.leadId ? labels.lead : labels.noInvitee)}`}
                  </Text>
                  <Text size="xs" lineClamp={1}>
                    {call.sellerName}
                  </Text>
                </UnstyledButton>
              ))}
            </Box>
          ))}
        </Box>
      </Paper>
      {(calls.data?.content.length ?? 0) === 0 && !calls.isLoading && (
        <Text size="sm" c="dimmed" data-testid="calls-week-empty">
          {labels.emptyWeek}
        </Text>
      )}
    </Stack>
  );
}

function useCallColumns(onOpen: (call: MeetingCall) => void): DataTableColumn<MeetingCall>[] {
  const messages = useMessages();
  const labels = messages.calls;
  const update = useUpdateCall();
  return [
    dateTimeColumn('scheduledAt', labels.columns.when),
    {
      accessor: 'invitee',
      title: labels.columns.invitee,
      render: (row) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {row.inviteeName ?? (row.leadId ? labels.lead : labels.noInvitee)}
          </Text>
          {row.inviteeEmail && (
            <Text size="xs" c="dimmed">
              {row.inviteeEmail}
            </Text>
          )}
        </Stack>
      ),
    },
    { accessor: 'sellerName', title: labels.columns.seller },
    {
      accessor: 'durationMinutes',
      title: labels.columns.duration,
      render: (row) => format(labels.minutes, { count: row.durationMinutes }),
    },
    {
      accessor: 'status',
      title: labels.columns.status,
      render: (row) => (
        <ValueBadge value={row.status} colors={STATUS_COLORS} labels={labels.statuses} testId="call-status" />
      ),
    },
    {
      accessor: 'actions',
      title: labels.columns.actions,
      render: (row) =>
        row.status === 'CANCELLED' ? (
          <Badge variant="light" color="gray">
            {labels.statuses.CANCELLED}
          </Badge>
        ) : (
          <Group gap="xs" wrap="nowrap">
            <Button size="xs" variant="light" onClick={() => onOpen(row)}>
              {labels.edit}
            </Button>
            <ConfirmButton
              size="xs"
              variant="subtle"
              title={labels.cancel.title}
              message={labels.cancel.text}
              confirmLabel={labels.cancel.confirm}
              testId="call-cancel"
              onConfirm={async () => {
                try {
                  await update.mutateAsync({
                    meetingCallId: row.id,
                    meetingCallUpdate: { status: 'CANCELLED' },
                  });
                  notify.success(labels.cancel.done);
                } catch (error) {
                  notify.error(problemMessage(error, labels.errors));
                }
              }}
            >
              {labels.cancel.button}
            </ConfirmButton>
          </Group>
        ),
    },
  ];
}
