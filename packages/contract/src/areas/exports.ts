/**
 * CSV exports of the lists (issue 21, item 3): the payments, the money movements and the
 * enrollments, each with exactly its list's filters, sort and readers, so a screen's CSV is
 * always of the rows it shows. The file is for a Spanish-locale spreadsheet: UTF-8 with BOM,
 * `;` between cells, CRLF, amounts with a decimal comma, instants in the academy's zone
 * (`ACADEMY_TIME_ZONE`) as `YYYY-MM-DD HH:mm`, headers in Spanish; a text cell that a
 * spreadsheet would run as a formula is prefixed with `'`. Streamed from the database, so a
 * million rows never sit in the API's memory (docs/domain/exports.md).
 */
import Type from 'typebox';
import { defineOperation } from '../core/operation.js';
import { Query, SortParam } from '../core/schemas.js';
import { enrollmentFilters, enrollmentListReaders, enrollmentSortFields } from './enrollments.js';
import { moneyMovementFilters, moneyMovementReaders, moneyMovementSortFields } from './money-movements.js';
import { paymentFilters, paymentListReaders, paymentSortFields } from './payments.js';

/** A CSV file: the typed client reads a non-JSON answer as a Blob (packages/client, readBody). */
const CsvFile = Type.Unsafe<Blob>({ type: 'string', format: 'binary' });
const csv = 'text/csv';
const attachment =
  'Answered as an attachment (`Content-Disposition: attachment; filename="…-YYYY-MM-DD.csv"`, the academy’s date) and streamed: every row the filters match, in the list’s order, no page.';

export const exportsOperations = {
  exportPayments: defineOperation({
    operationId: 'exportPayments',
    method: 'GET',
    path: '/payments/export',
    tag: 'Payments',
    summary: 'The payments the list’s filters match, as a CSV file (payer, course, amounts, status, receipt)',
    description: attachment,
    query: Query({ ...paymentFilters, sort: Type.Optional(SortParam(paymentSortFields)) }),
    response: CsvFile,
    produces: csv,
    access: paymentListReaders,
  }),
  exportMoneyMovements: defineOperation({
    operationId: 'exportMoneyMovements',
    method: 'GET',
    path: '/money-movements/export',
    tag: 'Money movements',
    summary:
      'The money movements the list’s filters match, as a CSV file (with the payer and course of each)',
    description: attachment,
    query: Query({ ...moneyMovementFilters, sort: Type.Optional(SortParam(moneyMovementSortFields)) }),
    response: CsvFile,
    produces: csv,
    access: moneyMovementReaders,
  }),
  exportEnrollments: defineOperation({
    operationId: 'exportEnrollments',
    method: 'GET',
    path: '/courses/enrollments/export',
    tag: 'Enrollments',
    summary: 'The enrollments the list’s filters match, as a CSV file (student, course, plan, paid, debt)',
    description: attachment,
    query: Query({ ...enrollmentFilters, sort: Type.Optional(SortParam(enrollmentSortFields)) }),
    response: CsvFile,
    produces: csv,
    access: enrollmentListReaders,
  }),
} as const;
