import type { ReportVariant, RoomReport } from '@roomtone/contracts';
import { COLORS, type FontFace, type PdfWriter } from './pdf-writer.ts';
import { drawHeading } from './report-pdf-headings.ts';

/**
 * The PDF's sections of issue 24: the standard (the verdict line, the rule with its source, and a
 * row per assessed band) and the variants side by side (RT per band of each, the change against
 * the first under it). Drawn from the report object, like every other section.
 */

type Column = { title: string; share: number; align: 'left' | 'right' };

const STANDARD_COLUMNS: Column[] = [
  { title: 'Band', share: 0.3, align: 'left' },
  { title: 'Value', share: 0.16, align: 'right' },
  { title: 'Limits', share: 0.22, align: 'right' },
  { title: 'Margin', share: 0.16, align: 'right' },
  { title: 'Result', share: 0.16, align: 'right' },
];

function drawHeaderRow(
  writer: PdfWriter,
  titles: { text: string; x: number; width: number; align: Column['align'] }[],
) {
  const y = writer.y;
  writer.doc.rect(writer.left, y, writer.width, 16).fillColor(COLORS.fill).fill();
  for (const title of titles) {
    writer.textAt(title.text, title.x + 3, y + 4, title.width - 8, {
      face: 'bold',
      size: 8,
      align: title.align,
    });
  }
  writer.y = y + 18;
}

function standardHeader(writer: PdfWriter) {
  let x = writer.left;
  drawHeaderRow(
    writer,
    STANDARD_COLUMNS.map((column) => {
      const width = column.share * writer.width;
      const cell = { text: column.title, x, width, align: column.align };
      x += width;
      return cell;
    }),
  );
}

/** The standard: verdict, rule, what it asks of this room, its source, and the pass/fail table. */
export function drawStandard(writer: PdfWriter, report: RoomReport): void {
  const { standard } = report;
  if (standard === null) return;
  drawHeading(writer, `Standard: ${standard.name}`, 60);
  writer.paragraph(standard.verdict, { face: 'bold', size: 10, gapAfter: 4 });
  writer.paragraph(`${standard.roomType}. ${standard.rule}`, { size: 8.5, gapAfter: 2 });
  if (standard.note !== '') writer.paragraph(standard.note, { size: 8.5, gapAfter: 2 });
  writer.paragraph(`Held with ${standard.model}. Source: ${standard.source}`, {
    size: 7.5,
    color: COLORS.muted,
    gapAfter: 6,
  });
  if (standard.rows.length === 0) return;
  writer.ensure(18 + Math.min(standard.rows.length, 3) * 13);
  standardHeader(writer);
  for (const row of standard.rows) {
    if (writer.ensure(13)) standardHeader(writer);
    const values = [row.band, row.value, row.limits, row.margin, row.outcome];
    let x = writer.left;
    STANDARD_COLUMNS.forEach((column, index) => {
      const width = column.share * writer.width;
      const face: FontFace = index === 4 && row.outcome === 'fails' ? 'bold' : 'regular';
      writer.textAt(values[index] ?? '', x + 3, writer.y, width - 8, {
        size: 8.5,
        align: column.align,
        face,
      });
      x += width;
    });
    writer.y += 13;
    writer.rule(writer.y - 2, COLORS.faint, 0.4);
  }
  writer.y += 8;
}

/** The variants side by side: each one's RT per band, its model, the change against the first and its verdict. */
export function drawVariants(writer: PdfWriter, report: RoomReport): void {
  const { variants } = report;
  const [first] = variants;
  if (first === undefined) return;
  const bands = report.chart.bands;
  const labelWidth = 150;
  const bandWidth = (writer.width - labelWidth) / bands.length;
  const bandX = (index: number) => writer.left + labelWidth + index * bandWidth;
  const header = () =>
    drawHeaderRow(writer, [
      { text: 'Variant (RT in s)', x: writer.left, width: labelWidth, align: 'left' },
      ...bands.map((band, index) => ({
        text: `${band} Hz`,
        x: bandX(index),
        width: bandWidth,
        align: 'right' as const,
      })),
    ]);
  // A row: the name with the values; its model with the changes; its verdict (or problem) under both.
  const noteOf = (variant: ReportVariant) => (variant.verdict !== '' ? variant.verdict : variant.problem);
  const rowHeight = (variant: ReportVariant) => {
    const note = noteOf(variant);
    return 26 + (note === '' ? 0 : writer.measure(note, 'regular', 7.5, writer.width - 6)) + 3;
  };
  const introduction = `Each variant is the room with its own surfaces; the change is against ${first.name}, from the values as printed.`;
  // The heading stays with its introduction, the table's header and the first variant.
  drawHeading(
    writer,
    'Variants',
    writer.measure(introduction, 'regular', 8.5, writer.width) + 24 + rowHeight(first),
  );
  writer.paragraph(introduction, { size: 8.5, gapAfter: 6 });
  header();
  for (const variant of variants) {
    const height = rowHeight(variant);
    if (writer.ensure(height)) header();
    const y = writer.y;
    // Line by line (the name with its values, then the model with the changes), so the text reads in rows.
    writer.textAt(variant.name, writer.left + 3, y, labelWidth - 6, { face: 'bold', size: 8.5 });
    variant.values.forEach((value, index) => {
      writer.textAt(value, bandX(index), y, bandWidth - 6, { size: 8.5, align: 'right' });
    });
    writer.textAt(variant.model, writer.left + 3, y + 12, labelWidth - 6, { size: 7.5, color: COLORS.muted });
    variant.changes.forEach((change, index) => {
      writer.textAt(change, bandX(index), y + 12, bandWidth - 6, {
        size: 7.5,
        align: 'right',
        color: COLORS.muted,
      });
    });
    writer.textAt(noteOf(variant), writer.left + 3, y + 24, writer.width - 6, {
      size: 7.5,
      color: COLORS.muted,
    });
    writer.y = y + height;
    writer.rule(writer.y - 2, COLORS.faint, 0.4);
  }
  writer.y += 8;
}
