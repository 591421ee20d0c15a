ALTER TABLE "enrollments" ADD COLUMN "unpaid_due_dates" date[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "unpaid_running_totals" numeric(14, 2)[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
-- The unpaid schedule of existing enrollments, as the enrollments repository's refreshFiguresSql writes it.
UPDATE "enrollments" e SET "unpaid_due_dates" = f.dates, "unpaid_running_totals" = f.totals
FROM "enrollments" s CROSS JOIN LATERAL (
  SELECT coalesce(array_agg(p.due_date ORDER BY p.due_date, p.number) FILTER (WHERE p.owed), '{}') AS dates,
         coalesce(array_agg(p.running ORDER BY p.due_date, p.number) FILTER (WHERE p.owed), '{}') AS totals
  FROM (
    SELECT q.due_date, q.number, (NOT q.waived AND q.paid_amount < q.amount) AS owed,
           sum(q.amount - q.paid_amount) FILTER (WHERE NOT q.waived AND q.paid_amount < q.amount)
             OVER (ORDER BY q.due_date, q.number) AS running
    FROM "enrollment_periods" q WHERE q.enrollment_id = s.id
  ) p
) f
WHERE e.id = s.id AND e."oldest_unpaid_due_date" IS NOT NULL;
