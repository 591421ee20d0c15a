/**
 * A lead's page (`/admin/leads/:leadId`, and `/ventas/interesados/:leadId` for sellers): its
 * data and touches, its status, notes, the duplicates notice with the merge (confirmed), the
 * seller (reassigned by the sellers' admins), the WhatsApp chat redirect, its timeline, and
 * the conversion the route composes in (the sales feature's referred enrollment).
 */
import type { Scope } from '@catedra/contract';
import { LEAD_STATUSES } from '@catedra/contract/browser';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Timeline,
  Title,
} from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { format, useMessages } from '../../i18n';
import { problemMessage } from '../../lib/api-problem';
import { formatDateTime } from '../../lib/dates';
import { ConfirmButton } from '../../ui/confirm-button';
import { ExternalButton } from '../../ui/external-link';
import { Icon } from '../../ui/icons';
import { SmallList } from '../../ui/small-list';
import { notify } from '../../ui/toast';
import { useSession } from '../session';
import { useLead, useMergeLeads, useSellers, useTimeline, useUpdateLead } from './api';
import type { Lead, LeadEvent, LeadStatus } from './queries';

const REASSIGNERS: readonly Scope[] = ['SU', 'MANAGER_ADMIN', 'SELLER_ADMIN'];
const MERGERS: readonly Scope[] = ['SU', 'MANAGER_ADMIN', 'SELLER_ADMIN', 'MARKETING'];
const hasAny = (scopes: readonly Scope[], wanted: readonly Scope[]) =>
  scopes.some((scope) => wanted.includes(scope));

type Touch = Lead['firstTouch'];

function touchText(touch: Touch, none: string) {
  if (!touch) return none;
  const parts = [
    touch.source,
    touch.medium,
    touch.campaign,
    touch.gclid && `gclid ${touch.gclid}`,
    touch.fbclid && `fbclid ${touch.fbclid}`,
  ];
  const text = parts.filter(Boolean).join(' · ') || none;
  return touch.landedAt ? `${text} (${formatDateTime(touch.landedAt)})` : text;
}

