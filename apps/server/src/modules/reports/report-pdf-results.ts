import type { RoomReport } from '@roomtone/contracts';
import { COLORS, type FontFace, type PdfWriter } from './pdf-writer.ts';
import { CHART_HEIGHT, drawRtChart } from './report-chart-pdf.ts';
import { drawHeading } from './report-pdf-headings.ts';

/**
 * The results of a report: the report model and why, RT per band with the goal, the footnotes and
 * the graph. The table and the graph are each kept on one page.
 */

function drawBandTableHeader(writer: PdfWriter, labelWidth: number, bands: number[], caption: string): void {
  const y = writer.y;
  const bandWidth = (writer.width - labelWidth) / bands.length;
  writer.doc.rect(writer.left, y, writer.width, 16).fillColor(COLORS.fill).fill();
  writer.textAt(caption, writer.left + 4, y + 4, labelWidth - 4, { face: 'bold', size: 8 });
  bands.forEach((band, index) => {
    writer.textAt(`${band} Hz`, writer.left + labelWidth + index * bandWidth, y + 4, bandWidth - 6, {
      face: 'bold',
      size: 8,
      align: 'right',
    });
  });
  writer.y = y + 18;
}

/** The results: the report model, why, RT per band with the goal, the footnotes and the graph. */
export function drawResults(writer: PdfWriter, report: RoomReport, startOnNewPage: boolean): void {
  const { results, chart } = report;
  if (startOnNewPage) writer.newPage();
  drawHeading(writer, `Results: ${results.choiceText}`, 60);
  writer.paragraph(results.explanation, { size: 9, gapAfter: 8 });
  const labelWidth = 150;
  const bandWidth = (writer.width - labelWidth) / chart.bands.length;
  const rows = [
    ...results.rows.map((row) => ({
      label: row.isExperimental ? `${row.label} (experimental)` : row.label,
      values: row.values,
      isGoal: false,
    })),
    ...results.goalRows.map((row) => ({ label: row.label, values: row.values, isGoal: true })),
  ];
  writer.ensure(18 + rows.length * 14 + 8);
  drawBandTableHeader(writer, labelWidth, chart.bands, 'RT (s)');
  if (rows.length === 0) {
    writer.y += writer.textAt(
      'No reverberation time: no model applies.',
      writer.left + 4,
      writer.y,
      writer.width,
      {
        size: 8.5,
        color: COLORS.muted,
      },
    );
  }
  for (const row of rows) {
    const face: FontFace = row.isGoal ? 'italic' : 'bold';
    const color = row.isGoal ? COLORS.muted : COLORS.ink;
    writer.textAt(row.label, writer.left + 4, writer.y, labelWidth - 4, { face, size: 8.5, color });
    row.values.forEach((value, index) => {
      writer.textAt(value, writer.left + labelWidth + index * bandWidth, writer.y, bandWidth - 6, {
        face: row.isGoal ? 'italic' : 'regular',
        size: 8.5,
        align: 'right',
        color,
      });
    });
    writer.y += 13;
    writer.rule(writer.y - 2, COLORS.faint, 0.4);
  }
  writer.y += 4;
  for (const note of results.footnotes)
    writer.paragraph(note, { size: 7.5, color: COLORS.muted, gapAfter: 1 });
  writer.y += 6;
  writer.ensure(CHART_HEIGHT + 16);
  writer.textAt('Reverberation time per octave band', writer.left, writer.y, writer.width, {
    face: 'bold',
    size: 9,
  });
  writer.y += 12;
  drawRtChart(writer, chart);
  writer.y += 8;
}
