ALTER TABLE "appointments" ADD COLUMN "refunded_amount" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "refunded_at" timestamp with time zone;