-- Budgets become money: whole cents of the organization's currency (12500.5 → 1250050), rounded half away from zero.
ALTER TABLE "phases" ALTER COLUMN "budget" SET DATA TYPE bigint USING round("budget"::numeric * 100)::bigint;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "currency" text;
