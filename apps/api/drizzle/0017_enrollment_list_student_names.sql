-- The enrollment lists now show each student's name and e-mail (and the course's title,
-- which 0013 already covers: an update of the course bumps it). So a change of a user's
-- first name, last name or e-mail gives a new list version to every course the user is
-- enrolled in, in 0013's two steps: the courses are remembered after the change, and the
-- deferred trigger bumps them at commit (in course-id order, so it never deadlocks).
-- Row triggers here, not statement ones as in 0013: a column list and a WHEN condition keep
-- every other update of a user (a sign-in, a token version) free of any work, which a
-- statement trigger with transition tables cannot (PostgreSQL allows no column list there);
-- names change one user at a time.
CREATE FUNCTION "enrollment_list_student_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "remember_enrollment_list_courses"(
    ARRAY(SELECT DISTINCT e."course_id" FROM "enrollments" e WHERE e."user_id" = NEW."id"));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_renamed_list_courses" AFTER UPDATE OF "first_name", "last_name", "email" ON "users"
  FOR EACH ROW
  WHEN ((OLD."first_name", OLD."last_name", OLD."email") IS DISTINCT FROM (NEW."first_name", NEW."last_name", NEW."email"))
  EXECUTE FUNCTION "enrollment_list_student_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "users_list_versions" AFTER UPDATE OF "first_name", "last_name", "email" ON "users"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD."first_name", OLD."last_name", OLD."email") IS DISTINCT FROM (NEW."first_name", NEW."last_name", NEW."email"))
  EXECUTE FUNCTION "bump_enrollment_list_versions"();
