import { COLORS, type PdfWriter } from './pdf-writer.ts';

/**
 * The report's title and its section headings. A heading is kept on one page with the start of
 * what follows it.
 */

/** The report title and the line under it. */
export function drawTitle(writer: PdfWriter, title: string, subtitle: string): void {
  writer.y += writer.textAt(title, writer.left, writer.y, writer.width, { face: 'bold', size: 20 });
  writer.y += 2;
  writer.y += writer.textAt(subtitle, writer.left, writer.y, writer.width, {
    size: 10.5,
    color: COLORS.muted,
  });
  writer.y += 10;
}

/** A section heading; `keepWith` is the height of what must follow it on the same page. */
export function drawHeading(writer: PdfWriter, text: string, keepWith = 40): void {
  writer.ensure(24 + keepWith);
  writer.y += 4;
  writer.textAt(text, writer.left, writer.y, writer.width, {
    face: 'bold',
    size: 12.5,
    color: COLORS.accent,
  });
  writer.y += 17;
  writer.rule(writer.y, COLORS.faint, 0.5);
  writer.y += 6;
}
