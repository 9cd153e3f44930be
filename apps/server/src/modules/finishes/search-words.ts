/**
 * Other words a search word stands for: its other number (singular, plural) and common
 * synonyms of the trade, so 'baffles' finds a baffle, 'rug' a carpet and 'plasterboard' gypsum
 * board. They are matched after every direct match (the search's last tier), by word start.
 * Words are folded (`search-text.ts`): lower case, no accents.
 */

/** Groups of words that name the same thing in finish data; each word finds the others. */
const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['carpet', 'rug'],
  ['drywall', 'gypsum', 'plasterboard'],
  ['curtain', 'drape', 'drapery'],
  ['seat', 'chair', 'seating'],
  ['fibreglass', 'fiberglass'],
  ['timber', 'wood'],
  ['rockwool', 'stonewool'],
];

const SYNONYMS: ReadonlyMap<string, readonly string[]> = new Map(
  SYNONYM_GROUPS.flatMap((group) => group.map((word) => [word, group.filter((other) => other !== word)])),
);

/** Endings whose plural is not a plain 's' (singular ← plural). */
const PLURAL_RULES: readonly [RegExp, string][] = [
  [/ies$/, 'y'],
  [/(ch|sh|ss|x)es$/, '$1'],
  [/s$/, ''],
];

/** The singular of an English plural, or null when the word does not look like one. */
function singularOf(word: string): string | null {
  if (word.length < 4 || word.endsWith('ss') || word.endsWith('us')) return null;
  for (const [ending, replacement] of PLURAL_RULES) {
    if (ending.test(word)) return word.replace(ending, replacement);
  }
  return null;
}

/** The plural of an English noun. */
function pluralOf(word: string): string {
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(ch|sh|ss|x)$/.test(word)) return `${word}es`;
  return `${word}s`;
}

/**
 * The other forms of a folded search word: its singular (when it reads as a plural) or its
 * plural, and the synonyms of either, without the word itself. A plural's word-start match
 * ('tiles') misses the singular ('tile'); a word's match finds its plural, and a synonym's its
 * synonym's plural, already.
 */
export function otherFormsOf(word: string): string[] {
  if (word.length < 3 || /\d/.test(word)) return [];
  const singular = singularOf(word);
  const forms = singular ? [singular] : [pluralOf(word)];
  const base = singular ?? word;
  const synonyms = [...(SYNONYMS.get(base) ?? []), ...(SYNONYMS.get(word) ?? [])];
  const all = [...forms, ...synonyms];
  // The word itself already matches every word starting with it (and, fuzzy, holding it).
  return [...new Set(all)].filter((form) => form !== word && !form.startsWith(word));
}
