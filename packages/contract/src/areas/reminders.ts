/**
 * Payment reminders: their settings (stages, templates), the holidays that hold automatic
 * WhatsApp reminders, and an enrollment's reminders (docs/domain/reminders.md). The two calls
 * that queue and send them (`processPaymentReminders`, `notifyNextEnrollmentPayment`) are in
 * the payments area.
 */
import Type from 'typebox';
import {
  REMINDER_CHANNELS,
  REMINDER_STATUSES,
  REMINDER_TEMPLATE_FIELDS,
  REMINDER_TRIGGERS,
} from '../core/enumerations.js';
import { defineOperation } from '../core/operation.js';
import { Body, DateOnly, DateTime, NonEmptyText, Page, PagedQuery, Params, Uuid } from '../core/schemas.js';
import { SCOPE_GROUPS } from '../core/scopes.js';

const tag = 'Payment reminders';

export const ReminderChannel = Type.Enum(REMINDER_CHANNELS);
export const ReminderStatus = Type.Enum(REMINDER_STATUSES);
export const ReminderTrigger = Type.Enum(REMINDER_TRIGGERS);
export const ReminderTemplateField = Type.Enum(REMINDER_TEMPLATE_FIELDS);

/** A stage: days from the due date (-3 is three days before, 0 the day, 3 three days after). */
const StageOffset = Type.Integer({ minimum: -60, maximum: 60 });

export const ReminderSettingsUpdate = Body({
  /** The stages, in days from the due date; at least one, none repeated. */
  stages: Type.Array(StageOffset, { minItems: 1, maxItems: 6 }),
  /** The messaging provider's template (Callbell's uuid). */
  whatsappTemplateId: NonEmptyText(200),
  /** What fills the template's {{1}}, {{2}}…, in that order. */
  whatsappValues: Type.Array(ReminderTemplateField, { maxItems: 5 }),
  /** The WhatsApp text as the student reads it, with {{field}} placeholders. */
  whatsappText: NonEmptyText(1000),
  emailSubject: NonEmptyText(200),
  emailText: NonEmptyText(5000),
});

export const ReminderSettings = Type.Object({
  ...ReminderSettingsUpdate.properties,
  updatedAt: DateTime,
});

export const Holiday = Type.Object({ id: Uuid, date: DateOnly, name: Type.String() });
export const HolidayCreation = Body({ date: DateOnly, name: NonEmptyText(120) });

export const PaymentReminder = Type.Object({
  id: Uuid,
  enrollmentId: Uuid,
  periodNumber: Type.Integer({ minimum: 1 }),
  /** D-3, D0, D+3…, or STAFF:YYYY-MM-DD for a staff send. */
  stage: Type.String(),
  channel: ReminderChannel,
  status: ReminderStatus,
  trigger: ReminderTrigger,
  /** Not sent before this instant (quiet hours hold automatic WhatsApp reminders). */
  sendAfter: DateTime,
  sentAt: Type.Union([DateTime, Type.Null()]),
  attempts: Type.Integer({ minimum: 0 }),
  /** Why it failed, was cancelled or skipped. */
  error: Type.Union([Type.String(), Type.Null()]),
  messageId: Type.Union([Type.String(), Type.Null()]),
  /** What it asked for (what was left to pay when it was sent). */
  amount: Type.Union([Type.String(), Type.Null()]),
  requestedBy: Type.Union([Uuid, Type.Null()]),
  createdAt: DateTime,
});

/** Who edits the reminders' settings and holidays. */
const settingsEditors = ['SU', 'COMMERCIAL_ADMIN'] as const;
/** Who reads an enrollment's reminders: staff who collect and read payments. */
const reminderReaders = [...SCOPE_GROUPS.commercialStaff, 'FARMING', 'MANAGER'] as const;

export const remindersOperations = {
  findReminderSettings: defineOperation({
    operationId: 'findReminderSettings',
    method: 'GET',
    path: '/payments/reminders/settings',
    tag,
    summary: 'The payment reminders’ settings: stages and templates',
    response: ReminderSettings,
    access: { kind: 'scopes', scopes: settingsEditors },
  }),
  updateReminderSettings: defineOperation({
    operationId: 'updateReminderSettings',
    method: 'PUT',
    path: '/payments/reminders/settings',
    tag,
    summary: 'Change the payment reminders’ stages and templates',
    body: { name: 'reminderSettings', schema: ReminderSettingsUpdate, required: true },
    response: ReminderSettings,
    errors: ['REMINDER_STAGES_REPEATED'],
    access: { kind: 'scopes', scopes: settingsEditors },
  }),
  findHolidays: defineOperation({
    operationId: 'findHolidays',
    method: 'GET',
    path: '/payments/reminders/holidays',
    tag,
    summary: 'The holidays on which automatic WhatsApp reminders wait, by date',
    query: PagedQuery({ year: Type.Optional(Type.Integer({ minimum: 2000, maximum: 2100 })) }, ['date']),
    response: Page(Holiday),
    access: { kind: 'scopes', scopes: settingsEditors },
  }),
  createHoliday: defineOperation({
    operationId: 'createHoliday',
    method: 'POST',
    path: '/payments/reminders/holidays',
    tag,
    summary: 'Add a holiday',
    body: { name: 'holiday', schema: HolidayCreation, required: true },
    response: Holiday,
    successStatus: 201,
    errors: ['HOLIDAY_EXISTS'],
    access: { kind: 'scopes', scopes: settingsEditors },
  }),
  deleteHoliday: defineOperation({
    operationId: 'deleteHoliday',
    method: 'DELETE',
    path: '/payments/reminders/holidays/{holidayId}',
    tag,
    summary: 'Remove a holiday',
    params: Params({ holidayId: Uuid }),
    access: { kind: 'scopes', scopes: settingsEditors },
  }),
  findEnrollmentReminders: defineOperation({
    operationId: 'findEnrollmentReminders',
    method: 'GET',
    path: '/courses/enrollments/{enrollmentId}/reminders',
    tag,
    summary: "An enrollment's payment reminders (every stage and channel, with its status), newest first",
    params: Params({ enrollmentId: Uuid }),
    query: PagedQuery({}, ['createdAt', 'periodNumber']),
    response: Page(PaymentReminder),
    access: { kind: 'scopes', scopes: reminderReaders },
  }),
} as const;
