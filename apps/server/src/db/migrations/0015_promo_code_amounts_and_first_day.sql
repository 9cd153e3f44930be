ALTER TABLE "promo_codes" ALTER COLUMN "percent_off" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "amount_off_cents" integer;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "starts_on" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_one_discount" CHECK (("promo_codes"."percent_off" is null) <> ("promo_codes"."amount_off_cents" is null));--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_window" CHECK ("promo_codes"."starts_on" is null or "promo_codes"."expires_on" is null or "promo_codes"."starts_on" < "promo_codes"."expires_on");