/**
 * The two kinds of chart the admin screens draw (Informes, Comisiones, Atribución), alike everywhere: bars of money (full amounts in
 * the tooltip, compact ones on the axis: `1,2 M`) and a donut of parts. Colours are theme
 * colours (`teal.6`); the text and grid take Mantine's chart CSS variables, which follow the
 * colour scheme, so both read in the dark scheme as in the light one.
 */
import type { MoneyAmount, MoneyCurrency } from '@catedra/contract/browser';
import { BarChart, type BarChartSeries, DonutChart, type DonutChartCell } from '@mantine/charts';
import { Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatAmount } from '../lib/formats';

/** A chart's height; a panel's skeleton takes it while its chart loads. */
export const CHART_HEIGHT = 260;

/**
 * An amount as a chart's bar length: a chart library draws numbers. The only place an amount
 * becomes a JS number, for the drawing alone; every figure written is the API's decimal string,
 * except through `chartAmount`, which writes a value the chart hands back as two-decimal money.
 */
export const barOf = (amount: MoneyAmount): number => Number(amount);

/** A value a chart hands back (axis tick, tooltip) as es-AR money of the currency. */
export const chartAmount = (value: number, currency: MoneyCurrency): string =>
  formatAmount(value.toFixed(2), currency);

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
