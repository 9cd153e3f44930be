ALTER TABLE "finishes" ADD COLUMN "retired_on" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "finishes" ADD COLUMN "retired_by" uuid;--> statement-breakpoint
ALTER TABLE "finishes" ADD CONSTRAINT "finishes_retired_by_users_id_fk" FOREIGN KEY ("retired_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Without statistics of a new column the planner guesses that 0.5 % of the rows have it null, and
-- the finish search leaves its ordered indexes for sorts and scans; statistics show it null on every row.
ANALYZE "finishes";
