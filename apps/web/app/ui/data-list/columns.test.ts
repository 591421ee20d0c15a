import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from '../../lib/dates';
import { formatAmount } from '../../lib/formats';
import { amountColumn, dateColumn, dateTimeColumn } from './columns';
import { pageQueryOf } from './paging';

type Row = {
  createdAt: string;
  paidAt: string | null;
  amount: string;
  owed: string;
  currency: 'ARS' | 'USD' | null;
};
const row: Row = {
  createdAt: '2026-03-10T15:00:00.000Z',
  paidAt: null,
  amount: '1500.50',
  owed: '10.00',
  currency: 'USD',
};
const shown = (column: { render?: (record: Row, index: number) => unknown }) => column.render?.(row, 0);

describe('the column kit', () => {
  it('shows dates and instants as every list does, a dash when the row has none', () => {
    expect(shown(dateColumn<Row>('createdAt', 'Alta'))).toBe(formatDate(row.createdAt));
    expect(shown(dateColumn<Row>('paidAt', 'Pagado'))).toBe('—');
    expect(shown(dateTimeColumn<Row>('createdAt', 'Alta', { timeZone: 'UTC' }))).toBe(
      formatDateTime(row.createdAt, 'UTC'),
    );
  });

  it('shows an amount in its currency, aligned right, keeping the options it is given', () => {
    const column = amountColumn<Row>('amount', 'Monto', { sortable: true });
    expect(column).toMatchObject({ accessor: 'amount', title: 'Monto', textAlign: 'right', sortable: true });
    expect(shown(column)).toBe(formatAmount('1500.50', 'USD'));
    const owed = amountColumn<Row>('owed', 'Debe', { currencyOf: (record) => record.currency ?? 'ARS' });
    expect(shown(owed)).toBe(formatAmount('10.00', 'USD'));
  });
});

describe('pageQueryOf', () => {
  it('sends no empty sort, and only what the operation sorts by when it is named', () => {
    expect(pageQueryOf({ page: 0, size: 20, sort: [] })).toEqual({ page: 0, size: 20 });
    expect(pageQueryOf({ page: 1, size: 50, sort: ['title,asc'] })).toEqual({
      page: 1,
      size: 50,
      sort: ['title,asc'],
    });
    expect(pageQueryOf({ page: 0, size: 20, sort: ['summary,asc'] }, 'findAllCourses')).toEqual({
      page: 0,
      size: 20,
    });
    expect(pageQueryOf({ page: 0, size: 20, sort: ['title,desc'] }, 'findAllCourses')).toEqual({
      page: 0,
      size: 20,
      sort: ['title,desc'],
    });
  });
});
