-- updated_on on the tables that lacked it (existing rows take their created_on), and the foreign key
-- of a shared calculation's payment (a payment id that points nowhere is cleared first).
ALTER TABLE "acoustic_models" ADD COLUMN "updated_on" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "updated_on" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "updated_on" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "wavelet_versions" ADD COLUMN "updated_on" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "notes" ADD COLUMN "updated_on" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "wavelets" SET "payment_id" = NULL WHERE "payment_id" IS NOT NULL AND "payment_id" NOT IN (SELECT "id" FROM "payments");--> statement-breakpoint
ALTER TABLE "wavelets" ADD CONSTRAINT "wavelets_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wavelets_payment_idx" ON "wavelets" USING btree ("payment_id");--> statement-breakpoint
UPDATE "acoustic_models" SET "updated_on" = "created_on";--> statement-breakpoint
UPDATE "contact_messages" SET "updated_on" = "created_on";--> statement-breakpoint
UPDATE "inquiries" SET "updated_on" = "created_on";--> statement-breakpoint
UPDATE "wavelet_versions" SET "updated_on" = "created_on";--> statement-breakpoint
UPDATE "notes" SET "updated_on" = "created_on";