ALTER TABLE "sessions" ADD COLUMN "acting_as_user_id" uuid;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "acting_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "acting_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locked_on" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "lock_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_acting_as_user_id_users_id_fk" FOREIGN KEY ("acting_as_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;