CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"failure_reason" text,
	"card_type" text NOT NULL,
	"last_four" text NOT NULL,
	"saved_card_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" IN ('completed', 'failed')),
	CONSTRAINT "payments_last_four_check" CHECK ("payments"."last_four" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "saved_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"card_type" text NOT NULL,
	"last_four" text NOT NULL,
	"cardholder_name" text NOT NULL,
	"expiry_date" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_cards_last_four_check" CHECK ("saved_cards"."last_four" ~ '^[0-9]{4}$'),
	CONSTRAINT "saved_cards_expiry_check" CHECK ("saved_cards"."expiry_date" ~ '^(0[1-9]|1[0-2])/[0-9]{2}$')
);
--> statement-breakpoint
CREATE UNIQUE INDEX "payments_appointment_key" ON "payments" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_cards_identity_key" ON "saved_cards" USING btree ("user_id","card_type","last_four","expiry_date","cardholder_name");--> statement-breakpoint
CREATE INDEX "saved_cards_user_idx" ON "saved_cards" USING btree ("user_id","created_at");