-- The words of a finish's name, each after a space, by trigram: the search tier of names holding
-- every query word (`(' ' || search_name) like '% word%'`) reads only finishes whose names hold
-- the words, not every finish with the words anywhere in its text.
CREATE INDEX "finishes_search_name_words_trgm_idx" ON "finishes" USING gin ((' ' || "search_name") gin_trgm_ops) WITH (fastupdate=false);