-- Money in integer minor units (issue 35 §8, ADR 0054): each amount is renamed and converted in place, so every row
-- keeps its value (LKR 2500.50 → 250050). drizzle-kit's rename leaves the type as it was: the conversions are by hand.
ALTER TABLE "appointments" RENAME COLUMN "consultation_fee" TO "consultation_fee_minor";--> statement-breakpoint
ALTER TABLE "appointments" RENAME COLUMN "cash_amount" TO "cash_amount_minor";--> statement-breakpoint
ALTER TABLE "appointments" RENAME COLUMN "refunded_amount" TO "refunded_amount_minor";--> statement-breakpoint
ALTER TABLE "doctors" RENAME COLUMN "consultation_fee" TO "consultation_fee_minor";--> statement-breakpoint
-- appointments_cash_payment_check (migration 0004) is written again below: kept through the type change it would
-- compare the integer as numeric.
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_cash_payment_check";--> statement-breakpoint
ALTER TABLE "appointments" ALTER COLUMN "consultation_fee_minor" SET DATA TYPE integer USING round("consultation_fee_minor" * 100)::integer;--> statement-breakpoint
ALTER TABLE "appointments" ALTER COLUMN "cash_amount_minor" SET DATA TYPE integer USING round("cash_amount_minor" * 100)::integer;--> statement-breakpoint
ALTER TABLE "appointments" ALTER COLUMN "refunded_amount_minor" SET DATA TYPE integer USING round("refunded_amount_minor" * 100)::integer;--> statement-breakpoint
ALTER TABLE "doctors" ALTER COLUMN "consultation_fee_minor" SET DATA TYPE integer USING round("consultation_fee_minor" * 100)::integer;--> statement-breakpoint
-- Cash at the desk: recorded only on a pay-at-clinic appointment whose payment is completed, all of it together.
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_cash_payment_check" CHECK ("cash_amount_minor" IS NULL OR ("payment_method" = 'cash' AND "payment_status" = 'completed' AND "cash_amount_minor" > 0 AND "cash_receipt_number" IS NOT NULL AND "cash_recorded_by" IS NOT NULL AND "cash_recorded_role" IS NOT NULL AND "cash_recorded_at" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_fee_check" CHECK ("consultation_fee_minor" >= 0);--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_refund_check" CHECK ("refunded_amount_minor" >= 0);--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_fee_check" CHECK ("consultation_fee_minor" >= 0);--> statement-breakpoint
-- The fee snapshotted at booking is the appointment's own column: the doctor snapshot no longer repeats it (in LKR).
UPDATE "appointments" SET "doctor" = "doctor" - 'consultationFee' WHERE "doctor" ? 'consultationFee';--> statement-breakpoint
-- The audit of a cash payment records its amount in minor units too.
UPDATE "appointment_audit"
SET "details" = ("details" - 'amount') || jsonb_build_object('amountMinor', round(("details"->>'amount')::numeric * 100)::bigint)
WHERE "action" = 'cash-payment-recorded' AND jsonb_typeof("details"->'amount') = 'number';
