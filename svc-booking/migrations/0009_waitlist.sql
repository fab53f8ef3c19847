CREATE TABLE "waitlist_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"doctor_id" uuid,
	"date" date NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"added_by_desk" boolean DEFAULT false NOT NULL,
	"offer_claim_id" uuid,
	"offer_doctor_id" uuid,
	"offer_date" date,
	"offer_time_slot" text,
	"offer_starts_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_entries_status_check" CHECK ("waitlist_entries"."status" IN ('waiting', 'offered', 'booked', 'lapsed', 'left')),
	CONSTRAINT "waitlist_entries_offer_check" CHECK ("waitlist_entries"."status" <> 'offered' OR ("waitlist_entries"."offer_doctor_id" IS NOT NULL AND "waitlist_entries"."offer_date" IS NOT NULL AND "waitlist_entries"."offer_time_slot" IS NOT NULL AND "waitlist_entries"."offer_starts_at" IS NOT NULL AND "waitlist_entries"."offer_expires_at" IS NOT NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_live_key" ON "waitlist_entries" USING btree ("user_id","date",coalesce("doctor_id"::text, 'any')) WHERE "waitlist_entries"."status" IN ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX "waitlist_entries_day_idx" ON "waitlist_entries" USING btree ("date","status","created_at");--> statement-breakpoint
CREATE INDEX "waitlist_entries_user_idx" ON "waitlist_entries" USING btree ("user_id","date");--> statement-breakpoint
-- The waitlist (issue 39 phase B): a scheduled appointment of an owner on a clinic date ends their live entries of
-- that date for its doctor or for any doctor (booked) — taking the slot held for them, or booking another slot that
-- day (also a move onto that day, or a visit scheduled again after its closure was removed). In the booking's
-- transaction, so the entry and the appointment commit together.
CREATE FUNCTION "waitlist_booked"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW."status" = 'scheduled' THEN
		UPDATE "waitlist_entries" SET "status" = 'booked', "updated_at" = now()
		WHERE "user_id" = NEW."user_id" AND "date" = NEW."appointment_date" AND "status" IN ('waiting', 'offered')
			AND ("doctor_id" IS NULL OR "doctor_id" = NEW."doctor_id");
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "appointments_waitlist" AFTER INSERT OR UPDATE OF "status", "starts_at" ON "appointments"
	FOR EACH ROW EXECUTE FUNCTION "waitlist_booked"();
