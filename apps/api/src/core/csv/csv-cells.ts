/**
 * How each kind of value is written in a spreadsheet CSV for a Spanish locale (es-AR): amounts
 * with a decimal comma and no thousands separator, instants in the academy's zone as
 * `YYYY-MM-DD HH:mm`, booleans as "Sí"/"No", and text neutralised against formula injection.
 *
 * Only text is neutralised: a spreadsheet runs a cell that begins with `=`, `+`, `-`, `@`, a tab
 * or a carriage return as a formula, so such a text cell is prefixed with `'` (shown as text,
 * never run). Amounts, integers and dates are values this code writes from typed data (an amount
 * is checked to be a decimal number), so a negative amount stays `-12,50`, a number the
 * spreadsheet adds up, and cannot carry a formula. csv-stringify's own `escape_formulas` is not
 * used for that reason: it would turn every negative amount into text.
 */
import { offsetMinutesAt } from '@catedra/contract';

export type CsvCellKind = 'text' | 'amount' | 'integer' | 'instant' | 'date' | 'boolean';

export type CsvColumn<Row> = {
  /** The header, in Spanish. */
  header: string;
  kind: CsvCellKind;
  /**
   * The cell's value: text for `text`; a decimal string (`"-1234.56"`) for `amount`; a number
   * for `integer`; a Date or an ISO string for `instant`; `YYYY-MM-DD` for `date`; a boolean for
   * `boolean`. Null or undefined is an empty cell.
   */
  value: (row: Row) => unknown;
};

const FORMULA_START = /^[=+\-@\t\r]/;
const DECIMAL = /^-?\d+(\.\d+)?$/;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A text cell as a spreadsheet shows it, never as a formula it would run. */
export function neutralisedText(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** `"-1234.56"` → `"-1234,56"`: the amount as a Spanish-locale spreadsheet reads a number. */
export function decimalComma(amount: string): string {
  if (!DECIMAL.test(amount)) throw new Error(`Not a decimal amount: ${JSON.stringify(amount)}`);
  return amount.replace('.', ',');
}

const MINUTE = 60_000;
/** Zone offsets change at most on a quarter hour: one offset lookup per quarter hour seen. */
const QUARTER_HOUR = 15 * MINUTE;
const CACHED_OFFSETS = 10_000;

/**
 * Writes instants as the zone's wall time, `YYYY-MM-DD HH:mm`. The zone's offset is looked up
 * once per quarter hour (Intl is slow; a million rows would spend seconds in it).
 */
export function instantWriter(timeZone: string): (instant: Date) => string {
  const offsets = new Map<number, number>();
  return (instant) => {
    const time = instant.getTime();
    const quarter = Math.floor(time / QUARTER_HOUR);
    let offset = offsets.get(quarter);
    if (offset === undefined) {
      if (offsets.size >= CACHED_OFFSETS) offsets.clear();
      offset = offsetMinutesAt(timeZone, new Date(quarter * QUARTER_HOUR));
      offsets.set(quarter, offset);
    }
    const wall = new Date(time + offset * MINUTE).toISOString();
    return `${wall.slice(0, 10)} ${wall.slice(11, 16)}`;
  };
}

/** Writes one row's cells, each by its column's kind. */
export function cellWriter<Row>(columns: readonly CsvColumn<Row>[], timeZone: string) {
  const instant = instantWriter(timeZone);
  const write = (kind: CsvCellKind, value: unknown): string => {
    if (value === null || value === undefined) return '';
    switch (kind) {
      case 'text':
        return neutralisedText(String(value));
      case 'amount':
        return decimalComma(String(value));
      case 'integer':
        if (!Number.isInteger(Number(value))) throw new Error(`Not an integer: ${JSON.stringify(value)}`);
        return String(Number(value));
      case 'instant':
        return instant(value instanceof Date ? value : new Date(String(value)));
      case 'date':
        if (!DATE_ONLY.test(String(value))) throw new Error(`Not a date: ${JSON.stringify(value)}`);
        return String(value);
      case 'boolean':
        return value ? 'Sí' : 'No';
    }
  };
  return (row: Row): string[] => columns.map((column) => write(column.kind, column.value(row)));
}
