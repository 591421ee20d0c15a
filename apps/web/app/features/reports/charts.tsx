/**
 * The two kinds of chart Informes draws, alike on every panel: bars of money (full amounts in
 * the tooltip, compact ones on the axis: `1,2 M`) and a donut of parts. Colours are theme
 * colours (`teal.6`); the text and grid take Mantine's chart CSS variables, which follow the
 * colour scheme, so both read in the dark scheme as in the light one.
 */
import type { MoneyCurrency } from '@catedra/contract/browser';
import { BarChart, type BarChartSeries, DonutChart, type DonutChartCell } from '@mantine/charts';
import { Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { chartAmount } from './figures';
import { CHART_HEIGHT } from './report-panel';

const compact = new Intl.NumberFormat('es-AR', { notation: 'compact', maximumFractionDigits: 1 });
const axisAmount = (value: number) => compact.format(value);

/** Bars of amounts of one currency; `horizontal` lays them along names (a ranking). */
export function MoneyBars({
  data,
  dataKey,
  series,
  currency,
  horizontal = false,
}: {
  data: Record<string, string | number>[];
  dataKey: string;
  series: BarChartSeries[];
  currency: MoneyCurrency;
  horizontal?: boolean;
}) {
  return (
    <BarChart
      h={horizontal ? Math.max(CHART_HEIGHT, data.length * 36) : CHART_HEIGHT}
      data={data}
      dataKey={dataKey}
      series={series}
      withLegend={series.length > 1}
      maxBarWidth={horizontal ? 28 : 48}
      valueFormatter={(value) => chartAmount(value, currency)}
      {...(horizontal
        ? { orientation: 'vertical', xAxisProps: { tickFormatter: axisAmount }, yAxisProps: { width: 160 } }
        : { yAxisProps: { tickFormatter: axisAmount, width: 64 } })}
    />
  );
}

/** A donut of parts (percentages or counts on its labels), with what goes beside it. */
export function PartsDonut({
  data,
  valueFormatter,
  labelsType = 'value',
  withLegend = false,
  children,
}: {
  data: DonutChartCell[];
  valueFormatter: (value: number) => string;
  labelsType?: 'value' | 'percent';
  withLegend?: boolean;
  children?: ReactNode;
}) {
  return (
    <Group justify="center">
      <DonutChart
        size={200}
        thickness={28}
        withLabels
        labelsType={labelsType}
        withLegend={withLegend}
        withTooltip
        tooltipDataSource="segment"
        valueFormatter={valueFormatter}
        data={data}
      />
      {children}
    </Group>
  );
}
