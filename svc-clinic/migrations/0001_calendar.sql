CREATE TABLE "clinic_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"closed_on_public_holidays" boolean DEFAULT true NOT NULL,
	CONSTRAINT "clinic_settings_single_row" CHECK ("clinic_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "closed_time" (
	"closure_id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"date" date NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	CONSTRAINT "closed_time_kind_check" CHECK ("closed_time"."kind" IN ('closure', 'public-holiday')),
	CONSTRAINT "closed_time_range_check" CHECK ("closed_time"."ends_at" > "closed_time"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "closures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"date" date NOT NULL,
	"start_time" time,
	"end_time" time,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "closures_range_check" CHECK ("closures"."ends_at" > "closures"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "day_overrides" (
	"date" date PRIMARY KEY NOT NULL,
	"open" boolean NOT NULL,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "doctor_leave" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"doctor_id" uuid NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"start_time" time,
	"end_time" time,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "doctor_leave_range_check" CHECK ("doctor_leave"."ends_at" > "doctor_leave"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "public_holidays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"date" date NOT NULL,
	"name" text NOT NULL,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"seed_key" text,
	"original_date" date,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "public_holidays_status_check" CHECK ("public_holidays"."status" IN ('gazetted', 'provisional', 'confirmed')),
	CONSTRAINT "public_holidays_source_check" CHECK ("public_holidays"."source" IN ('seed', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "slot_holds" (
	"hold_id" text PRIMARY KEY NOT NULL,
	"doctor_id" uuid NOT NULL,
	"user_id" text,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "occupancy" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "occupancy" ADD COLUMN "appointment_date" date;--> statement-breakpoint
ALTER TABLE "occupancy" ADD COLUMN "time_slot" text;--> statement-breakpoint
ALTER TABLE "occupancy" ADD COLUMN "pet_name" text;--> statement-breakpoint
CREATE INDEX "closed_time_time_idx" ON "closed_time" USING btree ("starts_at","ends_at");--> statement-breakpoint
CREATE INDEX "closures_time_idx" ON "closures" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "doctor_leave_doctor_time_idx" ON "doctor_leave" USING btree ("doctor_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "public_holidays_seed_key" ON "public_holidays" USING btree ("seed_key");--> statement-breakpoint
CREATE UNIQUE INDEX "public_holidays_date_name_key" ON "public_holidays" USING btree ("date",lower("name")) WHERE "public_holidays"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "slot_holds_doctor_time_idx" ON "slot_holds" USING btree ("doctor_id","starts_at") WHERE "slot_holds"."released_at" IS NULL;--> statement-breakpoint
INSERT INTO "clinic_settings" ("id", "closed_on_public_holidays") VALUES (1, true) ON CONFLICT DO NOTHING;