function Info({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}

function eventText(event: LeadEvent, text: ReturnType<typeof useMessages>['leads']) {
  const status = (value: string | null) => (value ? (text.status[value as LeadStatus] ?? value) : '—');
  switch (event.kind) {
    case 'CREATED':
      return format(text.timeline.CREATED, { to: status(event.to) });
    case 'STATUS':
      return format(text.timeline.STATUS, { from: status(event.from), to: status(event.to) });
    case 'SELLER':
      return format(text.timeline.SELLER, {
        from: event.detail.fromName ?? (event.from ? event.from.slice(0, 8) : text.page.noSeller),
        to: event.detail.toName ?? (event.to ? event.to.slice(0, 8) : text.page.noSeller),
      });
    case 'MERGED':
      return format(text.timeline.MERGED, { name: event.detail.fullName ?? '' });
    case 'CONVERTED':
      return text.timeline.CONVERTED;
    case 'MESSAGE':
      return format(text.timeline.MESSAGE, { to: event.to ?? '' });
    case 'CALL':
      return format(text.timeline.CALL, {
        to: text.timeline.callStatus[event.to as keyof typeof text.timeline.callStatus] ?? event.to ?? '',
      });
  }
}

function LeadTimeline({ leadId }: { leadId: string }) {
  const text = useMessages().leads;
  const timeline = useTimeline(leadId);
  const events = timeline.data?.content ?? [];
  return (
    <Card withBorder radius="lg" padding="lg">
      <Title order={2} fz="lg" mb="sm">
        {text.timeline.title}
      </Title>
      <SmallList pending={timeline.isPending} rows={events} emptyText={text.timeline.empty}>
        {(events) => (
          <Timeline bulletSize={14} lineWidth={2} data-testid="lead-timeline">
            {events.map((event) => (
              <Timeline.Item key={event.id} title={eventText(event, text)}>
                <Text size="xs" c="dimmed">
                  {formatDateTime(event.at)} ·{' '}
                  {event.actorName
                    ? format(text.timeline.by, { name: event.actorName })
                    : text.timeline.system}
                </Text>
                {event.kind === 'MESSAGE' && event.detail.text && (
                  <Text size="sm" lineClamp={3} style={{ whiteSpace: 'pre-wrap' }}>
                    {event.detail.text}
                  </Text>
                )}
              </Timeline.Item>
            ))}
          </Timeline>
        )}
      </SmallList>
    </Card>
  );
}

function Duplicates({ lead, mayMerge }: { lead: Lead; mayMerge: boolean }) {
  const messages = useMessages();
  const text = messages.leads.page;
  const merge = useMergeLeads();
  if (lead.duplicateIds.length === 0) return null;
  return (
    <Alert color="indigo" variant="light" title={text.duplicatesTitle} data-testid="lead-duplicates">
      <Stack gap="xs">
        <Text size="sm">{text.duplicatesText}</Text>
        {lead.duplicateIds.map((duplicateId) => (
          <Group key={duplicateId} gap="sm">
            <Anchor component={Link} to={`../${duplicateId}`} relative="path" size="sm">
              {duplicateId.slice(0, 8)}
            </Anchor>
            {mayMerge && (
              <ConfirmButton
                size="xs"
                variant="light"
                title={text.merge}
                message={text.mergeConfirm}
                confirmLabel={text.merge}
                loading={merge.isPending}
                onConfirm={async () => {
                  try {
                    await merge.mutateAsync({ leadId: lead.id, duplicateId });
                    notify.success(text.merged);
                  } catch (error) {
                    notify.error(problemMessage(error, messages.forms));
                  }
                }}
                testId="merge-lead"
              >
                {text.merge}
              </ConfirmButton>
            )}
          </Group>
        ))}
      </Stack>
    </Alert>
  );
}

function Reassign({ lead }: { lead: Lead }) {
  const messages = useMessages();
  const text = messages.leads.page;
  const sellers = useSellers(true);
  const update = useUpdateLead();
  const options = (sellers.data?.content ?? []).map((user) => ({
    value: user.id,
    label: `${user.firstName} ${user.lastName}`,
  }));
  return (
    <Select
      label={text.reassign}
      placeholder={text.reassignPlaceholder}
      data={options}
      value={lead.sellerId}
      searchable
      onChange={async (sellerId) => {
        if (!sellerId || sellerId === lead.sellerId) return;
        try {
          await update.mutateAsync({ leadId: lead.id, leadUpdate: { sellerId } });
          notify.success(text.reassigned);
        } catch (error) {
          notify.error(problemMessage(error, messages.forms));
        }
      }}
      data-testid="lead-reassign"
    />
  );
}

export type LeadPageProps = {
  leadId: string;
  backTo: string;
  /** The conversion (the sales feature's), composed by the route. */
  convert: (lead: Lead) => ReactNode;
  /** The lead's meeting calls (the calls feature's), composed by the route. */
  calls?: (lead: Lead) => ReactNode;
};

export function LeadPage({ leadId, backTo, convert, calls }: LeadPageProps) {
  const messages = useMessages();
  const text = messages.leads;
  const { scopes, apiBaseUrl } = useSession();
  const lead = useLead(leadId);
  const update = useUpdateLead();
  const [notes, setNotes] = useState<string | null>(null);

  if (lead.isPending) return <Loader />;
  if (lead.isError || !lead.data) {
    return (
      <Stack maw={560}>
        <Alert color="red" variant="light" data-testid="lead-not-found">
          {lead.error ? problemMessage(lead.error, messages.forms) : text.page.notFound}
        </Alert>
        <Anchor component={Link} to={backTo}>
          {text.page.back}
        </Anchor>
      </Stack>
    );
  }
  const data = lead.data;

  async function change(patch: { status?: LeadStatus; notes?: string }, done: string) {
    try {
      await update.mutateAsync({ leadId, leadUpdate: patch });
      notify.success(done);
    } catch (error) {
      notify.error(problemMessage(error, messages.forms));
    }
  }

  return (
    <Stack gap="lg" maw={1100}>
      <Anchor component={Link} to={backTo} size="sm">
        <Group gap={4}>
          <Icon name="arrowLeft" size={14} />
          {text.page.back}
        </Group>
      </Anchor>
      <Group justify="space-between">
        <Title order={1} data-testid="lead-name">
          {data.fullName}
        </Title>
        <Group>
          <Badge size="lg" variant="light" data-testid="lead-status">
            {text.status[data.status]}
          </Badge>
          {data.phone && (
            <ExternalButton
              href={`${apiBaseUrl.replace(/\/$/, '')}/communication/chat/redirect/${encodeURIComponent(data.phone)}`}
              variant="default"
              leftSection={<Icon name="message" size={16} />}
              testId="lead-whatsapp"
            >
              {text.page.whatsapp}
            </ExternalButton>
          )}
        </Group>
      </Group>
      <Duplicates lead={data} mayMerge={hasAny(scopes, MERGERS)} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card withBorder radius="lg" padding="lg">
          <Stack gap="sm">
            <Title order={2} fz="lg">
              {text.page.data}
            </Title>
            <SimpleGrid cols={2}>
              <Info label={text.page.email}>{data.email ?? '—'}</Info>
              <Info label={text.page.phone}>{data.phone ?? '—'}</Info>
              <Info label={text.page.country}>{data.country ?? '—'}</Info>
              <Info label={text.page.source}>{data.source ?? '—'}</Info>
              <Info label={text.page.firstTouch}>{touchText(data.firstTouch, text.page.noTouch)}</Info>
              <Info label={text.page.lastTouch}>{touchText(data.lastTouch, text.page.noTouch)}</Info>
            </SimpleGrid>
            {data.consentAt && (
              <Text size="xs" c="dimmed">
                {format(text.page.consent, { date: formatDateTime(data.consentAt) })}
              </Text>
            )}
            {Object.keys(data.attributes).length > 0 && (
              <Info label={text.page.attributes}>
                {Object.entries(data.attributes)
                  .map(
                    ([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`,
                  )
                  .join(' · ')}
              </Info>
            )}
            <Select
              label={text.page.status}
              data={LEAD_STATUSES.map((status) => ({ value: status, label: text.status[status] }))}
              value={data.status}
              allowDeselect={false}
              onChange={(status) => {
                if (status && status !== data.status)
                  void change({ status: status as LeadStatus }, text.page.statusChanged);
              }}
              data-testid="lead-status-select"
            />
            {hasAny(scopes, REASSIGNERS) && <Reassign lead={data} />}
            <Textarea
              label={text.page.notes}
              autosize
              minRows={3}
              value={notes ?? data.notes}
              onChange={(event) => setNotes(event.currentTarget.value)}
            />
            <Group justify="flex-end">
              <Button
                variant="light"
                disabled={notes === null || notes === data.notes}
                loading={update.isPending}
                onClick={() => void change({ notes: notes ?? '' }, text.page.notesSaved)}
              >
                {text.page.saveNotes}
              </Button>
            </Group>
          </Stack>
        </Card>
        <Stack gap="lg">
          {data.enrollmentId ? (
            <Alert color="teal" variant="light" data-testid="lead-converted">
              {text.page.converted}
            </Alert>
          ) : (
            convert(data)
          )}
          {calls?.(data)}
          <LeadTimeline leadId={leadId} />
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
