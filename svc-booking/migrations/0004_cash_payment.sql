CREATE TABLE "appointment_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" uuid NOT NULL,
	"actor_id" uuid NOT NULL,
	"actor_role" text NOT NULL,
	"action" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "cash_amount" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "cash_receipt_number" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "cash_recorded_by" uuid;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "cash_recorded_role" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "cash_recorded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointment_audit" ADD CONSTRAINT "appointment_audit_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_audit_appointment_idx" ON "appointment_audit" USING btree ("appointment_id","created_at");--> statement-breakpoint
-- Cash at the desk: recorded only on a pay-at-clinic appointment whose payment is completed, all of it together.
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_cash_payment_check" CHECK ("cash_amount" IS NULL OR ("payment_method" = 'cash' AND "payment_status" = 'completed' AND "cash_amount" > 0 AND "cash_receipt_number" IS NOT NULL AND "cash_recorded_by" IS NOT NULL AND "cash_recorded_role" IS NOT NULL AND "cash_recorded_at" IS NOT NULL));
