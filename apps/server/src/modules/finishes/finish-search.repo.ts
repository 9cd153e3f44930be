import type { FinishUnit } from '@roomtone/contracts';
import { and, asc, eq, not, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { finishes, finishSearchWords } from '../../db/schema/index.ts';
import { type FinishRow, type FinishScope, selectFinishes, visibleCondition } from './finishes.repo.ts';

/**
 * Finish search in SQL. `search_text` holds a finish's distinct folded words between spaces, so
 * `LIKE '% glas%'` is a word-prefix match; the trigram GIN index serves it (and the infix
 * `LIKE '%glas%'`) even for one letter, because pg_trgm indexes word starts.
 *
 * Ranking: the name equal to the query or starting with it, then names holding every word, then
 * matches in keywords, maker or description; shorter names first within a rank, then by name.
 * Each rank is one query (a tier) ordered like the `(length(search_name), search_name, id)`
 * index, so a tier matching thousands of finishes reads only the page it returns, and later
 * tiers run only while the page is not full. (A name equal to the query is the shortest name
 * starting with it, so the first tier needs no rank of its own.) Tiers answer whole rows.
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
 * The visible finishes meeting `condition` (of the filter's unit, when it has one), in rank order
 * within a tier, skipping `excludeIds`, as whole rows (a page holds at most a few dozen, so a
 * tier needs no second read).
 */
function searchTier(
  db: Db,
  filter: SearchFilter,
  condition: SQL,
  page: { limit: number; excludeIds: string[] },
): Promise<FinishRow[]> {
  const conditions = [visibleCondition(filter.scope), condition];
  if (filter.unit !== undefined) conditions.push(eq(finishes.unit, filter.unit));
  if (page.excludeIds.length > 0) conditions.push(notInArray(finishes.id, page.excludeIds));
  return selectFinishes(db)
    .where(and(...conditions))
    .orderBy(sql`length(${finishes.searchName})`, asc(finishes.searchName), asc(finishes.id))
    .limit(page.limit);
}

/**
 * The first tier: visible finishes whose name is `phrase` or starts with it, at most `limit`:
 * when it fills the page (the common case of typing a name) the search is one query.
 */
export async function searchNamesStartingWith(
  db: Db,
  filter: SearchFilter,
  query: { phrase: string; limit: number },
): Promise<FinishRow[]> {
  if (query.phrase === '' || query.limit <= 0) return [];
  return searchTier(db, filter, nameStartsWith(query.phrase), { limit: query.limit, excludeIds: [] });
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
    // The word conditions on search_text repeat what the name implies, for the trigram index.
    and(nameHasEveryWord(tokens), textHasEveryWord(tokens), not(nameStartsWith(phrase))),
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

/**
 * The vocabulary's knowledge of each query word, in one round trip: whether a known word starts
 * with it (prefix index), and for `fuzzyTokens` the known words spelt like it (trigram similarity
 * at pg_trgm's default 0.3), at most `perToken` each. Each word is its own branch with its own
 * values, so the planner can use both indexes.
 */
export async function vocabularyOf(
  db: Db,
  tokens: string[],
  fuzzyTokens: string[],
  perToken: number,
): Promise<Map<string, WordKnowledge>> {
  const knowledge = new Map<string, WordKnowledge>(
    tokens.map((token) => [token, { isKnown: false, similar: [] }]),
  );
  if (tokens.length === 0) return knowledge;
  const word = finishSearchWords.word;
  const branches = tokens.map((token) => {
    const similar = fuzzyTokens.includes(token)
      ? sql`array(select ${word} from ${finishSearchWords} where ${word} % ${token} and ${word} <> ${token} order by similarity(${word}, ${token}) desc, ${word} limit ${perToken})`
      : sql`array[]::text[]`;
    return sql`(select ${token}::text as token, exists(select 1 from ${finishSearchWords} where ${word} like ${`${token}%`}) as known, ${similar} as similar)`;
  });
  const result: unknown = await db.execute(sql.join(branches, sql` union all `));
  for (const row of rowsOf(result)) knowledge.set(row.token, { isKnown: row.known, similar: row.similar });
  return knowledge;
}

/** The rows of a raw query: both drivers answer `{ rows }`. */
function rowsOf(result: unknown): { token: string; known: boolean; similar: string[] }[] {
  if (typeof result !== 'object' || result === null || !('rows' in result) || !Array.isArray(result.rows))
    return [];
  return result.rows.filter(
    (row): row is { token: string; known: boolean; similar: string[] } =>
      typeof row === 'object' &&
      row !== null &&
      typeof row.token === 'string' &&
      typeof row.known === 'boolean' &&
      Array.isArray(row.similar) &&
      row.similar.every((item: unknown) => typeof item === 'string'),
  );
}
