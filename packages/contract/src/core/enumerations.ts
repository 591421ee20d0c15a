/**
 * The value lists of the contract (currencies, statuses, kinds…), as plain constants: the
 * schemas build their enumerations from them, and the browser imports them without
 * TypeBox (see `browser.ts`). Grouped by the area that owns each.
 */

// money and payment plans
export const CURRENCIES = ['ARS', 'USD'] as const;
export const PAYMENT_PLAN_TYPES = ['upfront', 'recurring', 'hybrid', 'complete'] as const;
export const PERIODS = ['MONTHLY'] as const;

// certificates
export const CERTIFICATE_VERIFICATION_STATUSES = ['valid', 'revoked', 'unknown'] as const;

// payments
export const PAYMENT_STATUSES = [
  'CREATED',
  'PENDING',
  'APPROVED',
  'REJECTED',
  'CANCELLED',
  'EXPIRED',
  'REFUNDED',
  'CHARGED_BACK',
] as const;
/**
 * Where each payment status may go (DESIGN.md section 4): the API's money rule refuses any
 * other change, and the admin screens offer only these. REJECTED, CANCELLED, EXPIRED,
 * REFUNDED and CHARGED_BACK are terminal.
 */
export const PAYMENT_STATUS_NEXT: Readonly<
  Record<(typeof PAYMENT_STATUSES)[number], readonly (typeof PAYMENT_STATUSES)[number][]>
> = {
  CREATED: ['PENDING', 'APPROVED', 'REJECTED', 'CANCELLED', 'EXPIRED'],
  PENDING: ['APPROVED', 'REJECTED', 'CANCELLED', 'EXPIRED'],
  APPROVED: ['REFUNDED', 'CHARGED_BACK'],
  REJECTED: [],
  CANCELLED: [],
  EXPIRED: [],
  REFUNDED: [],
  CHARGED_BACK: [],
};
export const PAYMENT_VENDORS = ['paypal', 'mercadopago', 'dlocal', 'sandbox', 'manual'] as const;
/**
 * A refund of a vendor payment, as the vendor reports it: PENDING until the vendor confirms
 * (its amount is held: no longer refundable), COMPLETED once it did (the REFUND movement is
 * written then), FAILED when the vendor refused it or it ended without money given back.
 */
export const PAYMENT_REFUND_STATUSES = ['PENDING', 'COMPLETED', 'FAILED'] as const;
export const PAYMENT_SEGMENTS = ['UPFRONT', 'QUOTA', 'COMPLEMENTARY', 'OTHER'] as const;
/**
 * How the money of a payment staff recorded by hand arrived (a vendor's payment has none).
 * A manual enrollment names one of the first two as the method its payments will record.
 */
export const PAYMENT_METHODS = ['TRANSFER', 'CASH', 'OTHER'] as const;
export const MANUAL_ENROLLMENT_METHODS = ['TRANSFER', 'CASH'] as const;
/**
 * A vendor charge we learned of and could not apply (issue 17): OPEN is money held, waiting
 * for a staff decision; APPLIED went to the enrollment's next owed periods; REFUNDED went back
 * to the payer through the vendor.
 */
export const UNAPPLIED_CHARGE_STATUSES = ['OPEN', 'APPLIED', 'REFUNDED'] as const;
/**
 * Why a vendor charge was not applied: a second charge of a payment already approved with
 * another one; a charge of a payment cancelled, expired or rejected before it arrived; a
 * charge of another amount or currency than the payment asked.
 */
export const UNAPPLIED_CHARGE_REASONS = [
  'SECOND_CHARGE',
  'PAYMENT_CANCELLED',
  'PAYMENT_EXPIRED',
  'PAYMENT_REJECTED',
  'AMOUNT_MISMATCH',
] as const;
/** What one line of a payment pays: an upfront amount, a period, or a discount (negative) or fee. */
export const PAYMENT_COMPONENT_KINDS = ['UPFRONT', 'PERIOD', 'DISCOUNT', 'FEE', 'OTHER'] as const;

// messaging
export const MESSAGE_STATUSES = ['ENQUEUED', 'SENT', 'DELIVERED', 'READ', 'FAILED'] as const;

