CREATE TABLE "doctors" (
	"id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"full_name" text NOT NULL,
	"specialization" text NOT NULL,
	"experience" numeric(4, 1) DEFAULT 0 NOT NULL,
	"qualifications" text[] DEFAULT '{}'::text[] NOT NULL,
	"contact_number" text NOT NULL,
	"street" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"location" text DEFAULT 'Battaramulla' NOT NULL,
	"consultation_fee" numeric(10, 2) NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"slot_duration" integer DEFAULT 30 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "doctors_email_lower_check" CHECK ("doctors"."email" = lower("doctors"."email")),
	CONSTRAINT "doctors_slot_duration_check" CHECK ("doctors"."slot_duration" IN (15, 30, 45, 60)),
	CONSTRAINT "doctors_hours_check" CHECK ("doctors"."end_time" > "doctors"."start_time"),
	CONSTRAINT "doctors_fee_check" CHECK ("doctors"."consultation_fee" >= 0),
	CONSTRAINT "doctors_experience_check" CHECK ("doctors"."experience" >= 0)
);
--> statement-breakpoint
CREATE TABLE "occupancy" (
	"appointment_id" text PRIMARY KEY NOT NULL,
	"doctor_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "occupancy_range_check" CHECK ("occupancy"."ends_at" > "occupancy"."starts_at")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "doctors_email_key" ON "doctors" USING btree ("email");--> statement-breakpoint
CREATE INDEX "doctors_active_name_idx" ON "doctors" USING btree ("is_active","full_name");--> statement-breakpoint
CREATE INDEX "occupancy_doctor_time_idx" ON "occupancy" USING btree ("doctor_id","starts_at") WHERE "occupancy"."cancelled_at" IS NULL;