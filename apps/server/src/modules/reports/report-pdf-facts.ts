import type { ReportFact } from '@roomtone/contracts';
import { COLORS, type PdfWriter } from './pdf-writer.ts';

/** The facts of a report (project, revision and room details), kept together on one page. */

/** Labelled values in two columns side by side: project details left, room details right. */
export function drawFactColumns(writer: PdfWriter, columns: { title: string; facts: ReportFact[] }[]): void {
  const gap = 18;
  const columnWidth = (writer.width - gap * (columns.length - 1)) / columns.length;
  const labelWidth = Math.min(columnWidth * 0.42, 150);
  const heights = columns.map((column) =>
    column.facts.reduce(
      (total, fact) =>
        total +
        Math.max(
          writer.measure(fact.label, 'regular', 8.5, labelWidth - 4),
          writer.measure(fact.value, 'regular', 8.5, columnWidth - labelWidth),
        ) +
        3.5,
      18,
    ),
  );
  writer.ensure(Math.max(...heights));
  const top = writer.y;
  let bottom = top;
  columns.forEach((column, index) => {
    const x = writer.left + index * (columnWidth + gap);
    let y = top;
    writer.textAt(column.title, x, y, columnWidth, { face: 'bold', size: 10.5, color: COLORS.accent });
    y += 15;
    writer.doc
      .moveTo(x, y - 2)
      .lineTo(x + columnWidth, y - 2)
      .lineWidth(0.5)
      .strokeColor(COLORS.faint)
      .stroke();
    for (const fact of column.facts) {
      const labelHeight = writer.textAt(fact.label, x, y + 1, labelWidth - 4, {
        size: 8.5,
        color: COLORS.muted,
      });
      const valueHeight = writer.textAt(fact.value, x + labelWidth, y + 1, columnWidth - labelWidth, {
        size: 8.5,
      });
      y += Math.max(labelHeight, valueHeight) + 3.5;
    }
    bottom = Math.max(bottom, y);
  });
  writer.y = bottom + 10;
}
