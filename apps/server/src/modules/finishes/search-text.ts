/**
 * Folding of finish text for search: lower case, accents removed, punctuation turned into
 * spaces, so 'Plâtre', 'PLATRE' and 'platre' are the same word. Queries are folded the same way,
 * which keeps the database side to plain LIKE and trigram operators (no unaccent extension).
 */

const LETTER_FOLDS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/** Lower case, no accents, letters and digits only, single spaces. */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (letter) => LETTER_FOLDS[letter] ?? letter)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The distinct folded words of some texts, in order of first appearance. */
export function foldedWords(...texts: string[]): string[] {
  const words = texts.flatMap((text) => foldText(text).split(' ')).filter((word) => word !== '');
  return [...new Set(words)];
}

/** What a finish stores for search: its folded name and its words between spaces (` a b c `). */
export function searchColumnsOf(finish: {
  name: string;
  altkeywords: string;
  manufacturer: string;
  model: string;
  description: string;
}): { searchName: string; searchText: string } {
  const words = foldedWords(
    finish.name,
    finish.altkeywords,
    finish.manufacturer,
    finish.model,
    finish.description,
  );
  return { searchName: foldText(finish.name), searchText: ` ${words.join(' ')} ` };
}

/** Longest search word kept; longer input is cut (a finish word is rarely longer). */
const MAX_WORD_LENGTH = 40;

/** The words of a search query (at most six): letters and digits only, so safe inside a LIKE pattern. */
export function searchTokensOf(query: string): string[] {
  return foldedWords(query)
    .slice(0, 6)
    .map((word) => word.slice(0, MAX_WORD_LENGTH));
}
