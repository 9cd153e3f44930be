/**
 * Sanitizer of the CSS a vendor writes for its branded calculator (`/v/{vendorName}/rt`).
 *
 * Vendor CSS is untrusted. Rather than strip bad patterns from the text (escapes and comments
 * defeat that), the input is tokenized, parsed into rules and declarations, checked against
 * allow-lists, and a new stylesheet is written from what passed. Whatever is not understood is
 * dropped. What can never come out:
 * - `@import`, `@font-face`, `@namespace`, `@charset` or any at-rule but `@media`, `@supports`
 *   and `@keyframes`;
 * - a function outside the allow-list: no `expression()`, `image-set()`, `element()`, `attr()`,
 *   `env()`;
 * - `url()` other than an inline raster image (`data:image/png|jpeg|gif|webp;base64,…`), so no
 *   request can leave for another origin (or any origin);
 * - `javascript:` / `vbscript:`, `behavior`, `-moz-binding`;
 * - a backslash escape outside a string (escapes could spell `url` or `expression`);
 * - a `<` outside a string, and inside strings `<` and `>` are written as CSS escapes, so the
 *   text cannot close a `<style>` element (`</style>`) wherever it is embedded.
 */

/** The outcome: the safe stylesheet and how many rules or declarations were dropped. */
export type SanitizedCss = { css: string; removed: number };

type Token =
  | { kind: 'string'; text: string }
  | { kind: 'open' }
  | { kind: 'close' }
  | { kind: 'semicolon' }
  | { kind: 'text'; text: string };

const MAX_DEPTH = 3;

