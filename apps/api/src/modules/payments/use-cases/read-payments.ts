/**
 * Reading payments: the list and its CSV export (a seller sees what it referred, anybody else
 * without reader scopes its own), one payment, its PDF receipt, its details (history and refunds), its
 * lines and the vendors it may use.
 */
import {
  addDays,
  addMoney,
  formatReceiptNumber,
  PAYMENT_SEGMENTS,
  zonedDateTimeToInstant,
} from '@catedra/contract';
import type { Person } from '../../../core/actor.js';
import type { CsvColumn } from '../../../core/csv/csv-file.js';
import { type PageQuery, pageOf, toPageRequest } from '../../../core/pagination.js';
import type { PaymentRow, PaymentStatusChangeRow } from '../../../db/schema/index.js';
import { AppError } from '../../../errors/app-error.js';
import { allowedVendorsOf, payerCountryOf } from '../allowed-vendors.js';
import {
  hasAny,
  PAYMENT_DETAIL_READERS,
  PAYMENT_READERS,
  PAYMENT_STAFF,
  type PaymentAccess,
  SELLERS,
} from '../payment-access.js';
import { toComponentDto, toPaymentDto } from '../payment-dtos.js';
import type { PaymentExportRow, PaymentFilters } from '../payments.repository.js';
import type { PaymentsDeps } from '../payments.service.js';
import { hasReceipt, receiptFileOf } from '../receipt-of.js';
import { refundedAmountsOf } from '../refunded-amounts.js';

/** Dates of the list's fromDate/toDate are read in the academy's zone. */
const BUSINESS_ZONE = 'America/Argentina/Buenos_Aires';

/** The list's query: the repository's filters, with the date range as the academy's dates. */
export type PaymentsQuery = PageQuery &
  Omit<PaymentFilters, 'from' | 'toBefore'> & {
    fromDate?: string;
    toDate?: string;
  };

/** From the first instant of `fromDate` to the first of the day after `toDate`, in the academy's zone. */
function rangeOf(query: PaymentsQuery): Pick<PaymentFilters, 'from' | 'toBefore'> {
  return {
    from: query.fromDate ? zonedDateTimeToInstant(query.fromDate, '00:00', BUSINESS_ZONE) : undefined,
    toBefore: query.toDate
      ? zonedDateTimeToInstant(addDays(query.toDate, 1), '00:00', BUSINESS_ZONE)
      : undefined,
  };
}

/**
 * The list's filters as the person may apply them: a seller sees what it referred, anybody
 * else without reader scopes its own payments. The list, its totals (getPaymentsTotals) and its
 * export all take them from here, so totals and files are always of the rows the list shows.
 */
function listFiltersOf(person: Person, query: PaymentsQuery): PaymentFilters {
  const filters: PaymentFilters = {
    ...rangeOf(query),
    userId: query.userId,
    enrollmentId: query.enrollmentId,
    status: query.status,
    vendorId: query.vendorId,
    referrerSellerId: query.referrerSellerId,
    segment: query.segment,
  };
  if (!hasAny(person, PAYMENT_READERS)) {
    if (hasAny(person, SELLERS)) filters.referrerSellerId = person.userId;
    else filters.userId = person.userId;
  }
  return filters;
}

/** The columns of the payments CSV (docs/domain/exports.md). */
const PAYMENT_COLUMNS: readonly CsvColumn<PaymentExportRow>[] = [
  { header: 'Creado', kind: 'instant', value: (row) => row.created_at },
  { header: 'Pagado', kind: 'instant', value: (row) => row.paid_at },
  {
    header: 'Comprobante',
    kind: 'text',
    value: (row) => (row.receipt_number === null ? null : formatReceiptNumber(row.receipt_number)),
  },
  { header: 'Pagador', kind: 'text', value: (row) => row.payer_name },
  { header: 'E-mail', kind: 'text', value: (row) => row.payer_email },
  { header: 'Curso', kind: 'text', value: (row) => row.course_title },
  { header: 'Monto', kind: 'amount', value: (row) => row.amount },
  { header: 'Reembolsado', kind: 'amount', value: (row) => row.refunded_amount },
  { header: 'Moneda', kind: 'text', value: (row) => row.currency },
  { header: 'Estado', kind: 'text', value: (row) => row.status },
  { header: 'Medio de pago', kind: 'text', value: (row) => row.vendor_id },
  { header: 'Forma de ingreso', kind: 'text', value: (row) => row.method },
  { header: 'Segmento', kind: 'text', value: (row) => row.segment },
  { header: 'Referencia', kind: 'text', value: (row) => row.vendor_reference },
  { header: 'Descripción', kind: 'text', value: (row) => row.description },
  { header: 'ID del pago', kind: 'text', value: (row) => row.id },
];

