-- Owners the front desk creates for callers (issue 39 phase B, ADR 0061): no e-mail until they claim the account
-- (NULL e-mails never collide in accounts_role_email_key; the lower-case CHECK passes on NULL), and the claim links
-- (only the SHA-256 of each token is stored).
CREATE TABLE "claim_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "claim_links" ADD CONSTRAINT "claim_links_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "claim_links_token_hash_key" ON "claim_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "claim_links_account_idx" ON "claim_links" USING btree ("account_id");