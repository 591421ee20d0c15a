CREATE SEQUENCE "public"."enrollment_list_version_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "enrollment_list_versions" (
	"course_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- A course's enrollment lists get a new version at the commit of every transaction that
-- changed what they read (schema/enrollments.ts, enrollmentListVersions), in two steps:
-- 1. after each statement, the courses it touched are added to a set kept in a
--    transaction-local setting (statement triggers read the changed rows once, in bulk);
-- 2. at commit, a deferred constraint trigger (the first to fire; the others find the set
--    empty) bumps each course of the set once and notifies it on the channel
--    "enrollment_list_versions" (delivered once the transaction has committed).
-- Version rows are locked only while the transaction commits, and always in the order of the
-- course ids, so two committing transactions never wait on each other in a cycle: no deadlock.
CREATE FUNCTION "remember_enrollment_list_courses"(courses uuid[]) RETURNS void LANGUAGE sql AS $$
  SELECT set_config('catedra.enrollment_list_courses', coalesce((
    SELECT string_agg(DISTINCT c, ',')
    FROM unnest(string_to_array(nullif(current_setting('catedra.enrollment_list_courses', true), ''), ',') || courses::text[]) AS c
    WHERE c IS NOT NULL), ''), true);
$$;--> statement-breakpoint
-- After a statement: the courses of the rows it changed. TG_ARGV[0] is how a changed row `r`
-- names its course: its own column, or its enrollment's (a comment whose enrollment was
-- deleted with it has none here: the enrollment's own trigger remembered the course).
CREATE FUNCTION "enrollment_lists_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed_rows text;
  changed uuid[];
BEGIN
  FOREACH changed_rows IN ARRAY CASE TG_OP
    WHEN 'INSERT' THEN ARRAY['new_rows'] WHEN 'DELETE' THEN ARRAY['old_rows'] ELSE ARRAY['new_rows', 'old_rows'] END
  LOOP
    EXECUTE format('SELECT array_agg(DISTINCT %s) FROM %I r', TG_ARGV[0], changed_rows) INTO changed;
    PERFORM "remember_enrollment_list_courses"(changed);
  END LOOP;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- At commit: bump and announce every remembered course, in the order of their ids.
CREATE FUNCTION "bump_enrollment_list_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  remembered text := current_setting('catedra.enrollment_list_courses', true);
BEGIN
  IF remembered IS NULL OR remembered = '' THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('catedra.enrollment_list_courses', '', true);
  INSERT INTO "enrollment_list_versions" AS v ("course_id", "version")
  SELECT c.id, nextval('enrollment_list_version_seq')
  FROM (SELECT DISTINCT c::uuid AS id FROM unnest(string_to_array(remembered, ',')) AS c) c
  ORDER BY c.id
  ON CONFLICT ("course_id") DO UPDATE SET "version" = excluded."version";
  PERFORM pg_notify('enrollment_list_versions', c) FROM unnest(string_to_array(remembered, ',')) AS c;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "enrollments_inserted_list_courses" AFTER INSERT ON "enrollments"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "enrollment_lists_changed"('r.course_id');--> statement-breakpoint
CREATE TRIGGER "enrollments_updated_list_courses" AFTER UPDATE ON "enrollments"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "enrollment_lists_changed"('r.course_id');--> statement-breakpoint
CREATE TRIGGER "enrollments_deleted_list_courses" AFTER DELETE ON "enrollments"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "enrollment_lists_changed"('r.course_id');--> statement-breakpoint
CREATE TRIGGER "course_classes_inserted_list_courses" AFTER INSERT ON "course_classes"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "enrollment_lists_changed"('r.course_id');--> statement-breakpoint
CREATE TRIGGER "course_classes_updated_list_courses" AFTER UPDATE ON "course_classes"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "enrollment_lists_changed"('r.course_id');--> statement-breakpoint
CREATE TRIGGER "course_classes_deleted_list_courses" AFTER DELETE ON "course_classes"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "enrollment_lists_changed"('r.course_id');--> statement-breakpoint
CREATE TRIGGER "courses_updated_list_courses" AFTER UPDATE ON "courses"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "enrollment_lists_changed"('r.id');--> statement-breakpoint
CREATE TRIGGER "enrollment_comments_inserted_list_courses" AFTER INSERT ON "enrollment_comments"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "enrollment_lists_changed"(
    '(SELECT e.course_id FROM enrollments e WHERE e.id = r.enrollment_id)');--> statement-breakpoint
CREATE TRIGGER "enrollment_comments_updated_list_courses" AFTER UPDATE ON "enrollment_comments"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "enrollment_lists_changed"(
    '(SELECT e.course_id FROM enrollments e WHERE e.id = r.enrollment_id)');--> statement-breakpoint
CREATE TRIGGER "enrollment_comments_deleted_list_courses" AFTER DELETE ON "enrollment_comments"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "enrollment_lists_changed"(
    '(SELECT e.course_id FROM enrollments e WHERE e.id = r.enrollment_id)');--> statement-breakpoint
-- The deferred triggers that bump at commit: one event per changed row is queued, the first
-- one bumps everything, the rest find nothing left to do.
CREATE CONSTRAINT TRIGGER "enrollments_list_versions" AFTER INSERT OR UPDATE OR DELETE ON "enrollments"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_enrollment_list_versions"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "course_classes_list_versions" AFTER INSERT OR UPDATE OR DELETE ON "course_classes"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_enrollment_list_versions"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "courses_list_versions" AFTER UPDATE ON "courses"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_enrollment_list_versions"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "enrollment_comments_list_versions" AFTER INSERT OR UPDATE OR DELETE ON "enrollment_comments"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_enrollment_list_versions"();--> statement-breakpoint
-- Courses that already have enrollments start with a version (a course without a row is
-- never served from the cache).
INSERT INTO "enrollment_list_versions" ("course_id", "version")
SELECT c."course_id", nextval('enrollment_list_version_seq') FROM (SELECT DISTINCT "course_id" FROM "enrollments") c;
