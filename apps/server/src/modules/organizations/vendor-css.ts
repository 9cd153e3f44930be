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

import {
  CONDITION_CHARACTERS,
  FORBIDDEN_PROPERTIES,
  functionsAreSafe,
  KEYFRAME_SELECTOR,
  KEYFRAMES_NAME,
  PROPERTY_PATTERN,
  selectorIsSafe,
} from './css-allow-lists.ts';
import { confineSelector, declarationIsContained, ROOT_CONTAINMENT, renameKeyframes } from './css-scope.ts';
import { joinParts, readPrelude, SCHEMES, skipBlock, type Token, tokenize } from './css-tokens.ts';

/** The outcome: the safe stylesheet and how many rules or declarations were dropped. */
export type SanitizedCss = { css: string; removed: number };

const MAX_DEPTH = 3;

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
  if (value === null || value === '' || !declarationIsContained(name, value)) return null;
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
  scope: string | null,
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
      const result = sanitizeAtRule(tokens, parts, next, depth, scope);
      lines.push(...result.lines);
      removed += result.removed;
      index = result.next;
      continue;
    }
    const selector = mode === 'keyframes' ? keyframeSelector(parts) : ruleSelector(parts, scope);
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

function ruleSelector(parts: Token[], scope: string | null): string | null {
  const selector = selectorIsSafe(parts);
  return selector === null ? null : confineSelector(selector, scope);
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
  scope: string | null,
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
    const inner = sanitizeRules(tokens, open + 1, depth + 1, 'rules', scope);
    if (inner.lines.length === 0) return { lines: [], removed: inner.removed, next: inner.next };
    return {
      lines: [`@${name} ${condition} {`, ...indent(inner.lines, 1), '}'],
      removed: inner.removed,
      next: inner.next,
    };
  }
  if (name === 'keyframes') {
    if (!KEYFRAMES_NAME.test(condition)) return skip();
    const inner = sanitizeRules(tokens, open + 1, depth + 1, 'keyframes', scope);
    return {
      lines: [`@${match?.[1] ?? ''}keyframes ${condition} {`, ...indent(inner.lines, 1), '}'],
      removed: inner.removed,
      next: inner.next,
    };
  }
  return skip();
}

/**
 * Sanitizes a vendor stylesheet (rules, `@media`, `@supports`, `@keyframes`). With a scope
 * attribute, every selector is written under the element carrying it (`[scope] selector`) and
 * the animations are renamed (`vendor-…`).
 */
export function sanitizeVendorCss(input: string, scopeAttribute: string | null = null): SanitizedCss {
  const { lines, removed } = sanitizeRules(tokenize(input), 0, 0, 'rules', scopeAttribute);
  return { css: (scopeAttribute ? renameKeyframes(lines) : lines).join('\n'), removed };
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
 * The stylesheet served for a vendor's calculator: the sanitized stylesheet with every selector
 * under the element carrying `scopeAttribute`, then the inline declarations on that element, and
 * last the containment of the root. Both are sanitized again here, whatever was stored.
 */
export function vendorStylesheet(vendorCss: string, vendorCssInline: string, scopeAttribute: string): string {
  const sheet = sanitizeVendorCss(vendorCss, scopeAttribute).css;
  const inline = sanitizeVendorDeclarations(vendorCssInline).css;
  if (sheet === '' && inline === '') return '';
  const rootDeclarations = [...(inline === '' ? [] : inline.split('\n')), ...ROOT_CONTAINMENT];
  const root = `[${scopeAttribute}] {\n${indent(rootDeclarations, 1).join('\n')}\n}`;
  return [sheet, root].filter((part) => part !== '').join('\n\n');
}
