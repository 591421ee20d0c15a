/**
 * The pipeline board: one column per status with its count and potential (the courses'
 * prices per currency, from getLeadPipeline) and its newest leads as cards. A card moves to
 * another column by dragging it (HTML5 drag and drop) or with its "Mover a…" menu (keyboard).
 */
import { LEAD_STATUSES } from '@catedra/contract/browser';
import { ActionIcon, Badge, Card, Group, Menu, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { format, useMessages } from '../../i18n';
import { problemMessage } from '../../lib/api-problem';
import { formatAmount } from '../../lib/formats';
import { Icon } from '../../ui/icons';
import { notify } from '../../ui/toast';
import { useApiClient } from '../session';
import { useUpdateLead } from './api';
import { type LeadFilters, leadListQuery, pipelineQueryOf } from './list-query';
import { type Lead, type LeadStatus, leadsQuery, pipelineQuery } from './queries';

const CARDS_PER_COLUMN = 50;
const DRAG_TYPE = 'application/x-catedra-lead';

function LeadCard({
  lead,
  basePath,
  onMove,
}: {
  lead: Lead;
  basePath: string;
  onMove: (status: LeadStatus) => void;
}) {
  const text = useMessages().leads;
  return (
    <Card
      withBorder
      padding="xs"
      radius="md"
      draggable
      onDragStart={(event) => {
        event.dataTransfer.setData(DRAG_TYPE, lead.id);
        event.dataTransfer.effectAllowed = 'move';
      }}
      style={{ cursor: 'grab' }}
      data-testid="lead-card"
      data-lead-id={lead.id}
    >
      <Group justify="space-between" wrap="nowrap" gap={4}>
        <Text component={Link} to={`${basePath}/${lead.id}`} size="sm" fw={600} lineClamp={1}>
          {lead.fullName}
        </Text>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon
              variant="subtle"
              size="sm"
              aria-label={format(text.moveCard, { name: lead.fullName })}
            >
              <Icon name="chevronDown" size={14} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>{text.moveTo}</Menu.Label>
            {LEAD_STATUSES.filter((status) => status !== lead.status).map((status) => (
              <Menu.Item key={status} onClick={() => onMove(status)}>
                {text.status[status]}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      </Group>
      <Text size="xs" c="dimmed" lineClamp={1}>
        {lead.email ?? lead.phone}
      </Text>
      {lead.duplicateIds.length > 0 && (
        <Badge size="xs" color="grape" variant="light" mt={4}>
          {text.duplicate}
        </Badge>
      )}
    </Card>
  );
}

export function LeadBoard({ filters, basePath }: { filters: LeadFilters; basePath: string }) {
  const messages = useMessages();
  const text = messages.leads;
  const client = useApiClient();
  const update = useUpdateLead();
  const [over, setOver] = useState<LeadStatus | null>(null);
  const pipeline = useQuery(pipelineQuery(client, pipelineQueryOf(filters)));
  const columns = useQueries({
    queries: LEAD_STATUSES.map((status) =>
      leadsQuery(client, leadListQuery({ ...filters, status }, { page: 0, size: CARDS_PER_COLUMN })),
    ),
  });
  const leads = columns.flatMap((column) => column.data?.content ?? []);

  async function move(leadId: string, status: LeadStatus) {
    const lead = leads.find((item) => item.id === leadId);
    if (!lead || lead.status === status) return;
    try {
      await update.mutateAsync({ leadId, leadUpdate: { status } });
      notify.success(format(text.moved, { name: lead.fullName, status: text.status[status] }));
    } catch (error) {
      notify.error(problemMessage(error, messages.forms));
    }
  }

  return (
    <ScrollArea type="auto" offsetScrollbars>
      <Group align="flex-start" wrap="nowrap" gap="sm" data-testid="lead-board">
        {LEAD_STATUSES.map((status, index) => {
          const column = pipeline.data?.columns.find((item) => item.status === status);
          const cards = columns[index]?.data?.content ?? [];
          return (
            <Paper
              key={status}
              withBorder
              radius="md"
              p="xs"
              w={240}
              miw={240}
              bg={over === status ? 'var(--mantine-color-blue-light)' : undefined}
              onDragOver={(event) => {
                if (!event.dataTransfer.types.includes(DRAG_TYPE)) return;
                event.preventDefault();
                setOver(status);
              }}
              onDragLeave={() => setOver((current) => (current === status ? null : current))}
              onDrop={(event) => {
                event.preventDefault();
                setOver(null);
                const leadId = event.dataTransfer.getData(DRAG_TYPE);
                if (leadId) void move(leadId, status);
              }}
              data-testid={`lead-column-${status}`}
              aria-label={text.status[status]}
            >
              <Stack gap={6}>
                <Group justify="space-between">
                  <Text fw={700} size="sm">
                    {text.status[status]}
                  </Text>
                  <Badge variant="light" data-testid={`lead-column-count-${status}`}>
                    {column?.count ?? '…'}
                  </Badge>
                </Group>
                <Text size="xs" c="dimmed" data-testid={`lead-column-potential-${status}`}>
                  {text.potential}:{' '}
                  {column && column.potential.length > 0
                    ? column.potential.map((item) => formatAmount(item.amount, item.currency)).join(' · ')
                    : '—'}
                </Text>
                {cards.length === 0 ? (
                  <Text size="xs" c="dimmed" ta="center" py="md">
                    {text.columnEmpty}
                  </Text>
                ) : (
                  cards.map((lead) => (
                    <LeadCard
                      key={lead.id}
                      lead={lead}
                      basePath={basePath}
                      onMove={(next) => void move(lead.id, next)}
                    />
                  ))
                )}
              </Stack>
            </Paper>
          );
        })}
      </Group>
    </ScrollArea>
  );
}
