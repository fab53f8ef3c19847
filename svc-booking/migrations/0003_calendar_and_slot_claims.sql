-- Issue 11 (ADR 0021): the needs-rescheduling status, the closed-time read model and one table of slot claims.
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_status_check";--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_status_check" CHECK ("status" IN ('scheduled', 'completed', 'cancelled', 'needs-rescheduling'));--> statement-breakpoint
-- Closed time from svc-clinic's clinic.closure-* (doctor_id NULL) and doctor.leave-* events. `removed` is a tombstone;
-- `event_at` the occurredAt of the last event applied (an older event never overwrites a newer one).
CREATE TABLE "closed_times" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"doctor_id" uuid,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"during" "tstzrange" GENERATED ALWAYS AS (tstzrange(starts_at, ends_at, '[)')) STORED,
	"reason" text DEFAULT '' NOT NULL,
	"removed" boolean DEFAULT false NOT NULL,
	"event_at" timestamp with time zone NOT NULL,
	CONSTRAINT "closed_times_kind_check" CHECK ("kind" IN ('closure', 'public-holiday', 'leave'))
);--> statement-breakpoint
CREATE INDEX "closed_times_during_idx" ON "closed_times" USING gist ("during") WHERE NOT "removed";--> statement-breakpoint
-- Every claim on a doctor's time: one row per non-cancelled appointment (kept by the triggers below) and one per
-- slot hold (written by the service). The exclusion constraint refuses any two overlapping claims of one doctor,
-- so an appointment never overlaps another owner's hold and a hold never overlaps an appointment or another hold.
CREATE TABLE "slot_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"doctor_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"appointment_id" uuid,
	"appointment_date" date NOT NULL,
	"time_slot" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"during" "tstzrange" GENERATED ALWAYS AS (tstzrange(starts_at, ends_at, '[)')) STORED,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slot_claims_kind_check" CHECK (("kind" = 'appointment' AND "appointment_id" IS NOT NULL AND "expires_at" IS NULL) OR ("kind" = 'hold' AND "appointment_id" IS NULL AND "expires_at" IS NOT NULL)),
	CONSTRAINT "slot_claims_no_overlap" EXCLUDE USING gist ("doctor_id" WITH =, "during" WITH &&)
);--> statement-breakpoint
ALTER TABLE "slot_claims" ADD CONSTRAINT "slot_claims_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "slot_claims_appointment_key" ON "slot_claims" ("appointment_id") WHERE "kind" = 'appointment';--> statement-breakpoint
-- One hold per owner (a new hold deletes the previous one first, under the owner's advisory lock).
CREATE UNIQUE INDEX "slot_claims_one_hold_per_owner" ON "slot_claims" ("user_id") WHERE "kind" = 'hold';--> statement-breakpoint
-- An expired hold never blocks anyone: before a claim is written, the expired holds it overlaps are deleted (in
-- the claiming transaction). Under concurrency the exclusion constraint still decides between two live claims.
CREATE FUNCTION "slot_claims_drop_expired"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "slot_claims" c
	WHERE c."kind" = 'hold' AND c."doctor_id" = NEW."doctor_id" AND c."id" <> NEW."id"
		AND c."expires_at" <= now() AND tstzrange(c."starts_at", c."ends_at", '[)') && tstzrange(NEW."starts_at", NEW."ends_at", '[)');
	RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "slot_claims_drop_expired" BEFORE INSERT OR UPDATE OF "starts_at", "ends_at" ON "slot_claims"
	FOR EACH ROW EXECUTE FUNCTION "slot_claims_drop_expired"();--> statement-breakpoint
-- The appointment's claim follows the appointment: written with it, moved with it (reschedule), gone when cancelled.
CREATE FUNCTION "appointments_claim"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW."status" = 'cancelled' THEN
		DELETE FROM "slot_claims" WHERE "appointment_id" = NEW."id" AND "kind" = 'appointment';
	ELSIF TG_OP = 'INSERT' OR OLD."status" = 'cancelled' THEN
		INSERT INTO "slot_claims" ("kind", "doctor_id", "user_id", "appointment_id", "appointment_date", "time_slot", "starts_at", "ends_at")
		VALUES ('appointment', NEW."doctor_id", NEW."user_id", NEW."id", NEW."appointment_date", NEW."time_slot", NEW."starts_at", NEW."ends_at");
	ELSIF OLD."starts_at" IS DISTINCT FROM NEW."starts_at" OR OLD."ends_at" IS DISTINCT FROM NEW."ends_at" OR OLD."doctor_id" IS DISTINCT FROM NEW."doctor_id" THEN
		UPDATE "slot_claims" SET "doctor_id" = NEW."doctor_id", "appointment_date" = NEW."appointment_date",
			"time_slot" = NEW."time_slot", "starts_at" = NEW."starts_at", "ends_at" = NEW."ends_at"
		WHERE "appointment_id" = NEW."id" AND "kind" = 'appointment';
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "appointments_claim" AFTER INSERT OR UPDATE OF "status", "starts_at", "ends_at", "doctor_id" ON "appointments"
	FOR EACH ROW EXECUTE FUNCTION "appointments_claim"();--> statement-breakpoint
INSERT INTO "slot_claims" ("kind", "doctor_id", "user_id", "appointment_id", "appointment_date", "time_slot", "starts_at", "ends_at")
SELECT 'appointment', "doctor_id", "user_id", "id", "appointment_date", "time_slot", "starts_at", "ends_at" FROM "appointments" WHERE "status" <> 'cancelled';
