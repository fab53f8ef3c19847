-- Money in integer minor units (issue 35 §8, ADR 0054): the fee is renamed and converted in place, so every doctor
-- keeps it (LKR 2500.00 → 250000). drizzle-kit's rename leaves the type as it was: the conversion is by hand.
ALTER TABLE "doctors" RENAME COLUMN "consultation_fee" TO "consultation_fee_minor";--> statement-breakpoint
ALTER TABLE "doctors" DROP CONSTRAINT "doctors_fee_check";--> statement-breakpoint
ALTER TABLE "doctors" ALTER COLUMN "consultation_fee_minor" SET DATA TYPE integer USING round("consultation_fee_minor" * 100)::integer;--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_fee_check" CHECK ("doctors"."consultation_fee_minor" >= 0);
