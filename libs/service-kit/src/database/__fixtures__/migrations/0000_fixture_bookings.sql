CREATE TABLE "fixture_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"doctor_id" text NOT NULL,
	"during" tstzrange NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fixture_bookings" ADD CONSTRAINT "fixture_bookings_no_overlap"
	EXCLUDE USING gist ("doctor_id" WITH =, "during" WITH &&) WHERE ("status" <> 'cancelled');
