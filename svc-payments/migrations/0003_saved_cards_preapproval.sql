CREATE TABLE "card_preapprovals" (
	"order_id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"saved_card_id" uuid,
	"provider_payment_id" text,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "card_preapprovals_status_check" CHECK ("card_preapprovals"."status" IN ('pending', 'saved', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "payment_events" DROP CONSTRAINT "payment_events_source_check";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "kind" text DEFAULT 'checkout' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "charge_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "charge_next_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "charge_error" text;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD COLUMN "provider" text DEFAULT 'simulated' NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD COLUMN "token_ciphertext" text;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD COLUMN "token_key_id" text;--> statement-breakpoint
CREATE INDEX "card_preapprovals_user_idx" ON "card_preapprovals" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_charge_due_idx" ON "payments" USING btree ("charge_next_at") WHERE "payments"."status" = 'pending' AND "payments"."kind" = 'charge';--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_source_check" CHECK ("payment_events"."source" IN ('notify', 'retrieval', 'charge'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_kind_check" CHECK ("payments"."kind" IN ('checkout', 'charge'));--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_provider_check" CHECK ("saved_cards"."provider" IN ('simulated', 'payhere'));--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_token_check" CHECK (("saved_cards"."provider" = 'payhere') = ("saved_cards"."token_ciphertext" IS NOT NULL AND "saved_cards"."token_key_id" IS NOT NULL));