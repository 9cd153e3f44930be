import type { CurrentUser, Finish, FinishSearchQuery } from '@roomtone/contracts';
import type { Db } from '../../db/client.ts';
import { scopeOf } from './caller.ts';
import { searchFinishIds, similarWords } from './finish-search.repo.ts';
import { toFinish } from './finishes.mapper.ts';
import { findFinishesByIds } from './finishes.repo.ts';
import { searchTokensOf } from './search-text.ts';

/** Words shorter than this match word starts only; longer ones also inside words and misspelt. */
const FUZZY_MIN_LENGTH = 3;
const CORRECTIONS_PER_WORD = 3;

/**
 * Type-ahead search over name, keywords, maker and description, case and accent insensitive,
 * limited to what the caller may see. Word-start matches come first (ranked by the repo); if
 * they do not fill the page, matches inside words and of corrected spellings follow.
 */
export async function searchFinishes(
  db: Db,
  user: CurrentUser | null,
  query: FinishSearchQuery,
): Promise<Finish[]> {
  const tokens = searchTokensOf(query.q);
  if (tokens.length === 0) return [];
  const scope = scopeOf(user);
  const phrase = tokens.join(' ');
  const exact = await searchFinishIds(db, scope, {
    phrase,
    matches: tokens.map((token) => ({ token, corrections: [], allowInfix: false })),
    limit: query.limit,
    excludeIds: [],
  });
  let ids = exact;
  const longTokens = tokens.filter((token) => token.length >= FUZZY_MIN_LENGTH);
  if (exact.length < query.limit && longTokens.length > 0) {
    const corrections = await similarWords(db, longTokens, CORRECTIONS_PER_WORD);
    const widened = await searchFinishIds(db, scope, {
      phrase,
      matches: tokens.map((token) => ({
        token,
        corrections: corrections.get(token) ?? [],
        allowInfix: token.length >= FUZZY_MIN_LENGTH,
      })),
      limit: query.limit - exact.length,
      excludeIds: exact,
    });
    ids = [...exact, ...widened];
  }
  return (await findFinishesByIds(db, ids)).map(toFinish);
}
