import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ReportPaper } from '@roomtone/contracts';
import PDFDocument from 'pdfkit';

/**
 * The page machinery of the report PDFs: an A4 or US Letter document with embedded fonts (DejaVu
 * Sans Condensed, shipped in `fonts/` with its licence: PDF viewers need no font of their own and
 * every character of the report, Greek symbols included, has a glyph), a cursor that moves down
 * the page, page breaks that a caller asks for before drawing something that must stay whole,
 * and the running header and the 'Page n of m' footer drawn on every page once the page count
 * is known.
 */

const FONT_FILES = {
  regular: 'DejaVuSansCondensed.ttf',
  bold: 'DejaVuSansCondensed-Bold.ttf',
  italic: 'DejaVuSansCondensed-Oblique.ttf',
} as const;

/** The three faces of the report's type. */
export type FontFace = keyof typeof FONT_FILES;

function fontPath(face: FontFace): string {
  return fileURLToPath(new URL(`./fonts/${FONT_FILES[face]}`, import.meta.url));
}

/** A font as pdfkit lays text out with it (a fontkit font); pdfkit takes one in place of a file. */
type ParsedFont = { layout: (text: string) => unknown };

let parsedFonts: Record<FontFace, ParsedFont> | undefined;

function parseFont(face: FontFace): ParsedFont {
  const probe = new PDFDocument({ autoFirstPage: false });
  probe.font(readFileSync(fontPath(face)));
  const parsed = (probe as unknown as { _font?: { font?: unknown } })._font?.font;
  if (typeof parsed !== 'object' || parsed === null || !('layout' in parsed)) {
    throw new Error(`pdfkit did not parse ${FONT_FILES[face]}`);
  }
  return parsed as ParsedFont;
}

/**
 * The fonts, parsed once per process. pdfkit parses a font file again for every document, and the
 * parsed font's caches (glyph metrics, kerning pairs) go with it: that made each report spend most
 * of its time decoding the same tables. A parsed font handed to pdfkit keeps its caches for every
 * document; each document still embeds only the glyphs it uses. pdfkit has no public parser, so the
 * parsed font is taken from a probe document.
 */
function fonts(): Record<FontFace, ParsedFont> {
  parsedFonts ??= { regular: parseFont('regular'), bold: parseFont('bold'), italic: parseFont('italic') };
  return parsedFonts;
}

/** Colours: dark enough to print legibly in black and white. */
export const COLORS = {
  ink: '#141414',
  muted: '#505050',
  rule: '#8c8c8c',
  faint: '#d0d0d0',
  fill: '#ececec',
  accent: '#1d3f4f',
} as const;

/** Page margins in points: room for the running header above and the footer below. */
const MARGINS = { top: 62, bottom: 58, left: 50, right: 50 };

/** Metadata of the document (shown by viewers and read by search tools). */
export type PdfMetadata = { title: string; author: string; subject: string; keywords: string };

/** What the running header and the footer say. */
export type RunningText = { firm: string; headerRight: string; footerLeft: string };

/** A report document being written. */
export class PdfWriter {
  readonly doc: PDFKit.PDFDocument;
  /** Where the next thing is drawn. */
  y: number;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<Buffer>;

