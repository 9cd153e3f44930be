import type { ReportTextBlock, RoomReport } from '@roomtone/contracts';
import { COLORS, type FontFace, type PdfWriter } from './pdf-writer.ts';

/**
 * What the organization puts on the first page of its reports: the letterhead (logo, the firm's
 * name and address) and its report text.
 */

/** The organization's logo, ready to draw, with its size in pixels. */
export type ReportLogo = { bytes: Buffer; width: number; height: number };

/** Tallest the logo may be, so a wide setting on a tall logo still leaves room for the report. */
const LOGO_MAX_HEIGHT = 96;

/** The letterhead: logo at the configured width, the firm's name and address, then a rule. */
export function drawLetterhead(
  writer: PdfWriter,
  organization: RoomReport['organization'],
  logo: ReportLogo | null,
): void {
  const doc = writer.doc;
  const top = writer.y - 20;
  let logoWidth = 0;
  let logoHeight = 0;
  if (logo !== null && organization.logoWidthPercent > 0) {
    const boxWidth = (writer.width * organization.logoWidthPercent) / 100;
    const scale = Math.min(boxWidth / logo.width, LOGO_MAX_HEIGHT / logo.height);
    logoWidth = logo.width * scale;
    logoHeight = logo.height * scale;
    doc.image(logo.bytes, writer.left, top, { width: logoWidth, height: logoHeight });
  }
  const besideWidth = writer.width - logoWidth - 18;
  const isBeside = logoWidth === 0 || besideWidth >= 150;
  const blockX = isBeside ? writer.left + writer.width - Math.min(besideWidth, 260) : writer.left;
  const blockWidth = isBeside ? Math.min(besideWidth, 260) : writer.width;
  const align = isBeside ? 'right' : 'left';
  let y = isBeside ? top : top + logoHeight + 8;
  y += writer.textAt(organization.name, blockX, y, blockWidth, {
    face: 'bold',
    size: 12,
    color: COLORS.accent,
    align,
  });
  for (const line of organization.addressLines) {
    y += writer.textAt(line, blockX, y + 1, blockWidth, { size: 8.5, color: COLORS.muted, align });
  }
  writer.y = Math.max(y, top + logoHeight) + 10;
  writer.rule(writer.y, COLORS.accent, 1.2);
  writer.y += 14;
}

/** The organization's report text: paragraphs, headings and list items with bold and italic runs. */
export function drawReportText(writer: PdfWriter, blocks: ReportTextBlock[]): void {
  const doc = writer.doc;
  let number = 0;
  for (const block of blocks) {
    number = block.kind === 'numbered' ? number + 1 : 0;
    const isItem = block.kind === 'bullet' || block.kind === 'numbered';
    const indent = isItem ? 12 : 0;
    const size = block.kind === 'heading' ? 10.5 : 9.5;
    const width = writer.width - indent;
    const plain = block.runs.map((run) => run.text).join('');
    writer.ensure(Math.min(writer.measure(plain, 'regular', size, width), 30));
    if (isItem) {
      writer.textAt(block.kind === 'bullet' ? '•' : `${number}.`, writer.left, writer.y, indent, { size });
    }
    block.runs.forEach((run, index) => {
      const face: FontFace =
        run.isBold || block.kind === 'heading' ? 'bold' : run.isItalic ? 'italic' : 'regular';
      writer.style(face, size);
      const isLast = index === block.runs.length - 1;
      if (index === 0)
        doc.text(run.text, writer.left + indent, writer.y, { width, lineGap: 1, continued: !isLast });
      else doc.text(run.text, { continued: !isLast });
    });
    writer.y = doc.y + 4;
  }
  if (blocks.length > 0) writer.y += 6;
}
