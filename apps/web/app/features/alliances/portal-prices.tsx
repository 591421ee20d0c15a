/**
 * The alliance admin's prices, read-only: for a course he picks (kept in the address as
 * `course`), the active plans his alliance's members may take (findCoursePaymentPlans with
 * his `allianceId`) and what each of his tiers pays under each — the tier's override, else
 * the plan's price less the tier's discount, as the API prices an enrollment.
 */
import { Badge, Paper, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { format, useMessages } from '../../i18n';
import type { Output } from '../../lib/api-types';
import { formatAmount, isUuid } from '../../lib/formats';
import { text } from '../../lib/list-state';
import { operationQuery } from '../../lib/query-keys';
import { useListState } from '../../lib/use-list-state';
import { useCourseTitle } from '../../ui/people';
import { QueryState } from '../../ui/query-state';
import { RemoteSelect } from '../../ui/remote-select';
import { useApiClient } from '../session';
import type { Alliance } from './queries';

type Offer = Output<'findCoursePaymentPlans'>[number];
type Amounts = Pick<Offer, 'upfrontAmount' | 'periodAmount' | 'total'>;

const COURSE_FIELDS = { course: text({ accept: isUuid }) };
const MATCHES = 10;

/** What a price is made of: "Total $ 90.000,00", then the down payment and the instalment. */
function PriceCell({ amounts, offer }: { amounts: Amounts; offer: Offer }) {
  const messages = useMessages().sellingPlans;
  const money = (amount: string | null) => (amount ? formatAmount(amount, offer.currency) : null);
  const instalment = money(amounts.periodAmount);
  return (
    <Stack gap={0}>
      <Text size="sm" fw={600}>
        {format(messages.alliances.portal.prices.total, {
          amount: formatAmount(amounts.total, offer.currency),
        })}
      </Text>
      {money(amounts.upfrontAmount) && offer.type !== 'upfront' && (
        <Text size="xs" c="dimmed">
          {`${messages.plans.overrides.upfront}: ${money(amounts.upfrontAmount)}`}
        </Text>
      )}
      {instalment && offer.instalments > 0 && (
        <Text size="xs" c="dimmed">
          {format(messages.plans.instalments, { count: String(offer.instalments), amount: instalment })}
        </Text>
      )}
    </Stack>
  );
}

function CoursePicker({ value, onChange }: { value: string; onChange: (courseId: string) => void }) {
  const text = useMessages().sellingPlans.alliances.portal.prices;
  const client = useApiClient();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const matches = useQuery({
    ...operationQuery(client, 'findAllCourses', {
      q: q || undefined,
      active: true,
      size: MATCHES,
      sort: ['startDate,desc'],
    }),
    placeholderData: keepPreviousData,
  });
  const chosenTitle = useCourseTitle(value);
  const found = (matches.data?.content ?? []).map((course) => ({ value: course.id, label: course.title }));
  const data =
    value && !found.some((option) => option.value === value)
      ? [...found, { value, label: chosenTitle }]
      : found;
  return (
    <RemoteSelect
      label={text.course}
      placeholder={text.pickCourse}
      data={data}
      value={value || null}
      onChange={(courseId) => onChange(courseId ?? '')}
      search={search}
      onSearchChange={setSearch}
      searching={matches.isFetching}
      w={{ base: '100%', sm: 420 }}
      testId="prices-course"
    />
  );
}

function PriceTable({ alliance, offers }: { alliance: Alliance; offers: Offer[] }) {
  const messages = useMessages().sellingPlans;
  const text = messages.alliances.portal.prices;
  if (offers.length === 0) return <Text size="sm">{text.empty}</Text>;
  return (
    <ScrollArea type="auto">
      <Table striped withTableBorder fz="sm" miw={560} data-testid="alliance-prices">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{text.plan}</Table.Th>
            <Table.Th>{text.listPrice}</Table.Th>
            {alliance.tiers.map((tier) => (
              <Table.Th key={tier.id}>{tier.name}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {offers.map((offer) => (
            <Table.Tr key={offer.id}>
              <Table.Td>
                <Stack gap={2}>
                  <Text size="sm" fw={600}>
                    {offer.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {messages.plans.types[offer.type]}
                  </Text>
                  {offer.allianceId && (
                    <Badge variant="light" color="indigo" size="sm">
                      {text.onlyYours}
                    </Badge>
                  )}
                </Stack>
              </Table.Td>
              <Table.Td>
                <PriceCell amounts={offer} offer={offer} />
              </Table.Td>
              {alliance.tiers.map((tier) => {
                const price = offer.tierPrices.find((candidate) => candidate.tierId === tier.id);
                return (
                  <Table.Td key={tier.id}>
                    {price ? <PriceCell amounts={price} offer={offer} /> : '—'}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}

export function AlliancePrices({ alliance }: { alliance: Alliance }) {
  const text = useMessages().sellingPlans.alliances.portal.prices;
  const client = useApiClient();
  const { values, set } = useListState(COURSE_FIELDS);
  const offers = useQuery({
    ...operationQuery(client, 'findCoursePaymentPlans', { courseId: values.course, allianceId: alliance.id }),
    enabled: Boolean(values.course),
  });
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {text.hint}
      </Text>
      <CoursePicker value={values.course} onChange={(course) => set({ course })} />
      <Paper withBorder radius="lg" p="md">
        {values.course ? (
          <QueryState query={offers}>{(list) => <PriceTable alliance={alliance} offers={list} />}</QueryState>
        ) : (
          <Text size="sm">{text.pickFirst}</Text>
        )}
      </Paper>
    </Stack>
  );
}
