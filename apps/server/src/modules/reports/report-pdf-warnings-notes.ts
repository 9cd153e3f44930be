import type { RoomReport } from '@roomtone/contracts';
import { COLORS, type PdfWriter } from './pdf-writer.ts';
import { drawHeading } from './report-pdf-headings.ts';

/** The warnings that applied to a report's calculation and its notes and limitations, as bullets. */

/** A list of paragraphs with bullets; `details` are indented under their item. */
function drawBullets(writer: PdfWriter, items: { text: string; details: string[] }[], size = 8.5): void {
  for (const item of items) {
    const height = writer.measure(item.text, 'regular', size, writer.width - 12);
    writer.ensure(Math.min(height, 30));
    writer.textAt('•', writer.left, writer.y, 10, { size });
    writer.paragraph(item.text, { size, indent: 12, gapAfter: 2 });
    for (const detail of item.details) {
      writer.paragraph(`– ${detail}`, { size: size - 0.5, indent: 24, gapAfter: 1, color: COLORS.muted });
    }
    writer.y += 2;
  }
}

/** Warnings that applied and the notes and limitations. */
export function drawWarningsAndNotes(writer: PdfWriter, report: RoomReport): void {
  drawHeading(writer, 'Warnings', 30);
  if (report.warnings.length === 0) {
    writer.paragraph('No warning applies to this calculation.', {
      size: 8.5,
      color: COLORS.muted,
      gapAfter: 8,
    });
  } else {
    drawBullets(
      writer,
      report.warnings.map((warning) => ({ text: warning.message, details: warning.details })),
    );
  }
  drawHeading(writer, 'Notes and limitations', 30);
  drawBullets(
    writer,
    report.notes.map((note) => ({ text: note, details: [] })),
    8.5,
  );
}
