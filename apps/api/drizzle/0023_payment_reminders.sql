CREATE TYPE "public"."reminder_channel" AS ENUM('WHATSAPP', 'EMAIL');--> statement-breakpoint
CREATE TYPE "public"."reminder_status" AS ENUM('QUEUED', 'SENDING', 'SENT', 'FAILED', 'CANCELLED', 'SKIPPED');--> statement-breakpoint
CREATE TYPE "public"."reminder_trigger" AS ENUM('SCHEDULE', 'STAFF');--> statement-breakpoint
CREATE TABLE "holidays" (
	"id" uuid PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"name" varchar(120) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_reminders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"enrollment_id" uuid NOT NULL,
	"period_number" integer NOT NULL,
	"stage" varchar(40) NOT NULL,
	"channel" "reminder_channel" NOT NULL,
	"status" "reminder_status" DEFAULT 'QUEUED' NOT NULL,
	"trigger" "reminder_trigger" NOT NULL,
	"requested_by" uuid,
	"send_after" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"message_id" varchar(200),
	"amount" numeric(14, 2),
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminder_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"stages" integer[] DEFAULT '{-3,0,3}' NOT NULL,
	"whatsapp_template_id" varchar(200) NOT NULL,
	"whatsapp_values" text[] NOT NULL,
	"whatsapp_text" text NOT NULL,
	"email_subject" varchar(200) NOT NULL,
	"email_text" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_settings_single_row" CHECK ("reminder_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "payment_reminders" ADD CONSTRAINT "payment_reminders_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_reminders" ADD CONSTRAINT "payment_reminders_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "holidays_date_key" ON "holidays" USING btree ("date");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_reminders_period_stage_channel_key" ON "payment_reminders" USING btree ("enrollment_id","period_number","stage","channel");--> statement-breakpoint
CREATE INDEX "payment_reminders_queued_idx" ON "payment_reminders" USING btree ("send_after") WHERE "payment_reminders"."status" = 'QUEUED';--> statement-breakpoint
CREATE INDEX "payment_reminders_enrollment_created_idx" ON "payment_reminders" USING btree ("enrollment_id","created_at");--> statement-breakpoint
-- The defaults: D-3, D0 and D+3, the WhatsApp template's values and the e-mail's words.
INSERT INTO "reminder_settings" ("id", "stages", "whatsapp_template_id", "whatsapp_values", "whatsapp_text", "email_subject", "email_text") VALUES (1, '{-3,0,3}', 'recordatorio_pago', '{firstName,amount,dueDate,link}', 'Hola {{firstName}}, te recordamos la cuota de {{amount}} de {{course}}, con vencimiento el {{dueDate}}. Podés pagarla acá: {{link}}', 'Recordatorio de pago: {{course}}', 'Te recordamos que la cuota de {{amount}} de {{course}} vence el {{dueDate}}.
Podés pagarla desde este enlace:') ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Argentina's national holidays 2026–2028 (Law 27.399's movable days moved to their Monday); editable.
INSERT INTO "holidays" ("id", "date", "name") SELECT gen_random_uuid(), v.date::date, v.name FROM (VALUES
  ('2026-01-01', 'Año Nuevo'),
  ('2026-02-16', 'Carnaval'),
  ('2026-02-17', 'Carnaval'),
  ('2026-03-24', 'Día Nacional de la Memoria por la Verdad y la Justicia'),
  ('2026-04-02', 'Día del Veterano y de los Caídos en la Guerra de Malvinas'),
  ('2026-04-03', 'Viernes Santo'),
  ('2026-05-01', 'Día del Trabajador'),
  ('2026-05-25', 'Día de la Revolución de Mayo'),
  ('2026-06-15', 'Paso a la Inmortalidad del General Martín Miguel de Güemes'),
  ('2026-06-20', 'Paso a la Inmortalidad del General Manuel Belgrano'),
  ('2026-07-09', 'Día de la Independencia'),
  ('2026-08-17', 'Paso a la Inmortalidad del General José de San Martín'),
  ('2026-10-12', 'Día del Respeto a la Diversidad Cultural'),
  ('2026-11-23', 'Día de la Soberanía Nacional'),
  ('2026-12-08', 'Inmaculada Concepción de María'),
  ('2026-12-25', 'Navidad'),
  ('2027-01-01', 'Año Nuevo'),
  ('2027-02-08', 'Carnaval'),
  ('2027-02-09', 'Carnaval'),
  ('2027-03-24', 'Día Nacional de la Memoria por la Verdad y la Justicia'),
  ('2027-03-26', 'Viernes Santo'),
  ('2027-04-02', 'Día del Veterano y de los Caídos en la Guerra de Malvinas'),
  ('2027-05-01', 'Día del Trabajador'),
  ('2027-05-25', 'Día de la Revolución de Mayo'),
  ('2027-06-20', 'Paso a la Inmortalidad del General Manuel Belgrano'),
  ('2027-06-21', 'Paso a la Inmortalidad del General Martín Miguel de Güemes'),
  ('2027-07-09', 'Día de la Independencia'),
  ('2027-08-16', 'Paso a la Inmortalidad del General José de San Martín'),
  ('2027-10-11', 'Día del Respeto a la Diversidad Cultural'),
  ('2027-11-20', 'Día de la Soberanía Nacional'),
  ('2027-12-08', 'Inmaculada Concepción de María'),
  ('2027-12-25', 'Navidad'),
  ('2028-01-01', 'Año Nuevo'),
  ('2028-02-28', 'Carnaval'),
  ('2028-02-29', 'Carnaval'),
  ('2028-03-24', 'Día Nacional de la Memoria por la Verdad y la Justicia'),
  ('2028-04-02', 'Día del Veterano y de los Caídos en la Guerra de Malvinas'),
  ('2028-04-14', 'Viernes Santo'),
  ('2028-05-01', 'Día del Trabajador'),
  ('2028-05-25', 'Día de la Revolución de Mayo'),
  ('2028-06-17', 'Paso a la Inmortalidad del General Martín Miguel de Güemes'),
  ('2028-06-20', 'Paso a la Inmortalidad del General Manuel Belgrano'),
  ('2028-07-09', 'Día de la Independencia'),
  ('2028-08-21', 'Paso a la Inmortalidad del General José de San Martín'),
  ('2028-10-16', 'Día del Respeto a la Diversidad Cultural'),
  ('2028-11-20', 'Día de la Soberanía Nacional'),
  ('2028-12-08', 'Inmaculada Concepción de María'),
  ('2028-12-25', 'Navidad')
) AS v(date, name) ON CONFLICT DO NOTHING;
