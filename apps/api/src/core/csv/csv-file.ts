/**
 * The spreadsheet CSV every export writes (docs/domain/exports.md): UTF-8 with a BOM (so a
 * spreadsheet reads "Inscripción" right), `;` between cells and CRLF between rows (a
 * Spanish-locale spreadsheet's defaults), Spanish headers, cells by kind (csv-cells.ts).
 *
 * Rows come from any source: a database stream (the lists' exports, a million rows that never
 * sit in memory) or an array or generator (a small report built in memory). They flow
 * through csv-stringify with backpressure: the source is read only as fast as the reader takes
 * the file, and destroying the answer (the client went away) destroys the source, so a
 * database cursor is closed and its connection given back.
 */
import { pipeline, Readable, Transform } from 'node:stream';
import { localDateOf } from '@catedra/contract';
import { stringify } from 'csv-stringify';
import type { Clock } from '../../time/clock.js';
import { type CsvColumn, cellWriter } from './csv-cells.js';

export type { CsvCellKind, CsvColumn } from './csv-cells.js';

/** A CSV to answer as a download. */
export type CsvFile = { fileName: string; content: Readable };

type RowSource<Row> = Iterable<Row> | AsyncIterable<Row> | Readable;

/**
 * The rows as the file's records: the header first, written with the first row (or at the end
 * when there is none). So a query that fails before its first row fails before any byte is
 * sent, and the caller gets a proper error answer rather than a cut file.
 */
function recordsOf<Row>(columns: readonly CsvColumn<Row>[], timeZone: string) {
  const cells = cellWriter(columns, timeZone);
  const header = columns.map((column) => column.header);
  let headed = false;
  return new Transform({
    objectMode: true,
    transform(row: Row, _encoding, done) {
      try {
        if (!headed) {
          headed = true;
          this.push(header);
        }
        done(null, cells(row));
      } catch (error) {
        done(error as Error);
      }
    },
    flush(done) {
      if (!headed) this.push(header);
      done();
    },
  });
}

/** The CSV of `rows`, as a byte stream (UTF-8 with BOM, `;`, CRLF). */
export function csvStream<Row>(
  columns: readonly CsvColumn<Row>[],
  rows: RowSource<Row>,
  options: { timeZone: string },
): Readable {
  const source = rows instanceof Readable ? rows : Readable.from(rows, { objectMode: true });
  // csv-stringify quotes a cell holding the separator, a quote or the whole CRLF, but not a
  // lone CR or LF, which a spreadsheet would read as the end of the row: those are quoted too.
  const csv = stringify({
    bom: true,
    delimiter: ';',
    record_delimiter: 'windows',
    quote: '"',
    quoted_match: /[\r\n]/,
  });
  // pipeline destroys every stream when one fails or the last is destroyed early; its
  // callback only has to exist (the answer reports the error, see http/send-csv.ts).
  return pipeline(source, recordsOf(columns, options.timeZone), csv, () => {});
}

/** The whole CSV of a few rows as text (a small report, a test). */
export async function csvText<Row>(
  columns: readonly CsvColumn<Row>[],
  rows: RowSource<Row>,
  options: { timeZone: string },
): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of csvStream(columns, rows, options)) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

/** `pagos-2026-03-31.csv`: what the file is, and the academy's date it was made. */
export function csvFileName(what: string, academyDate: string): string {
  return `${what}-${academyDate}.csv`;
}

/**
 * What a service needs to answer CSV files: the academy's zone (instants, the file's date) and
 * the clock. Built once by the composition root and handed to each service that exports.
 */
export function createCsvExports({ clock, timeZone }: { clock: Clock; timeZone: string }) {
  return {
    /** The file `<what>-<academy's date>.csv` of `rows`, streamed. */
    file<Row>(what: string, columns: readonly CsvColumn<Row>[], rows: RowSource<Row>): CsvFile {
      return {
        fileName: csvFileName(what, localDateOf(clock.now(), timeZone)),
        content: csvStream(columns, rows, { timeZone }),
      };
    },
  };
}

export type CsvExports = ReturnType<typeof createCsvExports>;
