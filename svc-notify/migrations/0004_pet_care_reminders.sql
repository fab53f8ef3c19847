CREATE TABLE "pet_care_items" (
	"pet_id" text NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"due_on" date NOT NULL,
	CONSTRAINT "pet_care_items_pet_id_key_pk" PRIMARY KEY("pet_id","key")
);
--> statement-breakpoint
CREATE TABLE "pet_care_pets" (
	"pet_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"pet_name" text NOT NULL,
	"species" text NOT NULL,
	"last_doctor_id" text,
	"event_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pet_care_reminders" (
	"pet_id" text NOT NULL,
	"item_key" text NOT NULL,
	"due_on" date NOT NULL,
	"stage" text NOT NULL,
	"user_id" text NOT NULL,
	"notification_id" uuid,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pet_care_reminders_pet_id_item_key_due_on_stage_pk" PRIMARY KEY("pet_id","item_key","due_on","stage"),
	CONSTRAINT "pet_care_reminders_stage_check" CHECK ("pet_care_reminders"."stage" IN ('before-14', 'before-1', 'overdue'))
);
--> statement-breakpoint
ALTER TABLE "email_preferences" ADD COLUMN "pet_care" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "link" text;--> statement-breakpoint
ALTER TABLE "sms_preferences" ADD COLUMN "pet_care" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "pet_care_items" ADD CONSTRAINT "pet_care_items_pet_id_pet_care_pets_pet_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pet_care_pets"("pet_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pet_care_items_due_idx" ON "pet_care_items" USING btree ("due_on");