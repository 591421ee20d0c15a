/**
 * The price each alliance tier pays under a plan: the tier's own amounts (its override)
 * edited inline, an empty amount meaning "the plan's price less the tier's discount", and
 * the resulting total as the API computes it. A row is one tier of one alliance (its
 * `tierId`): two alliances' tiers of the same code are two rows with their own prices.
 */
import { Button, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { format, useMessages } from '../../i18n';
import { problemMessage } from '../../lib/api-problem';
import { formatAmount, formatPercent } from '../../lib/formats';
import { amountFromInput, amountToInput } from '../../lib/typed-decimals';
import { notify } from '../../ui/toast';
import type { Alliance } from './api';
import { useSaveTierPrice } from './api';
import { type PlanOffer, usesField } from './plan-form';

type TierPrice = PlanOffer['tierPrices'][number];

function TierPriceRow({
  courseId,
  plan,
  price,
  alliance,
  canEdit,
}: {
  courseId: string;
  plan: PlanOffer;
  price: TierPrice;
  alliance: Alliance | undefined;
  canEdit: boolean;
}) {
  const messages = useMessages();
  const text = messages.sellingPlans.plans;
  const override = plan.tierOverrides.find((item) => item.tierId === price.tierId);
  const [upfront, setUpfront] = useState(amountToInput(override?.upfrontAmount ?? null));
  const [period, setPeriod] = useState(amountToInput(override?.periodAmount ?? null));
  const save = useSaveTierPrice(courseId);
  const discount = alliance?.tiers.find((tier) => tier.id === price.tierId)?.discountPercent;
  const invalid = (value: string) => value.trim() !== '' && !amountFromInput(value);
  const submit = () =>
    save.mutate(
      {
        planId: plan.id,
        tierId: price.tierId,
        exists: Boolean(override),
        amounts: {
          ...(usesField(plan.type, 'upfrontAmount') && { upfrontAmount: amountFromInput(upfront) }),
          ...(usesField(plan.type, 'periodAmount') && { periodAmount: amountFromInput(period) }),
        },
      },
      {
        onSuccess: () => notify.success(text.overrides.saved),
        onError: (error) => notify.error(problemMessage(error, messages.forms)),
      },
    );
  const amountCell = (
    field: 'upfrontAmount' | 'periodAmount',
    value: string,
    setValue: (value: string) => void,
    label: string,
  ) =>
    usesField(plan.type, field) ? (
      canEdit ? (
        <TextInput
          size="xs"
          w={130}
          inputMode="decimal"
          aria-label={format(text.overrides.editLabel, { field: label, tier: price.tierName })}
          placeholder={formatAmount(price[field], plan.currency)}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          error={invalid(value) ? text.amountInvalid : undefined}
        />
      ) : (
        formatAmount(price[field], plan.currency)
      )
    ) : (
      '—'
    );
  return (
    <Table.Tr data-testid={`tier-price-${price.tier}`} data-tier-id={price.tierId}>
      <Table.Td>
        <Text size="sm" fw={600}>
          {price.tierName} ({price.tier})
        </Text>
        <Text size="xs" c="dimmed">
          {alliance?.name}
          {discount !== undefined &&
            ` · ${format(text.overrides.discount, { percent: formatPercent(discount / 100) })}`}
        </Text>
      </Table.Td>
      <Table.Td>{amountCell('upfrontAmount', upfront, setUpfront, text.overrides.upfront)}</Table.Td>
      <Table.Td>{amountCell('periodAmount', period, setPeriod, text.overrides.period)}</Table.Td>
      <Table.Td ta="right" data-testid="tier-price-total">
        {formatAmount(price.total, plan.currency)}
      </Table.Td>
      {canEdit && (
        <Table.Td>
          <Button
            size="xs"
            variant="default"
            onClick={submit}
            loading={save.isPending}
            disabled={invalid(upfront) || invalid(period)}
          >
            {text.overrides.save}
          </Button>
        </Table.Td>
      )}
    </Table.Tr>
  );
}

export function TierPricesGrid({
  courseId,
  plan,
  alliances,
  canEdit,
}: {
  courseId: string;
  plan: PlanOffer;
  alliances: Alliance[];
  canEdit: boolean;
}) {
  const text = useMessages().sellingPlans.plans.overrides;
  if (plan.tierPrices.length === 0) return <Text size="sm">{text.none}</Text>;
  const byId = new Map(alliances.map((alliance) => [alliance.id, alliance]));
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table fz="sm" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{text.tier}</Table.Th>
            <Table.Th>{text.upfront}</Table.Th>
            <Table.Th>{text.period}</Table.Th>
            <Table.Th ta="right">{text.total}</Table.Th>
            {canEdit && <Table.Th />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {plan.tierPrices.map((price) => (
            <TierPriceRow
              key={`${price.tierId}-${plan.updatedAt}-${plan.tierOverrides.length}`}
              courseId={courseId}
              plan={plan}
              price={price}
              alliance={byId.get(price.allianceId)}
              canEdit={canEdit}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
