/**
 * Admin "Informes" (issue 21): the dashboards. A range of whole days, a currency and "Ver en
 * USD" (ARS only), kept in the address with "Gráficos | Tablas"; under them one panel per
 * report, each reading its own call, so a failing one says so and the rest stay. The default
 * range is the current month up to today; the income chart covers at least the twelve months
 * up to the range's end.
 */
import { CURRENCIES } from '@catedra/contract/browser';
import { Alert, Paper, SegmentedControl, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
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
import { REPORT_VIEWS, type ReportView, reportFields, reportRangeOf, statsInstantOf } from './report-range';

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
          <DateField
            label={text.controls.from}
            required
            value={values.from}
            onChange={(from) => from && set({ from })}
            data-testid="report-from"
          />
          <DateField
            label={text.controls.to}
            required
            value={values.to}
            onChange={(to) => to && set({ to })}
            data-testid="report-to"
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="report-currency-label">
              {text.controls.currency}
            </Text>
            <SegmentedControl
              aria-labelledby="report-currency-label"
              data={CURRENCIES.map((currency) => ({ value: currency, label: text.currencies[currency] }))}
              value={values.currency}
              onChange={(currency) => set({ currency: currency as (typeof CURRENCIES)[number] })}
              data-testid="report-currency"
            />
            {values.currency === 'ARS' && (
              <Switch
                label={text.controls.usd}
                description={text.controls.usdHint}
                checked={values.usd === true}
                onChange={(event) => set({ usd: event.currentTarget.checked })}
                data-testid="report-usd"
              />
            )}
          </Stack>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="report-view-label">
              {text.controls.view}
            </Text>
            <SegmentedControl
              aria-labelledby="report-view-label"
              data={REPORT_VIEWS.map((view) => ({ value: view, label: text.controls[view] }))}
              value={values.view}
              onChange={(view) => set({ view: view as ReportView })}
              data-testid="report-view"
            />
          </Stack>
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
            <DebtPanel range={range} view={applied.view} />
            <EnrollmentsPanel view={applied.view} />
          </SimpleGrid>
          <TopCoursesPanel range={range} view={applied.view} />
          <TopTopicsPanel range={range} view={applied.view} />
        </Stack>
      ) : (
        <Alert color="orange" variant="light" data-testid="report-bad-range">
          {text.controls.badRange}
        </Alert>
      )}
    </ListPage>
  );
}
