CREATE TYPE "public"."attendance_status" AS ENUM('PRESENT', 'ABSENT', 'LATE', 'EXCUSED');--> statement-breakpoint
CREATE TYPE "public"."enrollment_status" AS ENUM('PENDING', 'ACTIVE', 'FINISHED', 'INACTIVE');--> statement-breakpoint
CREATE TABLE "attendances" (
	"id" uuid PRIMARY KEY NOT NULL,
	"course_id" uuid NOT NULL,
	"class_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" "attendance_status" NOT NULL,
	"note" varchar(500),
	"recorded_by" uuid NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_classes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"course_id" uuid NOT NULL,
	"title" varchar(200) NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"meeting_url" varchar(2048),
	"recording_url" varchar(2048),
	"visible" boolean DEFAULT true NOT NULL,
	"content_body" text,
	"content_resources" jsonb,
	"content_updated_by" uuid,
	"content_updated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_exams" (
	"id" uuid PRIMARY KEY NOT NULL,
	"course_id" uuid NOT NULL,
	"title" varchar(200) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"max_score" numeric(7, 2) NOT NULL,
	"passing_score" numeric(7, 2) NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_templates" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"topic_id" uuid NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"classes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"exams" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_topics" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"slug" varchar(120) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"slug" varchar(120) NOT NULL,
	"summary" varchar(1000) DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"topic_id" uuid NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"teacher_ids" uuid[] DEFAULT '{}' NOT NULL,
	"host_ids" uuid[] DEFAULT '{}' NOT NULL,
	"country" varchar(2),
	"alliance_id" uuid,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"timezone_id" varchar(64) NOT NULL,
	"capacity" integer,
	"active" boolean DEFAULT false NOT NULL,
	"enrollment_open" boolean DEFAULT true NOT NULL,
	"invitation_url" varchar(2048),
	"cover_image_url" varchar(2048),
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_submissions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"exam_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"answer" text NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"score" numeric(7, 2),
	"feedback" text,
	"graded_by" uuid,
	"graded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teacher_instructions" (
	"class_id" uuid PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" varchar(16) NOT NULL,
	"user_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"enrollment_id" uuid NOT NULL,
	"organization_id" uuid,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_by" uuid,
	"grade" varchar(50),
	"active" boolean DEFAULT true NOT NULL,
	"forced_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enrollments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"status" "enrollment_status" DEFAULT 'PENDING' NOT NULL,
	"finished_at" timestamp with time zone,
	"inactive_reason" text,
	"inactivated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attendances" ADD CONSTRAINT "attendances_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendances" ADD CONSTRAINT "attendances_class_id_course_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."course_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendances" ADD CONSTRAINT "attendances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendances" ADD CONSTRAINT "attendances_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_classes" ADD CONSTRAINT "course_classes_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_classes" ADD CONSTRAINT "course_classes_content_updated_by_users_id_fk" FOREIGN KEY ("content_updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_exams" ADD CONSTRAINT "course_exams_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_templates" ADD CONSTRAINT "course_templates_topic_id_course_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."course_topics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_topic_id_course_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."course_topics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_submissions" ADD CONSTRAINT "exam_submissions_exam_id_course_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."course_exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_submissions" ADD CONSTRAINT "exam_submissions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_submissions" ADD CONSTRAINT "exam_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_submissions" ADD CONSTRAINT "exam_submissions_graded_by_users_id_fk" FOREIGN KEY ("graded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_instructions" ADD CONSTRAINT "teacher_instructions_class_id_course_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."course_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_instructions" ADD CONSTRAINT "teacher_instructions_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attendances_class_id_user_id_key" ON "attendances" USING btree ("class_id","user_id");--> statement-breakpoint
CREATE INDEX "attendances_course_id_user_id_idx" ON "attendances" USING btree ("course_id","user_id");--> statement-breakpoint
CREATE INDEX "course_classes_course_id_starts_at_idx" ON "course_classes" USING btree ("course_id","starts_at");--> statement-breakpoint
CREATE INDEX "course_classes_course_id_ends_at_idx" ON "course_classes" USING btree ("course_id","ends_at");--> statement-breakpoint
CREATE INDEX "course_classes_course_id_title_idx" ON "course_classes" USING btree ("course_id","title");--> statement-breakpoint
CREATE INDEX "course_classes_course_id_created_at_idx" ON "course_classes" USING btree ("course_id","created_at");--> statement-breakpoint
CREATE INDEX "course_exams_course_id_opens_at_idx" ON "course_exams" USING btree ("course_id","opens_at");--> statement-breakpoint
CREATE INDEX "course_exams_course_id_due_at_idx" ON "course_exams" USING btree ("course_id","due_at");--> statement-breakpoint
CREATE INDEX "course_exams_course_id_title_idx" ON "course_exams" USING btree ("course_id","title");--> statement-breakpoint
CREATE INDEX "course_exams_course_id_created_at_idx" ON "course_exams" USING btree ("course_id","created_at");--> statement-breakpoint
CREATE INDEX "course_templates_topic_id_idx" ON "course_templates" USING btree ("topic_id");--> statement-breakpoint
CREATE INDEX "course_templates_active_name_idx" ON "course_templates" USING btree ("active","name");--> statement-breakpoint
CREATE UNIQUE INDEX "course_topics_slug_key" ON "course_topics" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "course_topics_name_idx" ON "course_topics" USING btree ("name");--> statement-breakpoint
CREATE INDEX "course_topics_created_at_idx" ON "course_topics" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "courses_slug_key" ON "courses" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "courses_topic_id_idx" ON "courses" USING btree ("topic_id");--> statement-breakpoint
CREATE INDEX "courses_tags_idx" ON "courses" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "courses_teacher_ids_idx" ON "courses" USING gin ("teacher_ids");--> statement-breakpoint
CREATE INDEX "courses_host_ids_idx" ON "courses" USING gin ("host_ids");--> statement-breakpoint
CREATE INDEX "courses_country_idx" ON "courses" USING btree ("country");--> statement-breakpoint
CREATE INDEX "courses_alliance_id_idx" ON "courses" USING btree ("alliance_id");--> statement-breakpoint
CREATE INDEX "courses_active_start_date_idx" ON "courses" USING btree ("active","start_date");--> statement-breakpoint
CREATE INDEX "courses_start_date_idx" ON "courses" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "courses_title_idx" ON "courses" USING btree ("title");--> statement-breakpoint
CREATE INDEX "courses_created_at_idx" ON "courses" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "courses_search_text_idx" ON "courses" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "exam_submissions_exam_id_user_id_key" ON "exam_submissions" USING btree ("exam_id","user_id");--> statement-breakpoint
CREATE INDEX "exam_submissions_user_id_idx" ON "exam_submissions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "exam_submissions_course_id_idx" ON "exam_submissions" USING btree ("course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_code_key" ON "certificates" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_enrollment_id_key" ON "certificates" USING btree ("enrollment_id");--> statement-breakpoint
CREATE INDEX "certificates_user_id_idx" ON "certificates" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "certificates_course_id_idx" ON "certificates" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "certificates_organization_id_idx" ON "certificates" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "certificates_active_issued_at_idx" ON "certificates" USING btree ("active","issued_at");--> statement-breakpoint
CREATE INDEX "certificates_issued_at_idx" ON "certificates" USING btree ("issued_at");--> statement-breakpoint
CREATE INDEX "certificates_created_at_idx" ON "certificates" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "enrollments_user_id_course_id_current_key" ON "enrollments" USING btree ("user_id","course_id") WHERE "enrollments"."status" <> 'INACTIVE';--> statement-breakpoint
CREATE INDEX "enrollments_course_id_status_idx" ON "enrollments" USING btree ("course_id","status");--> statement-breakpoint
CREATE INDEX "enrollments_user_id_idx" ON "enrollments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "enrollments_created_at_idx" ON "enrollments" USING btree ("created_at");