-- The front desk (issue 39, ADR 0060): accounts of role 'staff', created by the admin.
ALTER TABLE "accounts" DROP CONSTRAINT "accounts_role_check";--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_role_check" CHECK ("accounts"."role" IN ('user', 'doctor', 'admin', 'staff'));