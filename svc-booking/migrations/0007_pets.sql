CREATE TABLE "care_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pet_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"schedule_id" text,
	"name" text NOT NULL,
	"batch_number" text DEFAULT '' NOT NULL,
	"given_on" date NOT NULL,
	"next_due_on" date,
	"appointment_id" uuid,
	"doctor_id" uuid,
	"doctor_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "care_schedules" (
	"id" text PRIMARY KEY NOT NULL,
	"species" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"first_dose_age_weeks" integer NOT NULL,
	"stages" jsonb NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"edited_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pet_weights" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pet_id" uuid NOT NULL,
	"weight_grams" integer NOT NULL,
	"recorded_on" date NOT NULL,
	"source" text NOT NULL,
	"appointment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"species" text NOT NULL,
	"breed" text DEFAULT '' NOT NULL,
	"sex" text DEFAULT 'unknown' NOT NULL,
	"neutered" boolean,
	"date_of_birth" date,
	"date_of_birth_estimated" boolean DEFAULT false NOT NULL,
	"microchip_number" text DEFAULT '' NOT NULL,
	"colour_markings" text DEFAULT '' NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prescriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pet_id" uuid NOT NULL,
	"medicine" text NOT NULL,
	"dose" text NOT NULL,
	"duration" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"prescribed_on" date NOT NULL,
	"appointment_id" uuid,
	"doctor_id" uuid,
	"doctor_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "pet_id" uuid;--> statement-breakpoint
ALTER TABLE "care_records" ADD CONSTRAINT "care_records_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_records" ADD CONSTRAINT "care_records_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_weights" ADD CONSTRAINT "pet_weights_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_weights" ADD CONSTRAINT "pet_weights_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "care_records_pet_idx" ON "care_records" USING btree ("pet_id","given_on");--> statement-breakpoint
CREATE INDEX "care_records_due_idx" ON "care_records" USING btree ("next_due_on");--> statement-breakpoint
CREATE INDEX "pet_weights_pet_idx" ON "pet_weights" USING btree ("pet_id","recorded_on");--> statement-breakpoint
CREATE INDEX "pets_user_idx" ON "pets" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "prescriptions_pet_idx" ON "prescriptions" USING btree ("pet_id","prescribed_on");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_pet_idx" ON "appointments" USING btree ("pet_id","starts_at");--> statement-breakpoint
-- Checks drizzle-kit does not write: the vocabularies of the contracts (pet-care.ts), positive weights.
ALTER TABLE "pets" ADD CONSTRAINT "pets_species_check" CHECK ("species" IN ('Dog', 'Cat', 'Rabbit', 'Bird', 'Other'));--> statement-breakpoint
ALTER TABLE "pets" ADD CONSTRAINT "pets_sex_check" CHECK ("sex" IN ('male', 'female', 'unknown'));--> statement-breakpoint
ALTER TABLE "pet_weights" ADD CONSTRAINT "pet_weights_positive_check" CHECK ("weight_grams" > 0);--> statement-breakpoint
ALTER TABLE "pet_weights" ADD CONSTRAINT "pet_weights_source_check" CHECK ("source" IN ('owner', 'visit'));--> statement-breakpoint
ALTER TABLE "care_records" ADD CONSTRAINT "care_records_kind_check" CHECK ("kind" IN ('vaccination', 'deworming', 'tick-flea'));--> statement-breakpoint
-- Every visit booked before pets were records gets one: per owner, one pet per name (trimmed, case-insensitive) and type, with
-- the breed of its latest visit and, from the age then given, an estimated date of birth (the booking day minus the age
-- in whole months, as birthDateOf does).
INSERT INTO "pets" ("user_id", "name", "species", "breed", "date_of_birth", "date_of_birth_estimated", "created_at")
SELECT DISTINCT ON (v."user_id", lower(v."name"), v."species")
  v."user_id", v."name", v."species", v."breed",
  CASE WHEN v."age" IS NOT NULL THEN (v."booked_on" - make_interval(months => round(v."age" * 12)::integer))::date END,
  v."age" IS NOT NULL,
  v."created_at"
FROM (
  SELECT a."user_id", btrim(a."pet"->>'name') AS "name",
    CASE WHEN a."pet"->>'type' IN ('Dog', 'Cat', 'Rabbit', 'Bird') THEN a."pet"->>'type' ELSE 'Other' END AS "species",
    coalesce(a."pet"->>'breed', '') AS "breed",
    CASE WHEN jsonb_typeof(a."pet"->'age') = 'number' AND (a."pet"->>'age')::numeric BETWEEN 0 AND 40 THEN (a."pet"->>'age')::numeric END AS "age",
    (a."created_at" AT TIME ZONE 'Asia/Colombo')::date AS "booked_on",
    a."created_at"
  FROM "appointments" a
) v
ORDER BY v."user_id", lower(v."name"), v."species", v."created_at" DESC;--> statement-breakpoint
UPDATE "appointments" a SET "pet_id" = p."id"
FROM "pets" p
WHERE a."pet_id" IS NULL AND p."user_id" = a."user_id" AND lower(p."name") = lower(btrim(a."pet"->>'name'))
  AND p."species" = CASE WHEN a."pet"->>'type' IN ('Dog', 'Cat', 'Rabbit', 'Bird') THEN a."pet"->>'type' ELSE 'Other' END;
