-- Trigram indexes for finish search (trusted extension since PostgreSQL 13; PGlite loads it as a contrib extension).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "finish_search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "finishes" ADD COLUMN "search_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "finishes" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "partitions" ADD COLUMN "band_type" text DEFAULT 'third-octave' NOT NULL;--> statement-breakpoint
CREATE INDEX "finish_search_words_trgm_idx" ON "finish_search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "finishes_search_text_trgm_idx" ON "finishes" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "finishes_search_name_idx" ON "finishes" USING btree ("search_name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "partitions_description_idx" ON "partitions" USING btree ("description","id");--> statement-breakpoint
CREATE INDEX "partitions_category_idx" ON "partitions" USING btree ("category","id");--> statement-breakpoint
CREATE INDEX "partitions_lab_name_idx" ON "partitions" USING btree ("lab_name","id");--> statement-breakpoint
CREATE INDEX "partitions_test_no_idx" ON "partitions" USING btree ("test_no","id");--> statement-breakpoint
CREATE INDEX "partitions_test_date_idx" ON "partitions" USING btree ("test_date","id");