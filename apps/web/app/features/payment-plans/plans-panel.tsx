/**
 * A course's "Planes de pago" tab: its plans grouped by type, each with its amounts, total
 * and the price every alliance tier pays (editable inline), the form to create or edit one
 * with a live preview of the schedule, and the import from another course.
 */
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { format, useMessages } from '../../i18n';
import { mayCall } from '../../lib/access';
import type { Course } from '../../lib/api-types';
import { formatAmount } from '../../lib/formats';
import { Icon } from '../../ui/icons';
import { QueryState } from '../../ui/query-state';
import { useSession } from '../session';
import { type Alliance, useAllAlliances, useCoursePlans } from './api';
import { ImportPlansModal } from './import-plans-modal';
import { type PlanOffer, plansByType } from './plan-form';
import { PlanFormModal } from './plan-form-modal';
import { TierPricesGrid } from './tier-prices-grid';

function PlanCard({
  course,
  plan,
  alliances,
  canEdit,
  onEdit,
}: {
  course: Course;
  plan: PlanOffer;
  alliances: Alliance[];
  canEdit: boolean;
  onEdit: () => void;
}) {
  const text = useMessages().sellingPlans.plans;
  const allianceName = alliances.find((alliance) => alliance.id === plan.allianceId)?.name;
  const money = (amount: string | null) => formatAmount(amount, plan.currency);
  return (
    <Card withBorder radius="lg" padding="md" data-testid="plan-card">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Group gap="xs">
              <Text fw={700}>{plan.name}</Text>
              <Badge variant="light" color="gray">
                {plan.currency}
              </Badge>
              {!plan.active && (
                <Badge variant="light" color="gray">
                  {text.inactive}
                </Badge>
              )}
            </Group>
            {plan.allianceId && (
              // A sentence, not a badge: an alliance's name may be long and must read whole.
              <Text size="sm" c="grape.9" fw={600}>
                {format(text.allianceOnly, { alliance: allianceName ?? '…' })}
              </Text>
            )}
            <Text size="sm">
              {[
                plan.upfrontAmount &&
                  `${plan.type === 'hybrid' ? text.fields.upfrontAmount.hybrid : text.fields.upfrontAmount.upfront} ${money(plan.upfrontAmount)}`,
                plan.periodAmount &&
                  format(text.instalments, { count: plan.instalments, amount: money(plan.periodAmount) }),
              ]
                .filter(Boolean)
                .join(' + ')}
            </Text>
            <Text size="sm" fw={600} data-testid="plan-total">
              {text.total}: {money(plan.total)}
            </Text>
          </Stack>
          {canEdit && (
            <Button
              size="xs"
              variant="default"
              leftSection={<Icon name="pencil" size={14} />}
              onClick={onEdit}
            >
              {text.edit}
            </Button>
          )}
        </Group>
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {text.overrides.title}
          </Text>
          <Text size="xs" c="dimmed">
            {text.overrides.hint}
          </Text>
          <TierPricesGrid courseId={course.id} plan={plan} alliances={alliances} canEdit={canEdit} />
        </Stack>
      </Stack>
    </Card>
  );
}

export function PaymentPlansPanel({ course }: { course: Course }) {
  const text = useMessages().sellingPlans.plans;
  const { scopes } = useSession();
  const canEdit = mayCall('createCoursePaymentPlan', scopes);
  const plans = useCoursePlans(course.id);
  const alliances = useAllAlliances();
  const [editing, setEditing] = useState<PlanOffer | null | undefined>(undefined);
  const [importing, setImporting] = useState(false);
  const allianceList = alliances.data?.content ?? [];
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {text.intro}
        </Text>
        {canEdit && (
          <Group gap="xs">
            <Button variant="default" onClick={() => setImporting(true)}>
              {text.importButton}
            </Button>
            <Button leftSection={<Icon name="plus" size={16} />} onClick={() => setEditing(null)}>
              {text.create}
            </Button>
          </Group>
        )}
      </Group>
      <QueryState query={plans}>
        {(offers) =>
          offers.length === 0 ? (
            <Text>{text.empty}</Text>
          ) : (
            plansByType(offers).map((group) => (
              <Stack key={group.type} gap="sm">
                <Title order={2} fz="lg">
                  {text.types[group.type]}
                </Title>
                {group.plans.map((plan) => (
                  <PlanCard
                    key={plan.id}
                    course={course}
                    plan={plan}
                    alliances={allianceList}
                    canEdit={canEdit}
                    onEdit={() => setEditing(plan)}
                  />
                ))}
              </Stack>
            ))
          )
        }
      </QueryState>
      {editing !== undefined && (
        <PlanFormModal course={course} plan={editing} onClose={() => setEditing(undefined)} />
      )}
      {importing && <ImportPlansModal courseId={course.id} onClose={() => setImporting(false)} />}
    </Stack>
  );
}
