import type { CurrentUser, Finish, FinishSearchQuery } from '@roomtone/contracts';
import type { Db } from '../../db/client.ts';
import { scopeOf } from './caller.ts';
import { type FinishSearch, searchFinishRows, type WordAlternative } from './finish-search.repo.ts';
import { finishOfSearchRow } from './finish-search-serializer.ts';
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
 * words' other number and of their synonyms follow. One statement (`finish-search.repo.ts`).
 */
export async function searchFinishes(
  db: Db,
  user: CurrentUser | null,
  query: FinishSearchQuery,
): Promise<Finish[]> {
  const scope = scopeOf(user);
  const search = finishSearchOf(query, scope.isSignedIn ? scope.organizationId : undefined);
  if (search.tokens.length === 0) return [];
  const rows = await searchFinishRows(db, search);
  return rows.map(finishOfSearchRow);
}

/**
 * The statement's values for a query by a caller: `organizationId` is the signed-in caller's
 * organization (null for a bare administrator), undefined for an anonymous visitor.
 */
export function finishSearchOf(
  query: FinishSearchQuery,
  organizationId: string | null | undefined,
): FinishSearch {
  const tokens = searchTokensOf(query.q);
  const fuzzyTokens = tokens.filter((token) => token.length >= FUZZY_MIN_LENGTH);
  const otherForms = tokens.map(otherFormsOf);
  return {
    isSignedIn: organizationId !== undefined,
    organizationId: organizationId ?? null,
    unit: query.unit ?? null,
    tokens,
    fuzzyTokens,
    correctionsPerWord: CORRECTIONS_PER_WORD,
    alternatives: tokens.map((token, index): WordAlternative[] => [
      // Words long enough to be corrected also match inside words.
      { text: token, isWordStart: !fuzzyTokens.includes(token) },
      ...(otherForms[index] ?? []).map((form) => ({ text: form, isWordStart: true })),
    ]),
    // The last tier widens words long enough to be corrected, and words with other forms.
    isWidened: fuzzyTokens.length > 0 || otherForms.some((forms) => forms.length > 0),
    limit: query.limit,
  };
}
