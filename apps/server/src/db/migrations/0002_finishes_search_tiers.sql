-- Finish search by tiers. The trigram indexes are rebuilt without the pending list (fastupdate):
-- a bulk load fills it, every search then scans it row by row, and the planner turns to sequential
-- scans. An index in rank order (name length, name, id) lets a tier stop after its page, and a prefix
-- index on the vocabulary tells at once whether any finish has a word starting with a query word.
DROP INDEX "finish_search_words_trgm_idx";--> statement-breakpoint
DROP INDEX "finishes_search_text_trgm_idx";--> statement-breakpoint
CREATE INDEX "finish_search_words_prefix_idx" ON "finish_search_words" USING btree ("word" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "finishes_search_name_length_idx" ON "finishes" USING btree (length("search_name"),"search_name","id");--> statement-breakpoint
CREATE INDEX "finish_search_words_trgm_idx" ON "finish_search_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "finishes_search_text_trgm_idx" ON "finishes" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
-- The vocabulary holds every word of every finish, whoever writes the finish.
CREATE FUNCTION "finishes_add_search_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "finish_search_words" ("word")
  SELECT DISTINCT "word" FROM unnest(string_to_array(btrim(NEW."search_text"), ' ')) AS "words"("word")
  WHERE "word" <> ''
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "finishes_search_words_trg" AFTER INSERT OR UPDATE OF "search_text" ON "finishes"
FOR EACH ROW EXECUTE FUNCTION "finishes_add_search_words"();--> statement-breakpoint
INSERT INTO "finish_search_words" ("word")
SELECT DISTINCT "word" FROM "finishes", unnest(string_to_array(btrim("search_text"), ' ')) AS "words"("word")
WHERE "word" <> ''
ON CONFLICT DO NOTHING;