import type { FinishUnit } from '@roomtone/contracts';
import { and, eq, not, notInArray, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { finishCategories, finishes } from '../../db/schema/index.ts';
import { finishColumnsAsKeys, finishRowsOf } from './finish-json.ts';
import { type FinishRow, type FinishScope, visibleCondition } from './finishes.repo.ts';

/**
 * Finish search in SQL. `search_text` holds a finish's distinct folded words between spaces, so
 * `LIKE '% glas%'` is a word-prefix match; the trigram GIN index serves it (and the infix
 * `LIKE '%glas%'`) even for one letter, because pg_trgm indexes word starts. Names are matched
 * word by word the same way, as `' ' || search_name`, which has a trigram index of its own.
 *
 * Ranking: the name equal to the query or starting with it, then names holding every word, then
 * matches in keywords, maker or description, then matches inside words, of corrected spellings,
 * of the other number and of synonyms; shorter names first within a rank, then by name. Each
 * rank (a tier) is ordered like the `(length(search_name), search_name, id)` index, so a tier
 * matching thousands of finishes reads only the page it returns, and later tiers run only while
 * the page is not full. (A name equal to the query is the shortest name starting with it, so the
 * first tier needs no rank of its own.) A search is at most two statements: the first tier (with
 * what the vocabulary knows of the query words, when the page is not full), then every other
 * tier in one statement, each tier a CTE behind a one-time filter on the rows found before it.
 * Each statement answers whole rows, as one JSON value (`finish-json.ts`).
 */

/** What every tier keeps to: the finishes the caller may see, and only one unit when given. */
export type SearchFilter = { scope: FinishScope; unit?: FinishUnit | undefined };

/**
 * One query word and the other words accepted for it in the last tier: corrected spellings,
 * its other number and synonyms (`alternatives`), and, when `allowInfix`, matches inside words.
 */
export type TokenMatch = { token: string; alternatives: string[]; allowInfix: boolean };

function wordPrefix(word: string): string {
  return `% ${word}%`;
}

function nameStartsWith(phrase: string): SQL {
  return sql`${finishes.searchName} like ${`${phrase}%`}`;
}

function nameHasEveryWord(tokens: string[]): SQL {
  const words = tokens.map((token) => sql`(' ' || ${finishes.searchName}) like ${wordPrefix(token)}`);
  return sql`(${sql.join(words, sql` and `)})`;
}

function textHasEveryWord(tokens: string[]): SQL {
  const words = tokens.map((token) => sql`${finishes.searchText} like ${wordPrefix(token)}`);
  return sql`(${sql.join(words, sql` and `)})`;
}

function tokenCondition(match: TokenMatch): SQL {
  const patterns = [
    match.allowInfix ? `%${match.token}%` : wordPrefix(match.token),
    ...match.alternatives.map(wordPrefix),
  ];
  const alternatives = patterns.map((pattern) => sql`${finishes.searchText} like ${pattern}`);
  return sql`(${sql.join(alternatives, sql` or `)})`;
}

/** What a tier's rows meet: visible to the caller, of the filter's unit when it has one, and `condition`. */
function tierConditions(filter: SearchFilter, condition: SQL): SQL {
  const conditions = [visibleCondition(filter.scope), condition];
  if (filter.unit !== undefined) conditions.push(eq(finishes.unit, filter.unit));
  return and(...conditions) ?? sql`false`;
}

/**
 * The page of a tier: the visible finishes meeting `condition` (of the filter's unit, when it has
 * one), in rank order, at most `limit`, as finish rows keyed like
 * `FinishRow` with their rank keys beside them. The page is chosen first; only its own rows are
 * then joined to their categories (a tier often sorts several times as many matches as it keeps).
 */
function tierPage(filter: SearchFilter, condition: SQL, limit: number): SQL {
  // The page keeps the table's name, so the finish's columns read from it as from the table.
  const ranked = sql`select ${finishes}.*, length(${finishes.searchName}) as rank_length, ${finishes.searchName} as rank_name, ${finishes.id} as rank_id
    from ${finishes} where ${tierConditions(filter, condition)}
    order by rank_length, rank_name, rank_id limit ${limit}`;
  return sql`select ${finishColumnsAsKeys}, rank_length, rank_name, rank_id
    from (${ranked}) as ${finishes}
    left join ${finishCategories} on ${finishCategories.id} = ${finishes.categoryId}`;
}

/**
 * The rows of a tier page (`page`: a subquery, or the name of one) as one JSON array of objects,
 * in rank order. Each object also holds the rank keys, which `finishRowsOf` does not read.
 */
function pageAsJson(page: SQL): SQL {
  return sql`(select coalesce(json_agg(page order by rank_length, rank_name, rank_id), '[]')::text from ${page} as page)`;
}

/** The only row of a raw query (both drivers answer `{ rows }`). */
function singleRowOf(result: unknown): Record<string, unknown> {
  const rows: unknown =
    typeof result === 'object' && result !== null && 'rows' in result ? result.rows : undefined;
  const row: unknown = Array.isArray(rows) ? rows[0] : undefined;
  if (typeof row !== 'object' || row === null) throw new Error('finish search: no result row');
  return { ...row };
}

/**
 * The first tier: visible finishes whose name is `phrase` or starts with it, at most `limit`.
 * When it fills the page (the common case of typing a name) the search is this one query; when
 * it does not, the same query answers what the vocabulary knows of the query words (`vocabulary`),
 * which the next steps need, so a search never spends a round trip on the vocabulary alone.
 */
export async function searchNamesStartingWith(
  db: Db,
  filter: SearchFilter,
  query: { phrase: string; limit: number; vocabulary: VocabularyQuestion },
): Promise<{ rows: FinishRow[]; vocabulary: Map<string, WordKnowledge> | null }> {
  const page = tierPage(filter, nameStartsWith(query.phrase), query.limit);
  const result: unknown = await db.execute(sql`with named as (${page})
    select ${pageAsJson(sql`named`)} as finishes,
      case when (select count(*) from named) < ${query.limit} then ${vocabularyAsJson(query.vocabulary)} end as vocabulary`);
  const row = singleRowOf(result);
  const rows = finishRowsOf(String(row.finishes));
  return { rows, vocabulary: knowledgeOf(query.vocabulary.tokens, row.vocabulary) };
}

/**
 * The tiers after the names starting with `phrase` (the query words joined by single spaces), in
 * one statement, at most `limit` rows: names holding every word, then finishes whose keywords,
 * maker or description hold them (both only when `everyWordIsKnown`: the vocabulary shows that
 * each word starts a known word, else they hold nothing), then the words as `matches` widens
 * them, skipping `excludeIds` (what the first tier found) and what the tiers before found. Each
 * tier is a CTE ordered and limited like a page, behind a one-time filter on the count of the
 * rows before it, so a tier runs only while the page is not full.
 */
export async function searchBeyondNames(
  db: Db,
  filter: SearchFilter,
  query: {
    phrase: string;
    tokens: string[];
    everyWordIsKnown: boolean;
    matches: TokenMatch[];
    limit: number;
    excludeIds: string[];
  },
): Promise<FinishRow[]> {
  const { phrase, tokens, limit } = query;
  if (tokens.length === 0 || limit <= 0) return [];
  const tiers: { name: string; condition: SQL }[] = [];
  if (query.everyWordIsKnown) {
    tiers.push(
      { name: 'word_named', condition: sql`${nameHasEveryWord(tokens)} and ${not(nameStartsWith(phrase))}` },
      { name: 'described', condition: sql`${textHasEveryWord(tokens)} and ${not(nameHasEveryWord(tokens))}` },
    );
  }
  if (query.matches.length > 0) {
    const earlier = tiers.map((tier) => sql`select rank_id from ${sql.identifier(tier.name)}`);
    const widened = [...query.matches.map(tokenCondition)];
    if (earlier.length > 0) widened.push(sql`${finishes.id} not in (${sql.join(earlier, sql` union all `)})`);
    if (query.excludeIds.length > 0) widened.push(notInArray(finishes.id, query.excludeIds));
    tiers.push({ name: 'widened', condition: and(...widened) ?? sql`false` });
  }
  if (tiers.length === 0) return [];
  const ctes = tiers.map((tier, rank) => {
    const before = tiers
      .slice(0, rank)
      .map((earlier) => sql`(select count(*) from ${sql.identifier(earlier.name)})`);
    const gate = before.length > 0 ? sql`${sql.join(before, sql` + `)} < ${limit} and ` : sql``;
    return sql`${sql.identifier(tier.name)} as materialized (select ${finishes}.*, ${sql.raw(String(rank))} as rank_tier,
      length(${finishes.searchName}) as rank_length, ${finishes.searchName} as rank_name, ${finishes.id} as rank_id
      from ${finishes} where ${gate}${tierConditions(filter, tier.condition)}
      order by rank_length, rank_name, rank_id limit ${limit})`;
  });
  const ranked = sql.join(
    tiers.map((tier) => sql`select * from ${sql.identifier(tier.name)}`),
    sql` union all `,
  );
  const result: unknown = await db.execute(sql`with ${sql.join(ctes, sql`, `)}
    select (select coalesce(json_agg(page order by rank_tier, rank_length, rank_name, rank_id), '[]')::text
      from (select ${finishColumnsAsKeys}, rank_tier, rank_length, rank_name, rank_id
        from (select * from (${ranked}) as ranked order by rank_tier, rank_length, rank_name, rank_id limit ${limit}) as ${finishes}
        left join ${finishCategories} on ${finishCategories.id} = ${finishes.categoryId}) as page) as finishes`);
  return finishRowsOf(String(singleRowOf(result).finishes));
}

/** What the vocabulary knows of a query word. */
export type WordKnowledge = {
  /** Whether any finish has a word starting with it (else no finish matches it by word start). */
  isKnown: boolean;
  /** Known words spelt like it, most similar first (only for words asked to be corrected). */
  similar: string[];
};

/** The query words to look up in the vocabulary, and which of them to correct, with how many corrections each. */
export type VocabularyQuestion = { tokens: string[]; fuzzyTokens: string[]; perToken: number };

/**
 * The vocabulary's knowledge of each query word as one JSON array, from the database function
 * `finish_search_vocabulary` (migration 0005): whether a known word starts with it, and for
 * `fuzzyTokens` the known words spelt like it, at most `perToken` each.
 */
function vocabularyAsJson(question: VocabularyQuestion): SQL {
  const { tokens, fuzzyTokens, perToken } = question;
  return sql`finish_search_vocabulary(${textArray(tokens)}, ${textArray(fuzzyTokens)}, ${perToken})::text`;
}

/** A text[] of bound values (`array[]::text[]` when empty). */
function textArray(values: string[]): SQL {
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}

/** What `finish_search_vocabulary` answers: per query word, whether it is known and its look-alikes. */
const vocabularyAnswer = z.array(
  z.object({ token: z.string(), known: z.boolean(), similar: z.array(z.string()) }),
);

/** What the vocabulary answered (JSON text from `vocabularyAsJson`), by query word; null when it was not asked. */
function knowledgeOf(tokens: string[], answer: unknown): Map<string, WordKnowledge> | null {
  if (typeof answer !== 'string') return null;
  const knowledge = new Map<string, WordKnowledge>(
    tokens.map((token) => [token, { isKnown: false, similar: [] }]),
  );
  for (const word of vocabularyAnswer.parse(JSON.parse(answer))) {
    knowledge.set(word.token, { isKnown: word.known, similar: word.similar });
  }
  return knowledge;
}
