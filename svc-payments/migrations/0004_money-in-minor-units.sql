ALTER TABLE "payments" DROP CONSTRAINT "payments_refunded_amount_check";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_refund_requested_check";--> statement-breakpoint
ALTER TABLE "payments" RENAME COLUMN "amount" TO "amount_minor";--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "amount_minor" SET DATA TYPE integer USING round("amount_minor" * 100)::integer;--> statement-breakpoint
ALTER TABLE "payments" RENAME COLUMN "refunded_amount" TO "refunded_amount_minor";--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "refunded_amount_minor" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "refunded_amount_minor" SET DATA TYPE integer USING round("refunded_amount_minor" * 100)::integer;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "refunded_amount_minor" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "payments" RENAME COLUMN "refund_requested_amount" TO "refund_requested_amount_minor";--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "refund_requested_amount_minor" SET DATA TYPE integer USING round("refund_requested_amount_minor" * 100)::integer;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_amount_check" CHECK ("payments"."amount_minor" >= 0);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refunded_amount_check" CHECK ("payments"."refunded_amount_minor" >= 0 AND "payments"."refunded_amount_minor" <= "payments"."amount_minor");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_requested_check" CHECK ("payments"."refund_state" IS DISTINCT FROM 'requested' OR ("payments"."refund_requested_amount_minor" > 0 AND "payments"."refund_next_at" IS NOT NULL));