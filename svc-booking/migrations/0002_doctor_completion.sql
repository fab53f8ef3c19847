CREATE TABLE "pending_doctor_states" (
	"doctor_id" uuid PRIMARY KEY NOT NULL,
	"is_active" boolean,
	"status_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "completion" jsonb;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "doctor_notes" text;--> statement-breakpoint
-- The doctor's findings exist only on a completed appointment.
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_completion_check" CHECK ("completion" IS NULL OR "status" = 'completed');
