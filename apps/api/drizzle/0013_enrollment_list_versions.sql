CREATE SEQUENCE "public"."enrollment_list_version_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "enrollment_list_versions" (
	"course_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- A course's enrollment lists get a new version at the commit of every transaction that
-- changed what they read (schema/enrollments.ts, enrollmentListVersions). The triggers are
-- deferred constraint triggers, so they run at commit time: the version row is locked only
-- while the transaction commits, not for its whole length, and the new version becomes
-- visible in the same instant as the change. One bump per course and transaction: a row this
-- transaction already wrote (its xmin) is left alone. Listeners on the channel
-- "enrollment_list_versions" hear the course's id once the transaction has committed
-- (PostgreSQL sends one notification per distinct payload and transaction).
CREATE FUNCTION "bump_enrollment_list_version"(course uuid) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "enrollment_list_versions" AS v ("course_id", "version")
  VALUES (course, nextval('enrollment_list_version_seq'))
  ON CONFLICT ("course_id") DO UPDATE SET "version" = nextval('enrollment_list_version_seq')
  WHERE v.xmin <> pg_current_xact_id()::xid;
  SELECT pg_notify('enrollment_list_versions', course::text);
$$;--> statement-breakpoint
-- Rows that carry the course: enrollments and classes (their own course_id), courses (id).
CREATE FUNCTION "enrollment_lists_changed_by_course_row"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  column_name text := TG_ARGV[0];
  new_course uuid;
  old_course uuid;
BEGIN
  IF TG_OP <> 'DELETE' THEN
    new_course := (to_jsonb(NEW) ->> column_name)::uuid;
    PERFORM "bump_enrollment_list_version"(new_course);
  END IF;
  IF TG_OP <> 'INSERT' THEN
    old_course := (to_jsonb(OLD) ->> column_name)::uuid;
    IF old_course IS DISTINCT FROM new_course THEN
      PERFORM "bump_enrollment_list_version"(old_course);
    END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Comments carry their enrollment: its course is looked up (gone with it: nothing to bump).
-- One primary-key lookup per row, so the plan PL/pgSQL keeps stays an index scan.
CREATE FUNCTION "enrollment_lists_changed_by_comment"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    PERFORM "bump_enrollment_list_version"(e."course_id") FROM "enrollments" e WHERE e."id" = NEW."enrollment_id";
  END IF;
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD."enrollment_id" <> NEW."enrollment_id") THEN
    PERFORM "bump_enrollment_list_version"(e."course_id") FROM "enrollments" e WHERE e."id" = OLD."enrollment_id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "enrollments_list_version" AFTER INSERT OR UPDATE OR DELETE ON "enrollments"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "enrollment_lists_changed_by_course_row"('course_id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "course_classes_list_version" AFTER INSERT OR UPDATE OR DELETE ON "course_classes"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "enrollment_lists_changed_by_course_row"('course_id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "courses_list_version" AFTER UPDATE ON "courses"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "enrollment_lists_changed_by_course_row"('id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "enrollment_comments_list_version" AFTER INSERT OR UPDATE OR DELETE ON "enrollment_comments"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "enrollment_lists_changed_by_comment"();--> statement-breakpoint
-- Courses that already have enrollments start with a version (a course without a row is
-- never served from the cache).
INSERT INTO "enrollment_list_versions" ("course_id", "version")
SELECT c."course_id", nextval('enrollment_list_version_seq') FROM (SELECT DISTINCT "course_id" FROM "enrollments") c;
