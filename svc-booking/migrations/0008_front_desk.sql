CREATE TABLE "walk_ins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_date" date NOT NULL,
	"queue_number" integer NOT NULL,
	"doctor_id" uuid,
	"owner_name" text NOT NULL,
	"contact_number" text NOT NULL,
	"pet_name" text NOT NULL,
	"pet_type" text NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"created_by" uuid NOT NULL,
	"arrived_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "arrival_state" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "arrival_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "arrival_recorded_by" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "walk_ins_day_number_key" ON "walk_ins" USING btree ("clinic_date","queue_number");--> statement-breakpoint
CREATE INDEX "walk_ins_day_doctor_idx" ON "walk_ins" USING btree ("clinic_date","doctor_id");--> statement-breakpoint
CREATE INDEX "appointments_date_idx" ON "appointments" USING btree ("appointment_date","starts_at");--> statement-breakpoint
CREATE INDEX "appointments_no_show_idx" ON "appointments" USING btree ("user_id","appointment_date") WHERE arrival_state = 'no-show';--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_arrival_state_check" CHECK (arrival_state IS NULL OR (arrival_state IN ('arrived', 'no-show') AND arrival_at IS NOT NULL));--> statement-breakpoint
ALTER TABLE "walk_ins" ADD CONSTRAINT "walk_ins_status_check" CHECK (status IN ('waiting', 'with-doctor', 'done', 'left'));--> statement-breakpoint
ALTER TABLE "walk_ins" ADD CONSTRAINT "walk_ins_queue_number_check" CHECK (queue_number > 0);--> statement-breakpoint
-- The live day sheet (issue 39): every change to a day's appointments or walk-ins notifies `desk_day` with the clinic
-- date and the doctor, at commit (identical payloads of one transaction are sent once). A move notifies both days.
CREATE FUNCTION desk_day_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  new_date text;
  old_date text;
BEGIN
  IF TG_TABLE_NAME = 'walk_ins' THEN
    new_date := NEW.clinic_date::text;
    PERFORM pg_notify('desk_day', json_build_object('date', new_date, 'doctorId', NEW.doctor_id, 'walkIn', true)::text);
    IF TG_OP = 'UPDATE' AND OLD.doctor_id IS DISTINCT FROM NEW.doctor_id THEN
      PERFORM pg_notify('desk_day', json_build_object('date', new_date, 'doctorId', OLD.doctor_id, 'walkIn', true)::text);
    END IF;
  ELSE
    new_date := NEW.appointment_date::text;
    PERFORM pg_notify('desk_day', json_build_object('date', new_date, 'doctorId', NEW.doctor_id, 'walkIn', false)::text);
    IF TG_OP = 'UPDATE' THEN
      old_date := OLD.appointment_date::text;
      IF old_date IS DISTINCT FROM new_date OR OLD.doctor_id IS DISTINCT FROM NEW.doctor_id THEN
        PERFORM pg_notify('desk_day', json_build_object('date', old_date, 'doctorId', OLD.doctor_id, 'walkIn', false)::text);
      END IF;
    END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "appointments_desk_day" AFTER INSERT OR UPDATE ON "appointments" FOR EACH ROW EXECUTE FUNCTION desk_day_notify();--> statement-breakpoint
CREATE TRIGGER "walk_ins_desk_day" AFTER INSERT OR UPDATE ON "walk_ins" FOR EACH ROW EXECUTE FUNCTION desk_day_notify();
