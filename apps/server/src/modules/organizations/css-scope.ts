/**
 * Confinement of vendor CSS to the vendor calculator (`vendor-css.ts`): every selector is written
 * under the calculator's root element, and what would reach the page around it is refused.
 */

/** A type selector `html` or `body`, or `:root`, `:host`, `:scope`: the page outside the root. */
const OUTSIDE_ROOT = /(?:^|[\s>+~(,|])(?:html|body)(?![\w-])|:(?:root|host|scope)(?![\w-])/i;

/** Strings of a selector (attribute values), emptied so their text is not read as selector syntax. */
const STRINGS = /"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g;

/**
 * Declarations that would let the calculator cover the page around it, refused wherever they are
 * written: fixed positioning takes an element out of the root onto the viewport.
 */
export function declarationIsContained(name: string, value: string): boolean {
  return !(name.toLowerCase() === 'position' && /fixed/i.test(value));
}

/**
 * Declarations written last on the root element (after the vendor's own, `!important`): painting
 * is clipped to the root, and the root becomes the containing block and stacking context of
 * everything in it, so nothing drawn by the vendor's rules shows outside the calculator or above
 * the page's own header and dialogs.
 */
export const ROOT_CONTAINMENT = ['contain: paint !important;'];

/** Splits a selector list at its top-level commas (not inside strings, parentheses or brackets). */
export function splitSelectorList(selector: string): string[] {
  const items: string[] = [];
  let current = '';
  let depth = 0;
  let quote: string | null = null;
  for (let index = 0; index < selector.length; index += 1) {
    const character = selector[index] ?? '';
    if (quote) {
      current += character;
      if (character === '\\') {
        current += selector[index + 1] ?? '';
        index += 1;
      } else if (character === quote) quote = null;
      continue;
    }
    if (character === '"' || character === "'") quote = character;
    else if (character === '(' || character === '[') depth += 1;
    else if (character === ')' || character === ']') depth -= 1;
    else if (character === ',' && depth === 0) {
      items.push(current);
      current = '';
      continue;
    }
    current += character;
  }
  items.push(current);
  return items;
}

/**
 * The selector list confined to the root: each selector written as a descendant of
 * `[scopeAttribute]` (unchanged without a scope), or null for the whole rule when one of its
 * selectors targets the document (`html`, `body`, `:root`) or starts with a sibling combinator
 * (`~ header` would be a sibling of the root, outside it).
 */
export function confineSelector(selector: string, scopeAttribute: string | null): string | null {
  const items = splitSelectorList(selector).map((item) => item.trim());
  for (const item of items) {
    const syntax = item.replace(STRINGS, '""');
    if (item === '' || /^[+~]/.test(item) || OUTSIDE_ROOT.test(syntax)) return null;
  }
  if (!scopeAttribute) return selector;
  return items.map((item) => `[${scopeAttribute}] ${item}`).join(', ');
}

/** The prefix of the vendor's animation names once served. */
export const KEYFRAMES_PREFIX = 'vendor-';

/**
 * Gives the vendor's `@keyframes` their own names (`pulse` becomes `vendor-pulse`, also where
 * `animation` and `animation-name` use them), so a vendor animation cannot replace one of the
 * page's own by taking its name.
 */
export function renameKeyframes(lines: string[]): string[] {
  const names = new Set<string>();
  for (const line of lines) {
    const match = line.match(/^\s*@(?:-webkit-)?keyframes\s+(\S+)\s*\{$/);
    if (match?.[1]) names.add(match[1]);
  }
  if (names.size === 0) return lines;
  const rename = (text: string) =>
    text.replace(/(?<![\w-])-?[a-zA-Z_][\w-]*(?![\w-])/g, (word) =>
      names.has(word) ? `${KEYFRAMES_PREFIX}${word}` : word,
    );
  return lines.map((line) => {
    const keyframes = line.match(/^(\s*@(?:-webkit-)?keyframes\s+)(\S+)(\s*\{)$/);
    if (keyframes) return `${keyframes[1]}${KEYFRAMES_PREFIX}${keyframes[2]}${keyframes[3]}`;
    const animation = line.match(/^(\s*(?:-webkit-)?animation(?:-name)?:\s)(.*)$/i);
    return animation ? `${animation[1]}${rename(animation[2] ?? '')}` : line;
  });
}