// payment reminders (docs/domain/reminders.md)
export const REMINDER_CHANNELS = ['WHATSAPP', 'EMAIL'] as const;
/** SENDING: claimed by a sender, its message under way (never sent twice, even after a crash). */
export const REMINDER_STATUSES = ['QUEUED', 'SENDING', 'SENT', 'FAILED', 'CANCELLED', 'SKIPPED'] as const;
export const REMINDER_TRIGGERS = ['SCHEDULE', 'STAFF'] as const;
/** What a reminder's WhatsApp template values are, in the order the template numbers them. */
export const REMINDER_TEMPLATE_FIELDS = ['firstName', 'amount', 'dueDate', 'link', 'course'] as const;

// automation (the spreadsheet/automation webhook, docs/domain/automation.md)
/** What a delivery to the automation webhook carries: a test row, or an enrollment that became ACTIVE. */
export const AUTOMATION_DELIVERY_KINDS = ['TEST', 'ENROLLMENT_ACTIVE'] as const;
/**
 * PENDING: to send (again) at its next attempt; DELIVERED: the automation answered 2xx;
 * FAILED: refused for good (a 4xx other than 429, or too many attempts); KEPT: no webhook URL
 * was configured when it was due (sent once one is, or resent by SU).
 */
export const AUTOMATION_DELIVERY_STATUSES = ['PENDING', 'DELIVERED', 'FAILED', 'KEPT'] as const;

// attendance
export const ATTENDANCE_STATUSES = ['PRESENT', 'ABSENT', 'LATE', 'EXCUSED'] as const;

// leads
export const LEAD_STATUSES = ['NEW', 'CONTACTED', 'QUALIFIED', 'MEETING_SCHEDULED', 'WON', 'LOST'] as const;
/** What a lead's timeline shows: its own history (created, status, seller, merge, conversion), messages sent to it and its calls. */
export const LEAD_EVENT_KINDS = [
  'CREATED',
  'STATUS',
  'SELLER',
  'MERGED',
  'CONVERTED',
  'MESSAGE',
  'CALL',
] as const;
/** Which visit an attribution credits: the first that brought the person, or the last before the lead. */
export const ATTRIBUTION_TOUCHES = ['FIRST', 'LAST'] as const;

// meeting-calls
export const MEETING_CALL_STATUSES = ['SCHEDULED', 'DONE', 'NO_SHOW', 'CANCELLED'] as const;

// commissions
/** A commission line: earned on an approved payment, taken back on its refund or chargeback, paid out. */
export const COMMISSION_LINE_KINDS = ['ACCRUAL', 'CLAWBACK', 'PAYOUT'] as const;

// resume
export const TECHNOLOGY_LEVELS = ['BASIC', 'INTERMEDIATE', 'ADVANCED', 'EXPERT'] as const;

// enrollments
export const ENROLLMENT_STATUSES = ['PENDING', 'ACTIVE', 'FINISHED', 'INACTIVE'] as const;
/** How late the owed part of a debt is, in days (reports' debt aging). */
export const DEBT_AGE_BUCKETS = ['DAYS_0_30', 'DAYS_31_60', 'DAYS_61_90', 'OVER_90'] as const;
/** Set by the system, filterable. */
export const ENROLLMENT_ALERTS = ['NONE', 'DEBT', 'NO_ATTENDANCE', 'PAYMENT_FAILED'] as const;
export const ENROLLMENT_PERIOD_STATUSES = ['PAID', 'PARTIAL', 'DUE', 'OVERDUE', 'WAIVED'] as const;

// money-movements
export const MONEY_MOVEMENT_TYPES = ['INCOME', 'REFUND', 'CHARGEBACK', 'FEE', 'ADJUSTMENT'] as const;

// background jobs (Tareas)
/** How a run came about: its schedule, a person's "Ejecutar ahora", or code that enqueued it. */
export const JOB_RUN_TRIGGERS = ['SCHEDULE', 'MANUAL', 'QUEUED'] as const;
export const JOB_RUN_STATUSES = ['RUNNING', 'SUCCEEDED', 'FAILED'] as const;
