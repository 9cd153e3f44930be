/** The tokens of the vendor CSS sanitizer (`vendor-css.ts`): strings, braces, semicolons and text. */

export type Token =
  | { kind: 'string'; text: string }
  | { kind: 'open' }
  | { kind: 'close' }
  | { kind: 'semicolon' }
  | { kind: 'text'; text: string };

/** `javascript:` or `vbscript:`, wherever it appears. */
export const SCHEMES = /(?:java|vb)script\s*:/i;

/** Splits CSS into strings, braces, semicolons and other text; comments are dropped. */
export function tokenize(input: string): Token[] {
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
export function readString(input: string, start: number, quote: string): { value: string; next: number } {
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
export function safeString(token: string): string | null {
  if (token.length < 2 || token.includes('\n') || token[0] !== token[token.length - 1]) return null;
  if (SCHEMES.test(token)) return null;
  return token.replaceAll('<', '\\3c ').replaceAll('>', '\\3e ');
}

/** Collects tokens up to (not including) the next `{`, `;` or `}` at this level. */
export function readPrelude(tokens: Token[], start: number): { parts: Token[]; next: number } {
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
export function skipBlock(tokens: Token[], start: number): number {
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
export function joinParts(parts: Token[]): string | null {
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
