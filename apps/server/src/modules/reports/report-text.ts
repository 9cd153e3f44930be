import type { ReportTextBlock, ReportTextRun } from '@roomtone/contracts';

/**
 * Reads the organization's report text into blocks of styled runs, which the report page and the
 * PDF both draw as plain text (nothing of it is ever inserted as markup). The settings store plain
 * text, where a blank line separates paragraphs and a line break stays a line break; rich text
 * from an editor (paragraphs, headings, lists, bold, italic) is read too, so the report keeps its
 * structure whichever way it was written. Other tags are dropped and their text is kept.
 */

const BLOCK_TAGS: Record<string, ReportTextBlock['kind']> = {
  p: 'paragraph',
  div: 'paragraph',
  blockquote: 'paragraph',
  h1: 'heading',
  h2: 'heading',
  h3: 'heading',
  h4: 'heading',
  h5: 'heading',
  h6: 'heading',
};
const BOLD_TAGS = new Set(['strong', 'b']);
const ITALIC_TAGS = new Set(['em', 'i']);
/** Elements whose content is code or raw text, never prose: dropped whole. */
const DROPPED_TAGS = new Set(['script', 'style', 'template', 'textarea', 'title', 'svg', 'math']);

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity.startsWith('#')) {
      const isHex = entity[1] === 'x' || entity[1] === 'X';
      const code = Number.parseInt(entity.slice(isHex ? 2 : 1), isHex ? 16 : 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[entity.toLowerCase()] ?? whole;
  });
}

/** True when the text holds markup from a rich-text editor rather than plain text. */
function isMarkup(text: string): boolean {
  return /<(p|div|br|h[1-6]|ul|ol|li|strong|em|b|i|u|blockquote)\b[^>]*>/i.test(text);
}

function plainBlocks(text: string): ReportTextBlock[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => ({
      kind: 'paragraph' as const,
      runs: [{ text: paragraph, isBold: false, isItalic: false }],
    }));
}

/** Joins neighbouring runs of the same style and trims the block's ends. */
function tidyRuns(runs: ReportTextRun[]): ReportTextRun[] {
  const joined: ReportTextRun[] = [];
  for (const run of runs) {
    const last = joined.at(-1);
    if (last && last.isBold === run.isBold && last.isItalic === run.isItalic) last.text += run.text;
    else joined.push({ ...run });
  }
  const first = joined[0];
  if (first) first.text = first.text.replace(/^[ \t]+/, '');
  const last = joined.at(-1);
  if (last) last.text = last.text.replace(/[ \t\n]+$/, '');
  return joined.filter((run) => run.text !== '');
}

function markupBlocks(html: string): ReportTextBlock[] {
  const blocks: ReportTextBlock[] = [];
  let current: ReportTextBlock | null = null;
  const lists: ('bullet' | 'numbered')[] = [];
  let bold = 0;
  let italic = 0;
  let dropping: string | null = null;

  const finish = () => {
    if (current === null) return;
    const runs = tidyRuns(current.runs);
    if (runs.length > 0) blocks.push({ kind: current.kind, runs });
    current = null;
  };
  const addText = (text: string) => {
    if (text === '') return;
    if (current === null) {
      if (text.trim() === '') return;
      current = { kind: 'paragraph', runs: [] };
    }
    current.runs.push({ text, isBold: bold > 0, isItalic: italic > 0 });
  };

  const tokens = html.split(/(<[^>]*>)/);
  for (const token of tokens) {
    const tag = /^<\s*(\/?)\s*([a-z0-9]+)/i.exec(token);
    if (!tag) {
      if (dropping === null) addText(decodeEntities(token.replace(/\s+/g, ' ')));
      continue;
    }
    const isClosing = tag[1] === '/';
    const name = (tag[2] ?? '').toLowerCase();
    if (dropping !== null) {
      if (isClosing && name === dropping) dropping = null;
      continue;
    }
    if (DROPPED_TAGS.has(name)) {
      if (!isClosing && !token.endsWith('/>')) dropping = name;
      continue;
    }
    if (name === 'br') {
      addText('\n');
      continue;
    }
    if (BOLD_TAGS.has(name)) bold = Math.max(0, bold + (isClosing ? -1 : 1));
    else if (ITALIC_TAGS.has(name)) italic = Math.max(0, italic + (isClosing ? -1 : 1));
    else if (name === 'ul' || name === 'ol') {
      finish();
      if (isClosing) lists.pop();
      else lists.push(name === 'ul' ? 'bullet' : 'numbered');
    } else if (name === 'li') {
      finish();
      if (!isClosing) current = { kind: lists.at(-1) ?? 'bullet', runs: [] };
    } else {
      const kind = BLOCK_TAGS[name];
      if (kind === undefined) continue;
      // A paragraph inside a list item continues the item.
      const isInItem = current !== null && (current.kind === 'bullet' || current.kind === 'numbered');
      if (isInItem && kind === 'paragraph') continue;
      finish();
      if (!isClosing) current = { kind, runs: [] };
    }
  }
  finish();
  return blocks;
}

/** The organization's report text as blocks of runs; empty text gives no blocks. */
export function reportTextBlocks(text: string): ReportTextBlock[] {
  if (text.trim() === '') return [];
  return isMarkup(text) ? markupBlocks(text) : plainBlocks(text);
}