/** Who a history entry names as its source: staff, the system, or the vendor that reported it. */
function historySourceOf(change: Pick<PaymentStatusChangeRow, 'source' | 'vendorId'>) {
  return change.source === 'STAFF'
    ? ('staff' as const)
    : change.source === 'SYSTEM'
      ? ('system' as const)
      : (change.vendorId ?? (change.source === 'SANDBOX' ? 'sandbox' : 'system'));
}

export function createPaymentReads(
  deps: Pick<PaymentsDeps, 'payments' | 'db' | 'refunds' | 'vendors' | 'clock' | 'csv'>,
  access: PaymentAccess,
) {
  const { payments } = deps;
  const { visible } = access;

  return {
    async findAll(person: Person, query: PaymentsQuery) {
      const page = toPageRequest(query);
      const { rows, total } = await payments.findPage(listFiltersOf(person, query), page);
      return pageOf(
        rows.map(({ payment, payerName, payerEmail, paidPeriods }) => ({
          ...toPaymentDto(payment),
          payerName,
          payerEmail,
          paidPeriods,
        })),
        total,
        page,
      );
    },

    /** The amount and count per currency of every payment the list's filters match (getPaymentsTotals). */
    async totals(person: Person, query: Omit<PaymentsQuery, keyof PageQuery>) {
      return { byCurrency: await payments.totalsByCurrency(listFiltersOf(person, query)) };
    },

    /**
     * getEnrollmentsIncome: a course's enrollments' payments of `status` in `currency`: their
     * total and count, and per segment (every segment, zeros included). A course without such
     * payments (or unknown) answers zeros.
     */
    async enrollmentsIncome(query: {
      courseId: string;
      currency: PaymentRow['currency'];
      status: PaymentRow['status'];
    }) {
      const rows = await payments.courseIncome(query.courseId, query.currency, query.status);
      const bySegment = PAYMENT_SEGMENTS.map((segment) => {
        const row = rows.find((candidate) => candidate.segment === segment);
        return { segment, total: row?.total ?? '0.00', count: row?.count ?? 0 };
      });
      return {
        ...query,
        total: addMoney('0.00', ...bySegment.map((segment) => segment.total)),
        count: bySegment.reduce((sum, segment) => sum + segment.count, 0),
        bySegment,
      };
    },

    /** The list as a CSV file: every payment its filters match, in its order, with the same owner rule. */
    async exportCsv(person: Person, query: PaymentsQuery) {
      const rows = await payments.exportRows(listFiltersOf(person, query), toPageRequest(query));
      return deps.csv.file('pagos', PAYMENT_COLUMNS, rows);
    },

    /** The payment with the periods it paid (its page says "Cuota 2 y parte de la 3"). */
    async findById(person: Person, paymentId: string) {
      const row = await visible(person, paymentId);
      return { ...toPaymentDto(row), paidPeriods: await payments.findPaidPeriods(row.id) };
    },

    /** The PDF receipt of an approved payment (partly refunded ones show the refund); same readers as findById. */
    async receipt(person: Person, paymentId: string) {
      const row = await visible(person, paymentId);
      if (!hasReceipt(row)) {
        throw new AppError('PAYMENT_NOT_APPROVED', 'Solo un pago aprobado tiene comprobante');
      }
      return receiptFileOf(payments, row);
    },

    async details(person: Person, paymentId: string) {
      const row = await visible(person, paymentId, PAYMENT_DETAIL_READERS);
      const [history, refunds, refundMovements] = await Promise.all([
        payments.findStatusChanges(paymentId),
        deps.refunds.of(row),
        payments.findRefundMovements(paymentId),
      ]);
      const refundedAmounts = refundedAmountsOf(history, refundMovements);
      return {
        paymentId: row.id,
        vendorId: row.vendorId,
        vendorReference: row.vendorReference,
        vendorData: row.details,
        history: history.map((change, index) => ({
          from: change.fromStatus,
          to: change.toStatus,
          at: change.at.toISOString(),
          by: change.byUserId,
          source: historySourceOf(change),
          reason: change.reason,
          refundedAmount: refundedAmounts[index] ?? null,
        })),
        refunds,
      };
    },

    async components(person: Person, paymentId: string) {
      await visible(person, paymentId, PAYMENT_DETAIL_READERS);
      return (await payments.findComponents(paymentId)).map(toComponentDto);
    },

    async allowedVendors(person: Person, paymentId: string) {
      const row = await visible(person, paymentId, PAYMENT_STAFF);
      return allowedVendorsOf(row, {
        vendors: deps.vendors,
        country: await payerCountryOf(deps, row),
        staff: hasAny(person, PAYMENT_STAFF),
      });
    },
  };
}
