CREATE TABLE "appointments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"doctor_id" uuid NOT NULL,
	"appointment_date" date NOT NULL,
	"time_slot" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"during" "tstzrange" GENERATED ALWAYS AS (tstzrange(starts_at, ends_at, '[)')) STORED,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"reason" text NOT NULL,
	"pet" jsonb NOT NULL,
	"doctor" jsonb NOT NULL,
	"user" jsonb NOT NULL,
	"consultation_fee" integer NOT NULL,
	"payment_method" text NOT NULL,
	"payment_status" text NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_appointment_id_key" ON "appointments" USING btree ("appointment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_user_idempotency_key" ON "appointments" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "appointments_user_idx" ON "appointments" USING btree ("user_id","starts_at");--> statement-breakpoint
CREATE INDEX "appointments_doctor_idx" ON "appointments" USING btree ("doctor_id","starts_at");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_status_check" CHECK ("status" IN ('scheduled', 'completed', 'cancelled'));--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_time_check" CHECK ("ends_at" > "starts_at");--> statement-breakpoint
-- No double booking (invariant 1): two non-cancelled appointments of one doctor never overlap in time.
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_no_overlap" EXCLUDE USING gist ("doctor_id" WITH =, "during" WITH &&) WHERE ("status" <> 'cancelled');
