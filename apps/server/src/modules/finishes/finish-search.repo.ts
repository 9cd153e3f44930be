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
 * matches in keywords, maker or description; shorter names first within a rank, then by name.
 * Each rank is one query (a tier) ordered like the `(length(search_name), search_name, id)`
 * index, so a tier matching thousands of finishes reads only the page it returns, and later
 * tiers run only while the page is not full. (A name equal to the query is the shortest name
 * starting with it, so the first tier needs no rank of its own.) Tiers answer whole rows, as one
 * JSON value per page (`finish-json.ts`).
 */

/** What every tier keeps to: the finishes the caller may see, and only one unit when given. */
export type SearchFilter = { scope: FinishScope; unit?: FinishUnit | undefined };

/** One query word and the spellings accepted for it. */
export type TokenMatch = { token: string; corrections: string[]; allowInfix: boolean };

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
    ...match.corrections.map(wordPrefix),
  ];
  const alternatives = patterns.map((pattern) => sql`${finishes.searchText} like ${pattern}`);
  return sql`(${sql.join(alternatives, sql` or `)})`;
}

/**
 * The page of a tier: the visible finishes meeting `condition` (of the filter's unit, when it has
 * one), in rank order, skipping `excludeIds`, at most `limit`, as finish rows keyed like
 * `FinishRow` with their rank keys beside them. The page is chosen first; only its own rows are
 * then joined to their categories (a tier often sorts several times as many matches as it keeps).
 */
function tierPage(filter: SearchFilter, condition: SQL, page: { limit: number; excludeIds: string[] }): SQL {
  const conditions = [visibleCondition(filter.scope), condition];
  if (filter.unit !== undefined) conditions.push(eq(finishes.unit, filter.unit));
  if (page.excludeIds.length > 0) conditions.push(notInArray(finishes.id, page.excludeIds));
  // The page keeps the table's name, so the finish's columns read from it as from the table.
  const ranked = sql`select ${finishes}.*, length(${finishes.searchName}) as rank_length, ${finishes.searchName} as rank_name, ${finishes.id} as rank_id
    from ${finishes} where ${and(...conditions)}
    order by rank_length, rank_name, rank_id limit ${page.limit}`;
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

/** One tier as one query: its page, as whole rows (a page holds at most a few dozen). */
async function searchTier(
  db: Db,
  filter: SearchFilter,
  condition: SQL,
  page: { limit: number; excludeIds: string[] },
): Promise<FinishRow[]> {
  const result: unknown = await db.execute(
    sql`select ${pageAsJson(sql`(${tierPage(filter, condition, page)})`)} as finishes`,
  );
  return finishRowsOf(String(singleRowOf(result).finishes));
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
  const page = tierPage(filter, nameStartsWith(query.phrase), { limit: query.limit, excludeIds: [] });
  const result: unknown = await db.execute(sql`with named as (${page})
    select ${pageAsJson(sql`named`)} as finishes,
      case when (select count(*) from named) < ${query.limit} then ${vocabularyAsJson(query.vocabulary)} end as vocabulary`);
  const row = singleRowOf(result);
  const rows = finishRowsOf(String(row.finishes));
  return { rows, vocabulary: knowledgeOf(query.vocabulary.tokens, row.vocabulary) };
}

/**
 * The next tiers, after the names starting with `phrase` (the query words joined by single
 * spaces): names holding every word, then finishes whose keywords, maker or description hold
 * the rest, at most `limit` in all.
 */
export async function searchOtherWordStarts(
  db: Db,
  filter: SearchFilter,
  query: { phrase: string; tokens: string[]; limit: number },
): Promise<FinishRow[]> {
  const { phrase, tokens } = query;
  if (tokens.length === 0) return [];
  const tiers = [
    and(nameHasEveryWord(tokens), not(nameStartsWith(phrase))),
    and(textHasEveryWord(tokens), not(nameHasEveryWord(tokens))),
  ];
  const rows: FinishRow[] = [];
  for (const condition of tiers) {
    const remaining = query.limit - rows.length;
    if (!condition || remaining <= 0) break;
    rows.push(...(await searchTier(db, filter, condition, { limit: remaining, excludeIds: [] })));
  }
  return rows;
}

/**
 * Visible finishes matching every word as `matches` widens it (inside words, corrected
 * spellings), other than `excludeIds`, at most `limit`. Called once every word-start match is on
 * the page, so none of these holds every query word in its name: they rank with the last tier,
 * and follow in its order.
 */
export function searchWidened(
  db: Db,
  filter: SearchFilter,
  query: { matches: TokenMatch[]; limit: number; excludeIds: string[] },
): Promise<FinishRow[]> {
  if (query.matches.length === 0 || query.limit <= 0) return Promise.resolve([]);
  const condition = and(...query.matches.map(tokenCondition)) ?? sql`false`;
  return searchTier(db, filter, condition, { limit: query.limit, excludeIds: query.excludeIds });
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
