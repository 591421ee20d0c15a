/** The spreadsheet CSV: BOM, `;`, CRLF, decimal comma, the academy's zone, quoting and formula injection. */
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { decimalComma, instantWriter, neutralisedText } from './csv-cells.js';
import { type CsvColumn, createCsvExports, csvStream, csvText } from './csv-file.js';

const ZONE = 'America/Argentina/Buenos_Aires';

type Row = {
  name: string;
  amount: string;
  at: Date | null;
  count: number;
  paid: boolean;
  due: string | null;
};

const COLUMNS: CsvColumn<Row>[] = [
  { header: 'Nombre', kind: 'text', value: (row) => row.name },
  { header: 'Monto', kind: 'amount', value: (row) => row.amount },
  { header: 'Fecha', kind: 'instant', value: (row) => row.at },
  { header: 'Cuotas', kind: 'integer', value: (row) => row.count },
  { header: 'Pagado', kind: 'boolean', value: (row) => row.paid },
  { header: 'Vence', kind: 'date', value: (row) => row.due },
];

const row = (overrides: Partial<Row> = {}): Row => ({
  name: 'Ana',
  amount: '1234.56',
  at: new Date('2026-04-01T02:30:00Z'),
  count: 3,
  paid: true,
  due: '2026-04-10',
  ...overrides,
});

const BOM = '\uFEFF';

describe('csvText', () => {
  it('writes a BOM, Spanish headers, `;` between cells and CRLF after every row', async () => {
    const text = await csvText(COLUMNS, [row()], { timeZone: ZONE });
    expect(text).toBe(
      `${BOM}Nombre;Monto;Fecha;Cuotas;Pagado;Vence\r\nAna;1234,56;2026-03-31 23:30;3;Sí;2026-04-10\r\n`,
    );
  });

  it('writes the header alone for no rows', async () => {
    expect(await csvText(COLUMNS, [], { timeZone: ZONE })).toBe(
      `${BOM}Nombre;Monto;Fecha;Cuotas;Pagado;Vence\r\n`,
    );
  });

  it('keeps non-ASCII text as UTF-8 and leaves empty cells for missing values', async () => {
    const text = await csvText(COLUMNS, [row({ name: 'Ñandú Peña — Inscripción 🎓', at: null, due: null })], {
      timeZone: ZONE,
    });
    const bytes = Buffer.from(text, 'utf8');
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(text.split('\r\n')[1]).toBe('Ñandú Peña — Inscripción 🎓;1234,56;;3;Sí;');
  });

  it('quotes a cell holding the separator, a quote or a line break, doubling quotes', async () => {
    const text = await csvText(COLUMNS, [row({ name: 'Pérez; "el Tano"\nLínea 2' })], { timeZone: ZONE });
    expect(text.split('\r\n')[1]).toBe(
      '"Pérez; ""el Tano""\nLínea 2";1234,56;2026-03-31 23:30;3;Sí;2026-04-10',
    );
    const lineBreak = await csvText(COLUMNS, [row({ name: 'Línea 1\nLínea 2' })], { timeZone: ZONE });
    expect(lineBreak.split('\r\n')[1]?.startsWith('"Línea 1\nLínea 2";')).toBe(true);
  });

  it.each([
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['+5491155554444', "'+5491155554444"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', `"'\rcmd"`],
  ])('neutralises a text cell that begins like a formula: %j', async (name, cell) => {
    const text = await csvText(COLUMNS, [row({ name })], { timeZone: ZONE });
    expect(text.slice(text.indexOf('\r\n') + 2).startsWith(`${cell};`)).toBe(true);
  });

  it('keeps a negative amount a number (only text is neutralised)', async () => {
    const text = await csvText(COLUMNS, [row({ amount: '-20.50' })], { timeZone: ZONE });
    expect(text.split('\r\n')[1]?.split(';')[1]).toBe('-20,50');
  });

  it('refuses an amount that is not a decimal number rather than write it', async () => {
    await expect(csvText(COLUMNS, [row({ amount: '=1+1' })], { timeZone: ZONE })).rejects.toThrow(/decimal/);
  });

  it('reads rows from an async source, a stream included', async () => {
    async function* rows() {
      yield row({ name: 'Uno' });
      yield row({ name: 'Dos' });
    }
    const fromGenerator = await csvText(COLUMNS, rows(), { timeZone: ZONE });
    const fromStream = await csvText(COLUMNS, Readable.from([row({ name: 'Uno' }), row({ name: 'Dos' })]), {
      timeZone: ZONE,
    });
    expect(fromGenerator).toBe(fromStream);
    expect(fromGenerator.split('\r\n')).toHaveLength(4);
  });

  it('destroys its source when the file is destroyed early (a client that went away)', async () => {
    let produced = 0;
    const source = new Readable({
      objectMode: true,
      read() {
        produced += 1;
        this.push(row({ name: `Fila ${produced}` }));
      },
    });
    const file = csvStream(COLUMNS, source, { timeZone: ZONE });
    for await (const _chunk of file) break;
    await new Promise((resolve) => setImmediate(resolve));
    expect(source.destroyed).toBe(true);
    // Only what the streams' buffers hold was read (backpressure), and nothing after.
    const readBeforeDestroy = produced;
    expect(readBeforeDestroy).toBeLessThan(5_000);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(produced).toBe(readBeforeDestroy);
  });
});

describe('cells', () => {
  it.each([
    ['1234567.89', '1234567,89'],
    ['-0.01', '-0,01'],
    ['15', '15'],
  ])('writes the amount %s as %s: a decimal comma and no thousands separator', (amount, cell) => {
    expect(decimalComma(amount)).toBe(cell);
  });

  it.each([
    ['Ana = Ana', 'Ana = Ana'],
    ['=1', "'=1"],
  ])('neutralises only text that begins like a formula: %s as %s', (text, cell) => {
    expect(neutralisedText(text)).toBe(cell);
  });

  it.each([
    [ZONE, '2026-01-01T02:59:00Z', '2025-12-31 23:59'],
    // Across Madrid's change of offset.
    ['Europe/Madrid', '2026-03-29T00:59:00Z', '2026-03-29 01:59'],
    ['Europe/Madrid', '2026-03-29T01:00:00Z', '2026-03-29 03:00'],
  ])('writes instants as the zone’s wall time: in %s, %s as %s', (zone, instant, cell) => {
    expect(instantWriter(zone)(new Date(instant))).toBe(cell);
  });
});

describe('createCsvExports', () => {
  it('names the file with the academy’s date of the clock', () => {
    const exports = createCsvExports({
      clock: { now: () => new Date('2026-04-01T02:00:00Z') },
      timeZone: ZONE,
    });
    const file = exports.file('pagos', COLUMNS, []);
    file.content.destroy();
    expect(file.fileName).toBe('pagos-2026-03-31.csv');
  });
});