const ALLOWED_FUNCTIONS = new Set([
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

const FORBIDDEN_PROPERTIES = new Set(['behavior', '-ms-behavior', 'binding', '-moz-binding']);
const PROPERTY_PATTERN = /^(?:--[a-zA-Z0-9_-]+|-?[a-zA-Z][a-zA-Z0-9-]*)$/;
const SELECTOR_CHARACTERS = /^[a-zA-Z0-9\s#.:_*>+~,()[\]="'^$|%-]+$/;
const CONDITION_CHARACTERS = /^[a-zA-Z0-9\s(),:.%/>=-]+$/;
const KEYFRAMES_NAME = /^-?[a-zA-Z_][a-zA-Z0-9_-]*$/;
const KEYFRAME_SELECTOR = /^(?:from|to|\d{1,3}(?:\.\d+)?%)(?:\s*,\s*(?:from|to|\d{1,3}(?:\.\d+)?%))*$/;
const SAFE_IMAGE = /^data:image\/(?:png|jpeg|gif|webp);base64,[a-zA-Z0-9+/]+={0,2}$/;
const SCHEMES = /(?:java|vb)script\s*:/i;

/** Splits CSS into strings, braces, semicolons and other text; comments are dropped. */
function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  let text = '';
  const flush = () => {
    if (text !== '') tokens.push({ kind: 'text', text });
    text = '';
  };
  let index = 0;
  while (index < input.length) {
    const character = input[index] ?? '';
    if (character === '/' && input[index + 1] === '*') {
      const end = input.indexOf('*/', index + 2);
      index = end === -1 ? input.length : end + 2;
      text += ' ';
      continue;
    }
    if (character === '"' || character === "'") {
      flush();
      const { value, next } = readString(input, index, character);
      tokens.push({ kind: 'string', text: value });
      index = next;
      continue;
    }
    if (character === '{' || character === '}' || character === ';') {
      flush();
      tokens.push({ kind: character === '{' ? 'open' : character === '}' ? 'close' : 'semicolon' });
      index += 1;
      continue;
    }
    text += character;
    index += 1;
  }
  flush();
  return tokens;
}

/**
 * Reads a quoted string from `start` (the quote). An unterminated string or one broken by a
 * newline yields a value the checks refuse (`\n` is kept), as a browser would also drop it.
 */
function readString(input: string, start: number, quote: string): { value: string; next: number } {
  let index = start + 1;
  let value = '';
  while (index < input.length) {
    const character = input[index] ?? '';
    if (character === '\\') {
      value += character + (input[index + 1] ?? '');
      index += 2;
      continue;
    }
    if (character === quote) return { value: quote + value + quote, next: index + 1 };
    if (character === '\n' || character === '\r') break;
    value += character;
    index += 1;
  }
  return { value: `${quote}${value}\n`, next: index };
}

/** A string token is usable when it is closed and on one line; `<` and `>` become escapes. */
function safeString(token: string): string | null {
  if (token.length < 2 || token.includes('\n') || token[0] !== token[token.length - 1]) return null;
  if (SCHEMES.test(token)) return null;
  return token.replaceAll('<', '\\3c ').replaceAll('>', '\\3e ');
}

/** Collects tokens up to (not including) the next `{`, `;` or `}` at this level. */
function readPrelude(tokens: Token[], start: number): { parts: Token[]; next: number } {
  const parts: Token[] = [];
  let index = start;
  while (index < tokens.length) {
    const token = tokens[index];
    if (!token || token.kind === 'open' || token.kind === 'semicolon' || token.kind === 'close') break;
    parts.push(token);
    index += 1;
  }
  return { parts, next: index };
}

/** Index after the block that opens at `start` (a `{`), braces balanced. */
function skipBlock(tokens: Token[], start: number): number {
  let depth = 0;
  for (let index = start; index < tokens.length; index += 1) {
    const kind = tokens[index]?.kind;
    if (kind === 'open') depth += 1;
    if (kind === 'close') {
      depth -= 1;
      if (depth === 0) return index + 1;
    }
  }
  return tokens.length;
}

/** Joins prelude tokens into text (whitespace outside strings collapsed), or null when a string is unsafe. */
function joinParts(parts: Token[]): string | null {
  let result = '';
  for (const part of parts) {
    if (part.kind === 'string') {
      const safe = safeString(part.text);
      if (safe === null) return null;
      result += safe;
    } else if (part.kind === 'text') {
      result += part.text.replace(/\s+/g, ' ');
    }
  }
  return result.trim();
}

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
function functionsAreSafe(parts: Token[]): boolean {
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

/** Checks one declaration (`name: value`) and writes it back, or null to drop it. */
function sanitizeDeclaration(parts: Token[]): string | null {
  const first = parts[0];
  if (first?.kind !== 'text') return null;
  const colon = first.text.indexOf(':');
  if (colon === -1) return null;
  const name = first.text.slice(0, colon).trim();
  if (!PROPERTY_PATTERN.test(name) || FORBIDDEN_PROPERTIES.has(name.toLowerCase())) return null;
  const valueParts: Token[] = [{ kind: 'text', text: first.text.slice(colon + 1) }, ...parts.slice(1)];
  for (const part of valueParts) {
    if (part.kind !== 'text') continue;
    if (/[\\<>@]/.test(part.text) || SCHEMES.test(part.text)) return null;
  }
  if (!functionsAreSafe(valueParts)) return null;
  const value = joinParts(valueParts);
  if (value === null || value === '') return null;
  return `${name.toLowerCase().startsWith('--') ? name : name.toLowerCase()}: ${value};`;
}

/** Parses a declaration block from `start` (just after `{`) to its `}`. */
function sanitizeDeclarations(
  tokens: Token[],
  start: number,
  stopAtClose: boolean,
): { declarations: string[]; removed: number; next: number } {
  const declarations: string[] = [];
  let removed = 0;
  let index = start;
  while (index < tokens.length) {
    const token = tokens[index];
    if (token?.kind === 'close' && stopAtClose) return { declarations, removed, next: index + 1 };
    if (token?.kind === 'semicolon' || token?.kind === 'close') {
      index += 1;
      continue;
    }
    const { parts, next } = readPrelude(tokens, index);
    if (tokens[next]?.kind === 'open') {
      // A nested rule (CSS nesting) inside a declaration block is not supported: dropped whole.
      removed += 1;
      index = skipBlock(tokens, next);
      continue;
    }
    if (parts.some((part) => part.kind === 'text' && part.text.trim() !== '') || parts.length > 1) {
      const declaration = sanitizeDeclaration(parts);
      if (declaration) declarations.push(declaration);
      else removed += 1;
    }
    index = next;
  }
  return { declarations, removed, next: index };
}

function selectorIsSafe(parts: Token[]): string | null {
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

function indent(lines: string[], depth: number): string[] {
  const pad = '  '.repeat(depth);
  return lines.map((line) => `${pad}${line}`);
}

/** Parses rules from `start` until the end, or until the `}` closing this level. */
function sanitizeRules(
  tokens: Token[],
  start: number,
  depth: number,
  mode: 'rules' | 'keyframes',
): { lines: string[]; removed: number; next: number } {
  const lines: string[] = [];
  let removed = 0;
  let index = start;
  while (index < tokens.length) {
    const token = tokens[index];
    if (token?.kind === 'close') {
      if (depth > 0) return { lines, removed, next: index + 1 };
      index += 1;
      continue;
    }
    if (token?.kind === 'semicolon') {
      index += 1;
      continue;
    }
    const { parts, next } = readPrelude(tokens, index);
    const head = parts[0]?.kind === 'text' ? parts[0].text.trimStart() : '';
    if (tokens[next]?.kind !== 'open') {
      // A statement at-rule (@import, @charset, @namespace) or stray text: dropped.
      if (parts.length > 0 && joinParts(parts) !== '') removed += 1;
      index = tokens[next]?.kind === 'close' ? next : next + 1;
      continue;
    }
    if (mode === 'rules' && head.startsWith('@')) {
      const result = sanitizeAtRule(tokens, parts, next, depth);
      lines.push(...result.lines);
      removed += result.removed;
      index = result.next;
      continue;
    }
    const selector = mode === 'keyframes' ? keyframeSelector(parts) : selectorIsSafe(parts);
    const block = sanitizeDeclarations(tokens, next + 1, true);
    removed += block.removed;
    if (selector && block.declarations.length > 0) {
      lines.push(`${selector} {`, ...indent(block.declarations, 1), '}');
    } else if (!selector) {
      removed += 1;
    }
    index = block.next;
  }
  return { lines, removed, next: index };
}

function keyframeSelector(parts: Token[]): string | null {
  const text = joinParts(parts);
  return text && parts.every((part) => part.kind === 'text') && KEYFRAME_SELECTOR.test(text) ? text : null;
}

/** `@media` and `@supports` (nested rules) and `@keyframes` are kept; other at-rules are dropped. */
function sanitizeAtRule(
  tokens: Token[],
  parts: Token[],
  open: number,
  depth: number,
): { lines: string[]; removed: number; next: number } {
  const prelude = joinParts(parts) ?? '';
  const match = prelude.match(/^@(-webkit-)?([a-zA-Z-]+)\s*(.*)$/);
  const name = match?.[2]?.toLowerCase() ?? '';
  const condition = match?.[3]?.trim() ?? '';
  const isStringFree = parts.every((part) => part.kind === 'text');
  const skip = () => ({ lines: [], removed: 1, next: skipBlock(tokens, open) });
  if (depth >= MAX_DEPTH || !isStringFree) return skip();
  if ((name === 'media' || name === 'supports') && !match?.[1]) {
    if (condition === '' || !CONDITION_CHARACTERS.test(condition) || !functionsAreSafe(parts)) return skip();
    const inner = sanitizeRules(tokens, open + 1, depth + 1, 'rules');
    if (inner.lines.length === 0) return { lines: [], removed: inner.removed, next: inner.next };
    return {
      lines: [`@${name} ${condition} {`, ...indent(inner.lines, 1), '}'],
      removed: inner.removed,
      next: inner.next,
    };
  }
  if (name === 'keyframes') {
    if (!KEYFRAMES_NAME.test(condition)) return skip();
    const inner = sanitizeRules(tokens, open + 1, depth + 1, 'keyframes');
    return {
      lines: [`@${match?.[1] ?? ''}keyframes ${condition} {`, ...indent(inner.lines, 1), '}'],
      removed: inner.removed,
      next: inner.next,
    };
  }
  return skip();
}

/** Sanitizes a vendor stylesheet (rules, `@media`, `@supports`, `@keyframes`). */
export function sanitizeVendorCss(input: string): SanitizedCss {
  const { lines, removed } = sanitizeRules(tokenize(input), 0, 0, 'rules');
  return { css: lines.join('\n'), removed };
}

/**
 * Sanitizes inline vendor CSS: declarations only (`color: #333; font-family: Georgia`), which
 * are applied to the vendor calculator's root element.
 */
export function sanitizeVendorDeclarations(input: string): SanitizedCss {
  const { declarations, removed } = sanitizeDeclarations(tokenize(input), 0, false);
  return { css: declarations.join('\n'), removed };
}

/**
 * The stylesheet served for a vendor's calculator: the sanitized stylesheet, then the inline
 * declarations scoped to the element carrying `scopeAttribute`. Both are sanitized again here,
 * whatever was stored.
 */
export function vendorStylesheet(vendorCss: string, vendorCssInline: string, scopeAttribute: string): string {
  const sheet = sanitizeVendorCss(vendorCss).css;
  const inline = sanitizeVendorDeclarations(vendorCssInline).css;
  const scoped = inline === '' ? '' : `[${scopeAttribute}] {\n${indent(inline.split('\n'), 1).join('\n')}\n}`;
  return [sheet, scoped].filter((part) => part !== '').join('\n\n');
}
