/**
 * The reminders' tables: the settings row, the holidays, and the reminders themselves.
 * Queueing is one `INSERT … SELECT … ON CONFLICT DO NOTHING RETURNING` on the unique
 * (enrollment, period, stage, channel) key; a sender claims due rows `FOR UPDATE SKIP
 * LOCKED` and rechecks each period in the same statement (docs/domain/reminders.md).
 */
import { and, asc, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { PageRequest } from '../../core/pagination.js';
import { matching } from '../../db/conditions.js';
import type { Executor } from '../../db/database.js';
import {
  holidays,
  type PaymentReminderRow,
  paymentReminders,
  reminderSettings,
} from '../../db/schema/index.js';
import { tablePage } from '../../db/table-page.js';

export type ReminderChannel = PaymentReminderRow['channel'];
export type ReminderStatus = PaymentReminderRow['status'];

/** A period a scheduled reminder may be due for: unpaid, not waived, its enrollment neither manual nor INACTIVE. */
export type ReminderCandidate = {
  enrollmentId: string;
  periodNumber: number;
  dueDate: string;
  hasPhone: boolean;
  /** The academy's day the enrollment was made on. */
  enrolledOn: string;
};

/** A row to queue (or record as SKIPPED). */
export type NewReminder = {
  id: string;
  enrollmentId: string;
  periodNumber: number;
  stage: string;
  channel: ReminderChannel;
  status: 'QUEUED' | 'SKIPPED';
  trigger: PaymentReminderRow['trigger'];
  requestedBy: string | null;
  sendAfter: Date;
  error: string | null;
};

/** A claimed reminder with its period and recipient as they are inside the claiming transaction. */
export type ClaimedReminder = {
  id: string;
  enrollmentId: string;
  periodNumber: number;
  channel: ReminderChannel;
  /** Null when the period no longer exists (a re-spread removed it). */
  amount: string | null;
  paidAmount: string | null;
  waived: boolean | null;
  dueDate: string | null;
  enrollmentStatus: string;
  manual: boolean;
  currency: 'ARS' | 'USD' | null;
  firstName: string;
  email: string;
  phone: string | null;
  courseTitle: string;
};

/** What a claimed reminder became: SENDING (with what is owed) or CANCELLED/FAILED (with why). */
export type ClaimOutcome = {
  id: string;
  status: 'SENDING' | 'CANCELLED' | 'FAILED';
  amount: string | null;
  error: string | null;
};

/** What a send ended as. */
export type SendOutcome = {
  id: string;
  status: 'SENT' | 'FAILED';
  messageId: string | null;
  error: string | null;
};

const reminderOrder = {
  sortable: { createdAt: paymentReminders.createdAt, periodNumber: paymentReminders.periodNumber },
  defaults: [desc(paymentReminders.createdAt)],
};

export function createRemindersRepository(db: Executor) {
  return {
    async settings() {
      const [row] = await db.select().from(reminderSettings).where(eq(reminderSettings.id, 1));
      return row!;
    },

    async updateSettings(values: Omit<typeof reminderSettings.$inferInsert, 'id' | 'updatedAt'>, now: Date) {
      const [row] = await db
        .insert(reminderSettings)
        .values({ id: 1, ...values, updatedAt: now })
        .onConflictDoUpdate({ target: reminderSettings.id, set: { ...values, updatedAt: now } })
        .returning();
      return row!;
    },

    holidaysPage(year: number | undefined, page: PageRequest) {
      const where = year
        ? and(gte(holidays.date, `${year}-01-01`), lt(holidays.date, `${year + 1}-01-01`))
        : undefined;
      return tablePage(db, holidays, where, page, {
        sortable: { date: holidays.date },
        defaults: [asc(holidays.date)],
      });
    },

    /** The holidays from `from` on (dates), what quiet hours look ahead at. */
    async holidayDatesFrom(from: string): Promise<Set<string>> {
      const rows = await db.select({ date: holidays.date }).from(holidays).where(gte(holidays.date, from));
      return new Set(rows.map((row) => row.date));
    },

    /** Adds a holiday; undefined when that date already has one. */
    async insertHoliday(values: { date: string; name: string }) {
      const [row] = await db.insert(holidays).values(values).onConflictDoNothing().returning();
      return row;
    },

    async deleteHoliday(id: string) {
      const deleted = await db.delete(holidays).where(eq(holidays.id, id)).returning({ id: holidays.id });
      return deleted.length > 0;
    },

    remindersPage(enrollmentId: string, page: PageRequest) {
      return tablePage(
        db,
        paymentReminders,
        eq(paymentReminders.enrollmentId, enrollmentId),
        page,
        reminderOrder,
      );
    },

    /** The periods due between two dates that a scheduled reminder may be for (of one course, or all). */
    async candidates(
      range: { from: string; to: string },
      timeZone: string,
      courseId?: string,
    ): Promise<ReminderCandidate[]> {
      const ofCourse: SQL = courseId ? sql`and e.course_id = ${courseId}` : sql``;
      const result = await db.execute<{
        enrollment_id: string;
        number: number;
        due_date: string;
        has_phone: boolean;
        enrolled_on: string;
      }>(sql`
        select p.enrollment_id, p.number, p.due_date::text as due_date,
               coalesce(u.phone, '') <> '' as has_phone,
               (e.created_at at time zone ${timeZone})::date::text as enrolled_on
        from enrollment_periods p
        join enrollments e on e.id = p.enrollment_id
        join users u on u.id = e.user_id
        where p.due_date between ${range.from} and ${range.to}
          and not p.waived and p.paid_amount < p.amount
          and e.status <> 'INACTIVE' and not e.manual ${ofCourse}`);
      return result.rows.map((row) => ({
        enrollmentId: row.enrollment_id,
        periodNumber: row.number,
        dueDate: row.due_date,
        hasPhone: row.has_phone,
        enrolledOn: row.enrolled_on,
      }));
    },

    /**
     * Inserts the reminders that are not there yet (the unique key decides, never a read
     * before): answers the rows this call inserted. Concurrent callers each get only theirs.
     */
    async insertNew(rows: NewReminder[], now: Date): Promise<PaymentReminderRow[]> {
      if (rows.length === 0) return [];
      const json = JSON.stringify(rows.map((row) => ({ ...row, sendAfter: row.sendAfter.toISOString() })));
      const result = await db.execute<{ id: string }>(sql`
        insert into payment_reminders
          (id, enrollment_id, period_number, stage, channel, status, trigger, requested_by,
           send_after, error, created_at, updated_at)
        select v."id", v."enrollmentId", v."periodNumber", v."stage", v."channel"::reminder_channel,
               v."status"::reminder_status, v."trigger"::reminder_trigger, v."requestedBy",
               v."sendAfter", v."error", ${now}, ${now}
        from jsonb_to_recordset(${json}::jsonb) as v(
          "id" uuid, "enrollmentId" uuid, "periodNumber" integer, "stage" text, "channel" text,
          "status" text, "trigger" text, "requestedBy" uuid, "sendAfter" timestamptz, "error" text)
        on conflict (enrollment_id, period_number, stage, channel) do nothing
        returning id`);
      const inserted = new Set(result.rows.map((row) => row.id));
      return rows
        .filter((row) => inserted.has(row.id))
        .map((row) => ({
          ...row,
          attempts: 0,
          messageId: null,
          amount: null,
          sentAt: null,
          createdAt: now,
          updatedAt: now,
        }));
    },

    /** The reminders of a period's stage (both channels), as they are. */
    findOfStage(enrollmentId: string, periodNumber: number, stage: string) {
      return db
        .select()
        .from(paymentReminders)
        .where(matching(paymentReminders, { enrollmentId, periodNumber, stage }));
    },

    /**
     * Locks up to `limit` queued reminders due by `now` (of `ids` only, when given), skipping
     * those another sender holds, and reads each one's period, enrollment and recipient in
     * the same statement: the recheck happens under the lock. Run inside a transaction.
     */
    async claimDue(now: Date, limit: number, ids?: string[]): Promise<ClaimedReminder[]> {
      const only = ids
        ? sql`and r.id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::uuid)`
        : sql``;
      const result = await db.execute<Record<string, unknown>>(sql`
        with claimed as (
          select r.id from payment_reminders r
          where r.status = 'QUEUED' and r.send_after <= ${now} ${only}
          order by r.send_after, r.id
          limit ${limit}
          for update skip locked
        )
        select r.id, r.enrollment_id, r.period_number, r.channel,
               p.amount, p.paid_amount, p.waived, p.due_date::text as due_date,
               e.status as enrollment_status, e.manual, e.currency,
               u.first_name, u.email, u.phone, c.title as course_title
        from claimed
        join payment_reminders r on r.id = claimed.id
        join enrollments e on e.id = r.enrollment_id
        join users u on u.id = e.user_id
        join courses c on c.id = e.course_id
        left join enrollment_periods p on p.enrollment_id = r.enrollment_id and p.number = r.period_number`);
      return result.rows.map((row) => ({
        id: row.id as string,
        enrollmentId: row.enrollment_id as string,
        periodNumber: row.period_number as number,
        channel: row.channel as ReminderChannel,
        amount: row.amount as string | null,
        paidAmount: row.paid_amount as string | null,
        waived: row.waived as boolean | null,
        dueDate: row.due_date as string | null,
        enrollmentStatus: row.enrollment_status as string,
        manual: row.manual as boolean,
        currency: row.currency as ClaimedReminder['currency'],
        firstName: row.first_name as string,
        email: row.email as string,
        phone: row.phone as string | null,
        courseTitle: row.course_title as string,
      }));
    },

    /** Records what the recheck decided (SENDING counts an attempt). */
    async markClaimed(outcomes: ClaimOutcome[], now: Date) {
      if (outcomes.length === 0) return;
      await db.execute(sql`
        update payment_reminders r
        set status = v."status"::reminder_status, amount = v."amount"::numeric, error = v."error",
            attempts = r.attempts + (case when v."status" = 'SENDING' then 1 else 0 end),
            updated_at = ${now}
        from jsonb_to_recordset(${JSON.stringify(outcomes)}::jsonb)
          as v("id" uuid, "status" text, "amount" text, "error" text)
        where r.id = v."id"`);
    },

    /** Records how the sends went. */
    async markSent(outcomes: SendOutcome[], now: Date) {
      if (outcomes.length === 0) return;
      await db.execute(sql`
        update payment_reminders r
        set status = v."status"::reminder_status, message_id = v."messageId", error = v."error",
            sent_at = case when v."status" = 'SENT' then ${now}::timestamptz else null end,
            updated_at = ${now}
        from jsonb_to_recordset(${JSON.stringify(outcomes)}::jsonb)
          as v("id" uuid, "status" text, "messageId" text, "error" text)
        where r.id = v."id"`);
    },
  };
}

export type RemindersRepository = ReturnType<typeof createRemindersRepository>;
