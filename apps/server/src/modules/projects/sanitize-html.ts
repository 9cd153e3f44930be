/**
 * An allow-list sanitizer for the rich text of notes. The body is written in the browser's editor
 * but stored and shown to other members, so nothing that can run script may survive: only the
 * tags below are kept, with no attributes except a link's href (http, https or mailto). Other
 * tags are dropped but their text is kept; the content of script-like elements is dropped whole.
 * The output is well formed: every kept element is closed.
 */

const ALLOWED_TAGS = new Set([
  'p',
  'br',
  'strong',
  'em',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'a',
  'h1',
  'h2',
  'h3',
  'blockquote',
  'code',
  'pre',
]);

const VOID_TAGS = new Set(['br']);

/** Elements whose whole content is dropped with them (it is code or raw text, never prose). */
const DROP_CONTENT_TAGS = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'textarea',
  'title',
  'xmp',
  'svg',
  'math',
  'select',
]);

const ALLOWED_SCHEMES = ['http:', 'https:', 'mailto:'];

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  colon: ':',
  tab: '\t',
  newline: '\n',
};

/** Decodes character references, so a scheme hidden in entities (`javascript&#58;`) is seen. */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (match, entity: string) => {
    if (entity.startsWith('#')) {
      const code =
        entity[1] === 'x' || entity[1] === 'X'
          ? Number.parseInt(entity.slice(2), 16)
          : Number(entity.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED_ENTITIES[entity.toLowerCase()] ?? match;
  });
}

function escapeText(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

function escapeAttribute(text: string): string {
  return escapeText(text).replaceAll('"', '&quot;');
}

/** A link target that is http, https or mailto, or null. */
export function safeHref(raw: string): string | null {
  const decoded = decodeEntities(raw).trim();
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:").
  const compact = [...decoded]
    .filter((character) => {
      const code = character.codePointAt(0) ?? 0;
      return code > 0x20 && (code < 0x7f || code > 0xa0);
    })
    .join('')
    .toLowerCase();
  if (!ALLOWED_SCHEMES.some((scheme) => compact.startsWith(scheme))) return null;
  return decoded;
}

type Attributes = Map<string, string>;

/**
 * Reads the attributes of a start tag from `index` to its closing `>`; returns them and the end.
 * `isTag` is false when no `>` closes it before the text ends or another `<` begins: then the `<`
 * was text the user typed ("a <svg of it"), not markup.
 */
function readAttributes(
  html: string,
  start: number,
): { attributes: Attributes; end: number; isTag: boolean } {
  const attributes: Attributes = new Map();
  let index = start;
  while (index < html.length) {
    const character = html[index] ?? '';
    if (character === '>') return { attributes, end: index + 1, isTag: true };
    if (character === '<') return { attributes, end: index, isTag: false };
    if (/[\s/]/.test(character)) {
      index += 1;
      continue;
    }
    const nameMatch = /^[^\s/>=<]+/.exec(html.slice(index));
    const name = (nameMatch?.[0] ?? character).toLowerCase();
    index += name.length;
    while (/\s/.test(html[index] ?? '')) index += 1;
    let value = '';
    if (html[index] === '=') {
      index += 1;
      while (/\s/.test(html[index] ?? '')) index += 1;
      const quote = html[index];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, index + 1);
        const stop = close === -1 ? html.length : close;
        value = html.slice(index + 1, stop);
        index = stop + 1;
      } else {
        const unquoted = /^[^\s><]*/.exec(html.slice(index))?.[0] ?? '';
        value = unquoted;
        index += unquoted.length;
      }
    }
    if (!attributes.has(name)) attributes.set(name, value);
  }
  return { attributes, end: html.length, isTag: false };
}

function openTag(tag: string, attributes: Attributes): string {
  if (tag !== 'a') return `<${tag}>`;
  const href = safeHref(attributes.get('href') ?? '');
  if (href === null) return '<a>';
  return `<a href="${escapeAttribute(href)}" rel="noopener noreferrer nofollow" target="_blank">`;
}

/**
 * Skips a dropped element's whole content; returns the index after its end tag. An element never
 * closed drops only its start tag: what follows is the user's text, kept (escaped) as text.
 */
function skipContent(html: string, tag: string, from: number): number {
  const close = new RegExp(`</${tag}\\s*>`, 'i').exec(html.slice(from));
  return close ? from + close.index + close[0].length : from;
}

/** Returns HTML holding only the allowed tags and attributes. */
export function sanitizeHtml(html: string): string {
  const output: string[] = [];
  const open: string[] = [];
  let index = 0;
  while (index < html.length) {
    const lt = html.indexOf('<', index);
    if (lt === -1) {
      output.push(escapeText(decodeEntities(html.slice(index))));
      break;
    }
    if (lt > index) output.push(escapeText(decodeEntities(html.slice(index, lt))));
    const rest = html.slice(lt);
    if (rest.startsWith('<!--')) {
      const close = html.indexOf('-->', lt + 4);
      index = close === -1 ? html.length : close + 3;
      continue;
    }
    if (rest.startsWith('<!') || rest.startsWith('<?')) {
      const close = html.indexOf('>', lt);
      index = close === -1 ? html.length : close + 1;
      continue;
    }
    const endMatch = /^<\/([a-z][a-z0-9-]*)[^>]*>?/i.exec(rest);
    if (endMatch) {
      const tag = (endMatch[1] ?? '').toLowerCase();
      index = lt + endMatch[0].length;
      const position = open.lastIndexOf(tag);
      if (position !== -1) {
        for (const closing of open.splice(position).reverse()) output.push(`</${closing}>`);
      }
      continue;
    }
    const startMatch = /^<([a-z][a-z0-9-]*)/i.exec(rest);
    if (!startMatch) {
      output.push('&lt;');
      index = lt + 1;
      continue;
    }
    const tag = (startMatch[1] ?? '').toLowerCase();
    const { attributes, end, isTag } = readAttributes(html, lt + startMatch[0].length);
    if (!isTag) {
      output.push('&lt;');
      index = lt + 1;
      continue;
    }
    index = end;
    const selfClosing = html[end - 2] === '/';
    if (DROP_CONTENT_TAGS.has(tag)) {
      if (!selfClosing) index = skipContent(html, tag, end);
      continue;
    }
    if (!ALLOWED_TAGS.has(tag)) continue;
    output.push(openTag(tag, attributes));
    if (!VOID_TAGS.has(tag)) open.push(tag);
  }
  for (const closing of open.reverse()) output.push(`</${closing}>`);
  return output.join('');
}
