import type { CurrentUser, Finish, FinishSearchQuery } from '@roomtone/contracts';
import type { Db } from '../../db/client.ts';
import { scopeOf } from './caller.ts';
import {
  type SearchFilter,
  searchNamesStartingWith,
  searchOtherWordStarts,
  searchWidened,
  type WordKnowledge,
} from './finish-search.repo.ts';
import { toFinish } from './finishes.mapper.ts';
import type { FinishRow } from './finishes.repo.ts';
import { searchTokensOf } from './search-text.ts';

/** Words shorter than this match word starts only; longer ones also inside words and misspelt. */
const FUZZY_MIN_LENGTH = 3;
const CORRECTIONS_PER_WORD = 3;

/**
 * Type-ahead search over name, keywords, maker and description, case and accent insensitive,
 * limited to what the caller may see and, when the query names one, to one unit (applied in
 * every step, so a page is filled with finishes of that unit). Word-start matches come first,
 * best first (names starting with the query, then names holding every word, then other
 * matches); if they do not fill the page, matches inside words and of corrected spellings
 * follow. Each step runs only while the page is not full.
 */
export async function searchFinishes(
  db: Db,
  user: CurrentUser | null,
  query: FinishSearchQuery,
): Promise<Finish[]> {
  const tokens = searchTokensOf(query.q);
  if (tokens.length === 0) return [];
  const filter: SearchFilter = { scope: scopeOf(user), unit: query.unit };
  const fuzzyTokens = tokens.filter((token) => token.length >= FUZZY_MIN_LENGTH);
  const { rows: named, vocabulary } = await searchNamesStartingWith(db, filter, {
    phrase: tokens.join(' '),
    limit: query.limit,
    vocabulary: { tokens, fuzzyTokens, perToken: CORRECTIONS_PER_WORD },
  });
  if (named.length >= query.limit || vocabulary === null) return named.map(toFinish);
  const others = await searchBeyondNames(
    db,
    filter,
    { tokens, fuzzyTokens, vocabulary },
    {
      limit: query.limit - named.length,
      found: named.map((row) => row.id),
    },
  );
  return [...named, ...others].map(toFinish);
}

/**
 * After the names starting with the query (`found`): the other word-start matches, then matches
 * inside words and of corrected spellings, at most `limit`. The other word-start matches are
 * not looked for when the vocabulary shows that a query word starts no known word.
 */
async function searchBeyondNames(
  db: Db,
  filter: SearchFilter,
  words: { tokens: string[]; fuzzyTokens: string[]; vocabulary: Map<string, WordKnowledge> },
  page: { limit: number; found: string[] },
): Promise<FinishRow[]> {
  const { tokens, fuzzyTokens, vocabulary } = words;
  const rows = tokens.every((token) => vocabulary.get(token)?.isKnown)
    ? await searchOtherWordStarts(db, filter, { phrase: tokens.join(' '), tokens, limit: page.limit })
    : [];
  if (rows.length >= page.limit || fuzzyTokens.length === 0) return rows;
  const widened = await searchWidened(db, filter, {
    matches: tokens.map((token) => ({
      token,
      corrections: vocabulary.get(token)?.similar ?? [],
      allowInfix: fuzzyTokens.includes(token),
    })),
    limit: page.limit - rows.length,
    excludeIds: [...page.found, ...rows.map((row) => row.id)],
  });
  return [...rows, ...widened];
}
