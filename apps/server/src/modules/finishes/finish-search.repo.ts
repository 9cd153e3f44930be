import { and, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { finishes, finishSearchWords } from '../../db/schema/index.ts';
import { type FinishScope, visibleCondition } from './finishes.repo.ts';

/**
 * Finish search in SQL. `search_text` holds a finish's distinct folded words between spaces, so
 * `LIKE '% glas%'` is a word-prefix match; the trigram GIN index serves it (and the infix
 * `LIKE '%glas%'`) even for one letter, because pg_trgm indexes word starts. Ranking: the
 * name equal to the query, then names starting with it, then names holding every word, then
 * matches in keywords or description; shorter names first within a rank.
 */

/** One query word and the spellings accepted for it. */
export type TokenMatch = { token: string; corrections: string[]; allowInfix: boolean };

function wordPrefix(word: string): string {
  return `% ${word}%`;
}

function tokenCondition(match: TokenMatch): SQL {
  const patterns = [
    match.allowInfix ? `%${match.token}%` : wordPrefix(match.token),
    ...match.corrections.map(wordPrefix),
  ];
  const alternatives = patterns.map((pattern) => sql`${finishes.searchText} like ${pattern}`);
  return sql`(${sql.join(alternatives, sql` or `)})`;
}

function rankOrder(phrase: string, tokens: string[]): SQL[] {
  const nameHasEveryWord = sql.join(
    tokens.map((token) => sql`(' ' || ${finishes.searchName}) like ${wordPrefix(token)}`),
    sql` and `,
  );
  return [
    sql`case when ${finishes.searchName} = ${phrase} then 0 when ${finishes.searchName} like ${`${phrase}%`} then 1 when ${nameHasEveryWord} then 2 else 3 end`,
    sql`length(${finishes.searchName})`,
    sql`${finishes.searchName}`,
    sql`${finishes.id}`,
  ];
}

/**
 * Ids of visible finishes whose words start with every query word, best first. `matches`
 * widens a word to infix matches and corrected spellings; `excludeIds` skips earlier results.
 */
export async function searchFinishIds(
  db: Db,
  scope: FinishScope,
  query: { phrase: string; matches: TokenMatch[]; limit: number; excludeIds: string[] },
): Promise<string[]> {
  if (query.matches.length === 0 || query.limit <= 0) return [];
  const conditions = [visibleCondition(scope), ...query.matches.map(tokenCondition)];
  if (query.excludeIds.length > 0) conditions.push(notInArray(finishes.id, query.excludeIds));
  const rows = await db
    .select({ id: finishes.id })
    .from(finishes)
    .where(and(...conditions))
    .orderBy(
      ...rankOrder(
        query.phrase,
        query.matches.map((match) => match.token),
      ),
    )
    .limit(query.limit);
  return rows.map((row) => row.id);
}

/**
 * Known words spelt like each query word (trigram similarity at pg_trgm's default 0.3), most
 * similar first, at most `perToken` each.
 */
export async function similarWords(
  db: Db,
  tokens: string[],
  perToken: number,
): Promise<Map<string, string[]>> {
  const corrections = new Map<string, string[]>(tokens.map((token) => [token, []]));
  if (tokens.length === 0) return corrections;
  const values = sql.join(
    tokens.map((token) => sql`(${token}::text)`),
    sql`, `,
  );
  const result: unknown = await db.execute(sql`
    select t.token, w.word
    from (values ${values}) as t(token)
    cross join lateral (
      select ${finishSearchWords.word} as word from ${finishSearchWords}
      where ${finishSearchWords.word} % t.token and ${finishSearchWords.word} <> t.token
      order by similarity(${finishSearchWords.word}, t.token) desc, ${finishSearchWords.word}
      limit ${perToken}
    ) as w`);
  for (const row of rowsOf(result)) corrections.get(row.token)?.push(row.word);
  return corrections;
}

/** The rows of a raw query: both drivers answer `{ rows }`. */
function rowsOf(result: unknown): { token: string; word: string }[] {
  if (typeof result !== 'object' || result === null || !('rows' in result) || !Array.isArray(result.rows))
    return [];
  return result.rows.filter(
    (row): row is { token: string; word: string } =>
      typeof row === 'object' &&
      row !== null &&
      typeof row.token === 'string' &&
      typeof row.word === 'string',
  );
}
