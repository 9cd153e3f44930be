-- What the vocabulary knows of some query words, as one JSON array of {token, known, similar}:
-- whether a known word starts with each word (the prefix index, as a range so that a cached plan
-- can use it), and for the words asked to be corrected the known words spelt like it (trigram
-- similarity at pg_trgm's default 0.3), most similar first, at most per_token each. A search
-- calls it only when its first query does not fill the page; as a function it is planned only
-- then, and its plans are kept for the connection.
CREATE FUNCTION "finish_search_vocabulary"("tokens" text[], "fuzzy_tokens" text[], "per_token" integer)
RETURNS json LANGUAGE plpgsql STABLE AS $$
DECLARE
  "token" text;
  "answers" json[] := '{}';
BEGIN
  FOREACH "token" IN ARRAY "tokens" LOOP
    "answers" := array_append("answers", json_build_object(
      'token', "token",
      'known', EXISTS (
        SELECT 1 FROM "finish_search_words"
        WHERE "word" ~>=~ "token" AND "word" ~<~ ("token" || chr(1114111))
      ),
      'similar', CASE WHEN "token" = ANY ("fuzzy_tokens") THEN ARRAY(
        SELECT "word" FROM "finish_search_words"
        WHERE "word" % "token" AND "word" <> "token"
        ORDER BY similarity("word", "token") DESC, "word"
        LIMIT "per_token"
      ) ELSE '{}'::text[] END
    ));
  END LOOP;
  RETURN array_to_json("answers");
END;
$$;
