import type {
  ReportBandRow,
  ReportFact,
  ReportSurface,
  ReportTextBlock,
  RoomReport,
} from '@roomtone/contracts';
import { COLORS, type FontFace, type PdfWriter } from './pdf-writer.ts';
import { CHART_HEIGHT, drawRtChart } from './report-chart-pdf.ts';
import { TOTAL_ABSORPTION_LABEL } from './report-surfaces.ts';

/**
 * The sections of a report page by page: letterhead, facts, the surfaces table, the results with
 * their graph, warnings, notes and the appendix. A table row, a surface (its coefficient and
 * sabin lines) and the graph are each kept on one page; a table continued on a new page repeats
 * its header.
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

type SurfaceColumns = {
  number: number;
  name: number;
  quantity: number;
  label: number;
  band: number;
  nrc: number;
};

function surfaceColumns(width: number, bandCount: number): SurfaceColumns {
  const fixedWidth = 18 + 76 + 46 + 30 * bandCount + 30;
  return { number: 18, name: width - fixedWidth, quantity: 76, label: 46, band: 30, nrc: 30 };
}

function drawSurfacesHeader(
  writer: PdfWriter,
  columns: SurfaceColumns,
  bands: number[],
  areaUnit: string,
): void {
  const y = writer.y;
  const doc = writer.doc;
  const bandsX = writer.left + columns.number + columns.name + columns.quantity + columns.label;
  doc.rect(writer.left, y, writer.width, 26).fillColor(COLORS.fill).fill();
  const header = { face: 'bold' as const, size: 7.5, color: COLORS.ink };
  writer.textAt('#', writer.left + 2, y + 14, columns.number, header);
  writer.textAt('Surface, finish and source', writer.left + columns.number, y + 14, columns.name, header);
  writer.textAt(
    `Quantity (${areaUnit})`,
    writer.left + columns.number + columns.name,
    y + 14,
    columns.quantity,
    header,
  );
  writer.textAt('Octave band (Hz)', bandsX, y + 3, columns.band * bands.length, {
    ...header,
    align: 'center',
  });
  bands.forEach((band, index) => {
    writer.textAt(String(band), bandsX + index * columns.band, y + 14, columns.band - 2, {
      ...header,
      align: 'right',
    });
  });
  writer.textAt('NRC', bandsX + bands.length * columns.band, y + 14, columns.nrc - 2, {
    ...header,
    align: 'right',
  });
  writer.y = y + 28;
}

function bandValues(
  writer: PdfWriter,
  columns: SurfaceColumns,
  y: number,
  values: string[],
  options: { face?: FontFace; color?: string } = {},
): void {
  const bandsX = writer.left + columns.number + columns.name + columns.quantity + columns.label;
  values.forEach((value, index) => {
    writer.textAt(value, bandsX + index * columns.band, y, columns.band - 2, {
      size: 8,
      align: 'right',
      face: options.face,
      color: options.color,
    });
  });
}

function surfaceHeight(writer: PdfWriter, columns: SurfaceColumns, surface: ReportSurface): number {
  const nameWidth = columns.name - 6;
  const nameHeight =
    writer.measure(surface.name, 'bold', 8, nameWidth) +
    writer.measure(surface.finish, 'regular', 7.5, nameWidth) +
    writer.measure(surface.source, 'regular', 7, nameWidth);
  const quantityHeight =
    writer.measure(surface.quantityTotal, 'regular', 8, columns.quantity - 4) +
    writer.measure(surface.quantityByGroup, 'regular', 7, columns.quantity - 4);
  return Math.max(nameHeight, quantityHeight, 24) + 7;
}

function drawSurface(
  writer: PdfWriter,
  columns: SurfaceColumns,
  surface: ReportSurface,
  sabinsUnit: string,
): void {
  const y = writer.y + 3;
  const nameX = writer.left + columns.number;
  const nameWidth = columns.name - 6;
  const quantityX = nameX + columns.name;
  const labelX = quantityX + columns.quantity;
  writer.textAt(String(surface.number), writer.left + 2, y, columns.number - 2, { size: 8 });
  let nameY = y + writer.textAt(surface.name, nameX, y, nameWidth, { face: 'bold', size: 8 });
  nameY += writer.textAt(surface.finish, nameX, nameY, nameWidth, { size: 7.5 });
  writer.textAt(surface.source, nameX, nameY, nameWidth, { size: 7, color: COLORS.muted });
  const quantityY = y + writer.textAt(surface.quantityTotal, quantityX, y, columns.quantity - 4, { size: 8 });
  writer.textAt(surface.quantityByGroup, quantityX, quantityY, columns.quantity - 4, {
    size: 7,
    color: COLORS.muted,
  });
  writer.textAt('α', labelX, y, columns.label, { size: 8, color: COLORS.muted });
  writer.textAt(sabinsUnit, labelX, y + 11, columns.label, { size: 7.5, color: COLORS.muted });
  bandValues(writer, columns, y, surface.coefficients);
  bandValues(writer, columns, y + 11, surface.sabins);
  writer.textAt(
    surface.nrc,
    labelX + columns.label + columns.band * surface.sabins.length,
    y,
    columns.nrc - 2,
    {
      size: 8,
      align: 'right',
    },
  );
}

/** The surfaces table: one block per active surface, then the totals per band. */
export function drawSurfacesTable(writer: PdfWriter, report: RoomReport): void {
  const { surfaces } = report;
  const bands = report.chart.bands;
  const columns = surfaceColumns(writer.width, bands.length);
  drawHeading(writer, 'Surfaces', 80);
  drawSurfacesHeader(writer, columns, bands, surfaces.areaUnit);
  if (surfaces.rows.length === 0) {
    writer.y += writer.textAt(
      'No active surface.',
      writer.left + columns.number,
      writer.y + 3,
      columns.name,
      {
        size: 8.5,
        color: COLORS.muted,
      },
    );
    writer.y += 8;
  }
  for (const surface of surfaces.rows) {
    const height = surfaceHeight(writer, columns, surface);
    if (writer.ensure(height)) drawSurfacesHeader(writer, columns, bands, surfaces.areaUnit);
    drawSurface(writer, columns, surface, surfaces.sabinsUnit);
    writer.y += height;
    writer.rule(writer.y - 2, COLORS.faint, 0.4);
  }
  const totalsHeight = surfaces.totals.length * 12 + 8;
  if (writer.ensure(totalsHeight)) drawSurfacesHeader(writer, columns, bands, surfaces.areaUnit);
  writer.rule(writer.y, COLORS.ink, 0.8);
  writer.y += 4;
  const hasAir = surfaces.totals.some((row) => row.label === TOTAL_ABSORPTION_LABEL);
  surfaces.totals.forEach((row: ReportBandRow, index) => {
    const isTotal = row.label === TOTAL_ABSORPTION_LABEL || (!hasAir && index === 0);
    writer.textAt(row.label, writer.left + columns.number, writer.y, columns.name, {
      size: 8,
      face: isTotal ? 'bold' : 'regular',
    });
    if (index === 0) {
      writer.textAt(
        `${surfaces.totalArea} entered`,
        writer.left + columns.number + columns.name,
        writer.y,
        columns.quantity,
        {
          size: 8,
        },
      );
    }
    bandValues(writer, columns, writer.y, row.values, { face: isTotal ? 'bold' : 'regular' });
    writer.y += 12;
  });
  writer.y += 8;
}

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
