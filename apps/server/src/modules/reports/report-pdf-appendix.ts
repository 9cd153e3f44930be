import type { RoomReport } from '@roomtone/contracts';
import { COLORS, type PdfWriter } from './pdf-writer.ts';
import { drawHeading } from './report-pdf-headings.ts';

/** The appendix of a report on a page of its own; a symbol and a formula are each kept on one page. */

/** The appendix: how the numbers were computed, symbols, formulas and their sources. */
export function drawAppendix(writer: PdfWriter, appendix: RoomReport['appendix']): void {
  writer.newPage();
  drawHeading(writer, 'Appendix: formulas and sources', 60);
  writer.paragraph(appendix.introduction, { size: 9, gapAfter: 8 });
  writer.textAt('Symbols', writer.left, writer.y, writer.width, { face: 'bold', size: 9.5 });
  writer.y += 14;
  for (const definition of appendix.definitions) {
    const height = writer.measure(definition.value, 'regular', 8.5, writer.width - 30);
    writer.ensure(height + 3);
    writer.textAt(definition.label, writer.left, writer.y, 28, { face: 'italic', size: 9 });
    writer.textAt(definition.value, writer.left + 30, writer.y, writer.width - 30, { size: 8.5 });
    writer.y += height + 3;
  }
  writer.y += 8;
  for (const formula of appendix.formulas) {
    const height =
      14 +
      writer.measure(formula.formula, 'regular', 9.5, writer.width - 16) +
      writer.measure(formula.citation, 'regular', 7.5, writer.width - 16) +
      10;
    writer.ensure(height);
    writer.textAt(formula.label, writer.left, writer.y, writer.width, { face: 'bold', size: 9.5 });
    writer.y += 14;
    writer.y += writer.textAt(formula.formula, writer.left + 16, writer.y, writer.width - 16, { size: 9.5 });
    writer.y += 2;
    writer.y += writer.textAt(formula.citation, writer.left + 16, writer.y, writer.width - 16, {
      size: 7.5,
      color: COLORS.muted,
    });
    writer.y += 10;
  }
}