  constructor(paper: ReportPaper, metadata: PdfMetadata) {
    this.doc = new PDFDocument({
      size: paper === 'letter' ? 'LETTER' : 'A4',
      margins: MARGINS,
      bufferPages: true,
      info: {
        Title: metadata.title,
        Author: metadata.author,
        Subject: metadata.subject,
        Keywords: metadata.keywords,
        Creator: 'Roomtone',
      },
      displayTitle: true,
      lang: 'en',
      pdfVersion: '1.7',
    });
    const faces = fonts();
    for (const face of Object.keys(FONT_FILES) as FontFace[]) {
      // pdfkit 0.20 takes a parsed font wherever it takes a font file (PDFFontFactory.open).
      this.doc.registerFont(face, faces[face] as unknown as Buffer);
    }
    // The standard font pdfkit starts with is never used, so it is never written into the file.
    this.doc.font('regular');
    this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
    this.done = new Promise((resolve, reject) => {
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)));
      this.doc.on('error', reject);
    });
    this.y = MARGINS.top;
  }

  get left(): number {
    return MARGINS.left;
  }

  get width(): number {
    return this.doc.page.width - MARGINS.left - MARGINS.right;
  }

  get bottom(): number {
    return this.doc.page.height - MARGINS.bottom;
  }

  /** Sets face, size and colour for what is drawn next. */
  style(face: FontFace, size: number, color: string = COLORS.ink): this {
    this.doc.font(face).fontSize(size).fillColor(color);
    return this;
  }

  /** Height of a text at a width in a face and size. */
  measure(text: string, face: FontFace, size: number, width: number, lineGap = 1): number {
    if (text === '') return 0;
    this.doc.font(face).fontSize(size);
    return this.doc.heightOfString(text, { width, lineGap });
  }

  /** Starts a new page and puts the cursor at its top. */
  newPage(): void {
    this.doc.addPage();
    this.y = MARGINS.top;
  }

  /** Starts a new page unless `height` more points fit on this one. */
  ensure(height: number): boolean {
    if (this.y + height <= this.bottom) return false;
    this.newPage();
    return true;
  }

  /** Draws a text at (x, y) within a width; the cursor is not moved. Returns its height. */
  textAt(
    text: string,
    x: number,
    y: number,
    width: number,
    options: { face?: FontFace; size?: number; color?: string; align?: 'left' | 'right' | 'center' } = {},
  ): number {
    if (text === '') return 0;
    const face = options.face ?? 'regular';
    const size = options.size ?? 9;
    this.style(face, size, options.color);
    this.doc.text(text, x, y, { width, align: options.align ?? 'left', lineGap: 1 });
    return this.doc.heightOfString(text, { width, lineGap: 1 });
  }

  /**
   * A paragraph at the cursor across the content width. Long text continues on the next page
   * line by line (a paragraph may break; a table row or the graph never does).
   */
  paragraph(
    text: string,
    options: { face?: FontFace; size?: number; color?: string; indent?: number; gapAfter?: number } = {},
  ): void {
    const face = options.face ?? 'regular';
    const size = options.size ?? 9.5;
    const indent = options.indent ?? 0;
    const width = this.width - indent;
    // Keep at least two lines together with what comes before them.
    this.ensure(Math.min(this.measure(text, face, size, width), size * 2.6));
    this.style(face, size, options.color);
    this.doc.text(text, this.left + indent, this.y, { width, lineGap: 1 });
    this.y = this.doc.y + (options.gapAfter ?? 4);
  }

  /** A horizontal rule across the content width. */
  rule(y: number, color: string = COLORS.rule, lineWidth = 0.6): void {
    this.doc
      .moveTo(this.left, y)
      .lineTo(this.left + this.width, y)
      .lineWidth(lineWidth)
      .strokeColor(color)
      .stroke();
  }

  /** The text cut with an ellipsis to fit one line of `width` in the current face and size. */
  private fitLine(text: string, width: number): string {
    if (this.doc.widthOfString(text) <= width) return text;
    let kept = text;
    while (kept.length > 1 && this.doc.widthOfString(`${kept}…`) > width) kept = kept.slice(0, -1);
    return `${kept.trimEnd()}…`;
  }

  /** Draws the running header (from page 2) and the footer with 'Page n of m' on every page. */
  private drawRunningText(running: RunningText): void {
    const range = this.doc.bufferedPageRange();
    const total = range.count;
    for (let index = 0; index < total; index++) {
      this.doc.switchToPage(range.start + index);
      const page = this.doc.page;
      // Writing inside the margins must not start a new page.
      const bottomMargin = page.margins.bottom;
      page.margins.bottom = 0;
      const width = this.width;
      if (index > 0) {
        const top = MARGINS.top - 30;
        this.style('bold', 8.5, COLORS.accent);
        this.doc.text(this.fitLine(running.firm, width * 0.45), this.left, top, { lineBreak: false });
        this.style('regular', 8, COLORS.muted);
        const right = this.fitLine(running.headerRight, width * 0.5);
        this.doc.text(right, this.left + width - this.doc.widthOfString(right), top + 0.5, {
          lineBreak: false,
        });
        this.rule(top + 13, COLORS.faint, 0.5);
      }
      const footerY = page.height - MARGINS.bottom + 22;
      this.rule(footerY - 6, COLORS.faint, 0.5);
      this.style('regular', 7.5, COLORS.muted);
      this.doc.text(this.fitLine(running.footerLeft, width * 0.75), this.left, footerY, { lineBreak: false });
      this.style('regular', 7.5, COLORS.ink);
      const pageText = `Page ${index + 1} of ${total}`;
      this.doc.text(pageText, this.left + width - this.doc.widthOfString(pageText), footerY, {
        lineBreak: false,
      });
      page.margins.bottom = bottomMargin;
    }
  }

  /** Finishes the document and answers its bytes. */
  async finish(running: RunningText): Promise<Buffer> {
    this.drawRunningText(running);
    this.doc.end();
    return this.done;
  }
}
