/** The allow-lists of the vendor CSS sanitizer (`vendor-css.ts`): functions, properties, selectors, images. */

import { joinParts, SCHEMES, type Token } from './css-tokens.ts';

export const ALLOWED_FUNCTIONS = new Set([
  'rgb',
  'rgba',
  'hsl',
  'hsla',
  'hwb',
  'lab',
  'lch',
  'oklab',
  'oklch',
  'color',
  'color-mix',
  'calc',
  'min',
  'max',
  'clamp',
  'var',
  'linear-gradient',
  'radial-gradient',
  'conic-gradient',
  'repeating-linear-gradient',
  'repeating-radial-gradient',
  'repeating-conic-gradient',
  'translate',
  'translatex',
  'translatey',
  'translate3d',
  'rotate',
  'rotatex',
  'rotatey',
  'rotatez',
  'rotate3d',
  'scale',
  'scalex',
  'scaley',
  'scale3d',
  'skew',
  'skewx',
  'skewy',
  'matrix',
  'matrix3d',
  'perspective',
  'cubic-bezier',
  'steps',
  'blur',
  'brightness',
  'contrast',
  'drop-shadow',
  'grayscale',
  'hue-rotate',
  'invert',
  'opacity',
  'saturate',
  'sepia',
  'minmax',
  'repeat',
  'fit-content',
  'counter',
  'counters',
  'url',
  // Pseudo-classes that take an argument, inside selectors and @supports.
  'not',
  'is',
  'where',
  'has',
  'nth-child',
  'nth-last-child',
  'nth-of-type',
  'nth-last-of-type',
  'lang',
  'dir',
  'selector',
]);

export const FORBIDDEN_PROPERTIES = new Set(['behavior', '-ms-behavior', 'binding', '-moz-binding']);
export const PROPERTY_PATTERN = /^(?:--[a-zA-Z0-9_-]+|-?[a-zA-Z][a-zA-Z0-9-]*)$/;
export const SELECTOR_CHARACTERS = /^[a-zA-Z0-9\s#.:_*>+~,()[\]="'^$|%-]+$/;
export const CONDITION_CHARACTERS = /^[a-zA-Z0-9\s(),:.%/>=-]+$/;
export const KEYFRAMES_NAME = /^-?[a-zA-Z_][a-zA-Z0-9_-]*$/;
export const KEYFRAME_SELECTOR = /^(?:from|to|\d{1,3}(?:\.\d+)?%)(?:\s*,\s*(?:from|to|\d{1,3}(?:\.\d+)?%))*$/;
export const SAFE_IMAGE = /^data:image\/(?:png|jpeg|gif|webp);base64,[a-zA-Z0-9+/]+={0,2}$/;

/**
 * Parentheses and brackets outside strings must balance: an open `(` would make a browser
 * swallow the rest of the sheet into one value, reading it differently from this parser.
 */
function bracketsBalance(parts: Token[]): boolean {
  const stack: string[] = [];
  for (const part of parts) {
    if (part.kind !== 'text') continue;
    for (const character of part.text) {
      if (character === '(' || character === '[') stack.push(character === '(' ? ')' : ']');
      else if (character === ')' || character === ']') {
        if (stack.pop() !== character) return false;
      }
    }
  }
  return stack.length === 0;
}

/** True when every `name(` outside strings is an allowed function, and url() holds an inline image. */
export function functionsAreSafe(parts: Token[]): boolean {
  if (!bracketsBalance(parts)) return false;
  for (let index = 0; index < parts.length; index += 1) {
    const part = parts[index];
    if (part?.kind !== 'text') continue;
    for (const match of part.text.matchAll(/([a-zA-Z_-][a-zA-Z0-9_-]*)?\(/g)) {
      const name = (match[1] ?? '').toLowerCase();
      if (name === '') continue;
      if (!ALLOWED_FUNCTIONS.has(name)) return false;
      if (
        name === 'url' &&
        !urlIsSafe(part.text.slice((match.index ?? 0) + match[0].length), parts[index + 1])
      ) {
        return false;
      }
    }
  }
  return true;
}

/** The argument of `url(`: the rest of this text token, or the string token that follows it. */
function urlIsSafe(rest: string, following: Token | undefined): boolean {
  const unquoted = rest.match(/^\s*([^)\s]*)\s*\)/);
  if (unquoted?.[1]) return SAFE_IMAGE.test(unquoted[1]);
  if (rest.trim() !== '' || following?.kind !== 'string') return false;
  return SAFE_IMAGE.test(following.text.slice(1, -1));
}

/** The selector as written back, or null when it holds anything outside the allow-list. */
export function selectorIsSafe(parts: Token[]): string | null {
  if (!functionsAreSafe(parts)) return null;
  const selector = joinParts(parts);
  if (!selector) return null;
  const outsideStrings = parts
    .filter((part) => part.kind === 'text')
    .map((part) => (part.kind === 'text' ? part.text : ''))
    .join(' ');
  if (!SELECTOR_CHARACTERS.test(outsideStrings.trim() || 'x') || SCHEMES.test(outsideStrings)) return null;
  return selector;
}
