/**
 * Every PostgreSQL enum type of the database, in one place: most take their values from the
 * contract's value lists (core/enumerations.ts), so the API, the web app and the database agree.
 */
import {
  ATTENDANCE_STATUSES,
  AUTOMATION_DELIVERY_KINDS,
  AUTOMATION_DELIVERY_STATUSES,
  CURRENCIES,
  ENROLLMENT_ALERTS,
  ENROLLMENT_STATUSES,
  JOB_RUN_STATUSES,
  JOB_RUN_TRIGGERS,
  MESSAGE_STATUSES,
  MONEY_MOVEMENT_TYPES,
  PAYMENT_COMPONENT_KINDS,
  PAYMENT_PLAN_TYPES,
  PAYMENT_REFUND_STATUSES,
  PAYMENT_SEGMENTS,
  PAYMENT_STATUSES,
  PAYMENT_VENDORS,
  PERIODS,
  REMINDER_CHANNELS,
  REMINDER_STATUSES,
  REMINDER_TRIGGERS,
  SCOPES,
  UNAPPLIED_CHARGE_REASONS,
  UNAPPLIED_CHARGE_STATUSES,
} from '@catedra/contract';
import { pgEnum } from 'drizzle-orm/pg-core';

// People (users.ts)
export const scopeEnum = pgEnum('scope', SCOPES);
export const scopeChangeAction = pgEnum('scope_change_action', ['GRANTED', 'REVOKED']);
export const allianceMembershipAction = pgEnum('alliance_membership_action', [
  'JOINED',
  'TIER_CHANGED',
  'LEFT',
]);

// Selling (selling.ts)
export const currencyEnum = pgEnum('currency', CURRENCIES);
export const paymentPlanTypeEnum = pgEnum('payment_plan_type', PAYMENT_PLAN_TYPES);
export const periodEnum = pgEnum('payment_period', PERIODS);

// Academic (academic.ts)
export const attendanceStatus = pgEnum('attendance_status', ATTENDANCE_STATUSES);

// Enrollments (enrollments.ts)
export const enrollmentStatus = pgEnum('enrollment_status', ENROLLMENT_STATUSES);
export const enrollmentAlert = pgEnum('enrollment_alert', ENROLLMENT_ALERTS);

// Payments and money (payments.ts)
export const paymentStatusEnum = pgEnum('payment_status', PAYMENT_STATUSES);
export const paymentVendorEnum = pgEnum('payment_vendor', PAYMENT_VENDORS);
export const paymentSegmentEnum = pgEnum('payment_segment', PAYMENT_SEGMENTS);
export const paymentComponentKindEnum = pgEnum('payment_component_kind', PAYMENT_COMPONENT_KINDS);
export const moneyMovementTypeEnum = pgEnum('money_movement_type', MONEY_MOVEMENT_TYPES);
export const paymentRefundStatusEnum = pgEnum('payment_refund_status', PAYMENT_REFUND_STATUSES);
export const unappliedChargeStatusEnum = pgEnum('unapplied_charge_status', UNAPPLIED_CHARGE_STATUSES);
export const unappliedChargeReasonEnum = pgEnum('unapplied_charge_reason', UNAPPLIED_CHARGE_REASONS);

// Payment reminders (reminders.ts)
export const reminderChannelEnum = pgEnum('reminder_channel', REMINDER_CHANNELS);
export const reminderStatusEnum = pgEnum('reminder_status', REMINDER_STATUSES);
export const reminderTriggerEnum = pgEnum('reminder_trigger', REMINDER_TRIGGERS);

// Commerce mails (notifications.ts)
/** The commerce e-mails (docs/domain/commerce-mail.md). */
export const COMMERCE_MAIL_KINDS = [
  'PAYMENT_APPROVED',
  'PAYMENT_REJECTED',
  'REFUND_MADE',
  'ENROLLMENT_ACTIVE',
  /** A meeting call's invitation (.ics REQUEST), once per call and SEQUENCE. */
  'MEETING_INVITATION',
  /** A meeting call's cancellation (.ics CANCEL). */
  'MEETING_CANCELLATION',
] as const;
export const OUTBOX_STATUSES = ['PENDING', 'SENT', 'FAILED'] as const;
export const commerceMailKindEnum = pgEnum('commerce_mail_kind', COMMERCE_MAIL_KINDS);
export const outboxStatusEnum = pgEnum('outbox_status', OUTBOX_STATUSES);

// Messaging (messaging.ts)
export const messageStatusEnum = pgEnum('message_status', MESSAGE_STATUSES);

// Background jobs (jobs.ts)
export const jobRunTriggerEnum = pgEnum('job_run_trigger', JOB_RUN_TRIGGERS);
export const jobRunStatusEnum = pgEnum('job_run_status', JOB_RUN_STATUSES);

// Automation (automation.ts)
export const automationDeliveryKindEnum = pgEnum('automation_delivery_kind', AUTOMATION_DELIVERY_KINDS);
export const automationDeliveryStatusEnum = pgEnum(
  'automation_delivery_status',
  AUTOMATION_DELIVERY_STATUSES,
);
