CREATE TABLE "doctors" (
	"id" uuid PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"specialization" text NOT NULL,
	"consultation_fee" numeric(12, 2) NOT NULL,
	"clinic_address" jsonb NOT NULL,
	"contact_number" text NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"slot_duration" integer NOT NULL,
	"is_active" boolean NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"event_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "owners" (
	"id" uuid PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"contact_number" text NOT NULL,
	"event_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaires" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"answers" jsonb NOT NULL,
	"summary" text NOT NULL,
	"urgency_level" text NOT NULL,
	"recommendations" jsonb NOT NULL,
	"fired_rules" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointments" ALTER COLUMN "consultation_fee" SET DATA TYPE numeric(12, 2);--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "payment_card" jsonb;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "questionnaires" ADD CONSTRAINT "questionnaires_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaires_appointment_key" ON "questionnaires" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "questionnaires_user_idx" ON "questionnaires" USING btree ("user_id");