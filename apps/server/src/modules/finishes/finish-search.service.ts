import type { CurrentUser, Finish, FinishSearchQuery } from '@roomtone/contracts';
import type { Db } from '../../db/client.ts';
import { scopeOf } from './caller.ts';
import { type SearchFilter, searchBeyondNames, searchNamesStartingWith } from './finish-search.repo.ts';
import { toFinish } from './finishes.mapper.ts';
import { searchTokensOf } from './search-text.ts';
import { otherFormsOf } from './search-words.ts';

/** Words shorter than this match word starts only; longer ones also inside words and misspelt. */
const FUZZY_MIN_LENGTH = 3;
const CORRECTIONS_PER_WORD = 3;

/**
 * Type-ahead search over name, keywords, maker and description, case and accent insensitive,
 * limited to what the caller may see and, when the query names one, to one unit (applied in
 * every tier, so a page is filled with finishes of that unit). Word-start matches come first,
 * best first (names starting with the query, then names holding every word, then other
 * matches); if they do not fill the page, matches inside words, of corrected spellings, of the
 * words' other number and of their synonyms follow. At most two statements: the names starting
 * with the query (typing a name: the page is full, and that is all), then every other tier.
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
  const matches = tokens.map((token) => ({
    token,
    alternatives: [...(vocabulary.get(token)?.similar ?? []), ...otherFormsOf(token)],
    allowInfix: fuzzyTokens.includes(token),
  }));
  const others = await searchBeyondNames(db, filter, {
    phrase: tokens.join(' '),
    tokens,
    everyWordIsKnown: tokens.every((token) => vocabulary.get(token)?.isKnown),
    // The last tier widens words long enough to be corrected, and words with other forms.
    matches: matches.some((match) => match.allowInfix || match.alternatives.length > 0) ? matches : [],
    limit: query.limit - named.length,
    excludeIds: named.map((row) => row.id),
  });
  return [...named, ...others].map(toFinish);
}
