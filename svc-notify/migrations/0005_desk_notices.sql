ALTER TABLE "sms_messages" ALTER COLUMN "notification_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD COLUMN "to_phone" text;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD COLUMN "secret" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_offer_once_key" ON "notifications" USING btree ("user_id","kind","occurrence") WHERE "notifications"."appointment_id" IS NULL AND "notifications"."kind" = 'waitlist-offer';--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_recipient_check" CHECK ("sms_messages"."notification_id" IS NOT NULL OR "sms_messages"."to_phone" IS NOT NULL);