-- A certificate keeps the student's name and the course's title as they were when issued.
-- Existing certificates take today's names (the best record there is), then the columns are required.
ALTER TABLE "certificates" ADD COLUMN "student_name" varchar(201);--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "course_title" varchar(200);--> statement-breakpoint
UPDATE "certificates" SET
  "student_name" = "users"."first_name" || ' ' || "users"."last_name",
  "course_title" = "courses"."title"
FROM "users", "courses"
WHERE "users"."id" = "certificates"."user_id" AND "courses"."id" = "certificates"."course_id";--> statement-breakpoint
ALTER TABLE "certificates" ALTER COLUMN "student_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ALTER COLUMN "course_title" SET NOT NULL;
