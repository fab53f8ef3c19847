CREATE TABLE "fixture_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"body" text NOT NULL UNIQUE
);
