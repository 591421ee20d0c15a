/**
 * Admin "Informes" (issue 21): the dashboards. A range of whole days, a currency and "Ver en
 * USD" (ARS only), kept in the address with "Gráficos | Tablas"; under them one panel per
 * report, each reading its own call, so a failing one says so and the rest stay. The default
 * range is the current month up to today; the income chart covers at least the twelve months
 * up to the range's end.
 */
import { CURRENCIES } from '@catedra/contract/browser';
import { Alert, Paper, SegmentedControl, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { format, useMessages } from '../../i18n';
import { ACADEMY_TIME_ZONE, timeZoneLabel } from '../../lib/dates';
import { useListState } from '../../lib/use-list-state';
import { DateField } from '../../ui/date-fields';
import { ListPage } from '../../ui/list-page';
import {
  CollectionPanel,
  DebtPanel,
  IncomePanel,
  QuotasPanel,
  SegmentsPanel,
  SummaryPanel,
} from './money-panels';
import { EnrollmentsPanel, TopCoursesPanel, TopTopicsPanel } from './ranking-panels';
import { debtAsOfOf, REPORT_VIEWS, reportFields, reportRangeOf, statsInstantOf } from './report-range';

/** One of a few values, all in view (a segmented control), under its label; `children` go below. */
function Choice<V extends string>({
  label,
  values,
  labels,
  value,
  onChange,
  testId,
  children,
}: {
  label: string;
  values: readonly V[];
  labels: Readonly<Record<V, string>>;
  value: V;
  onChange: (value: V) => void;
  testId: string;
  children?: ReactNode;
}) {
  const labelId = `${testId}-label`;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={labelId}>
        {label}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        data={values.map((option) => ({ value: option, label: labels[option] }))}
        value={value}
        onChange={(option) => onChange(option as V)}
        data-testid={testId}
      />
      {children}
    </Stack>
  );
}

export function ReportsPage() {
  const text = useMessages().reports;
  // The clock is read once, when the page opens: the defaults and "now" stay put while it is open.
  const [now] = useState(() => new Date());
  const [fields] = useState(() => reportFields(now));
  const { values, applied, set } = useListState(fields);
  const range = reportRangeOf(applied);
  return (
    <ListPage
      title={text.title}
      subtitle={format(text.subtitle, { zone: timeZoneLabel(ACADEMY_TIME_ZONE, now) })}
    >
      <Paper withBorder radius="lg" p="md">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          {(['from', 'to'] as const).map((edge) => (
            <DateField
              key={edge}
              label={text.controls[edge]}
              required
              value={values[edge]}
              // A cleared field keeps the date it had: a range always has both ends.
              onChange={(date) => date && set({ [edge]: date })}
              data-testid={`report-${edge}`}
            />
          ))}
          <Choice
            label={text.controls.currency}
            values={CURRENCIES}
            labels={text.currencies}
            value={values.currency}
            onChange={(currency) => set({ currency })}
            testId="report-currency"
          >
            {values.currency === 'ARS' && (
              <Switch
                label={text.controls.usd}
                description={text.controls.usdHint}
                checked={values.usd === true}
                onChange={(event) => set({ usd: event.currentTarget.checked })}
                data-testid="report-usd"
              />
            )}
          </Choice>
          <Choice
            label={text.controls.view}
            values={REPORT_VIEWS}
            labels={text.controls}
            value={values.view}
            onChange={(view) => set({ view })}
            testId="report-view"
          />
        </SimpleGrid>
      </Paper>
      {range ? (
        <Stack gap="lg" data-testid="report-panels">
          <SummaryPanel range={range} view={applied.view} />
          <IncomePanel range={range} view={applied.view} />
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
            <QuotasPanel range={range} view={applied.view} />
            <CollectionPanel range={range} view={applied.view} instant={statsInstantOf(range, now)} />
          </SimpleGrid>
          <SegmentsPanel range={range} view={applied.view} />
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
            <DebtPanel range={range} view={applied.view} asOf={debtAsOfOf(range, now)} />
            <EnrollmentsPanel view={applied.view} />
          </SimpleGrid>
          <TopCoursesPanel range={range} view={applied.view} />
          <TopTopicsPanel range={range} view={applied.view} />
        </Stack>
      ) : (
        <Alert color="red" variant="light" data-testid="report-bad-range">
          {text.controls.badRange}
        </Alert>
      )}
    </ListPage>
  );
}
