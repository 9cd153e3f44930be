import type { ReportBandRow, ReportSurface, RoomReport } from '@roomtone/contracts';
import { COLORS, type FontFace, type PdfWriter } from './pdf-writer.ts';
import { drawHeading } from './report-pdf-headings.ts';
import { TOTAL_ABSORPTION_LABEL } from './report-surfaces.ts';

/**
 * The surfaces table of a report: a block per active surface (its coefficient and sabin lines),
 * then the totals per band. A surface and the totals are each kept on one page; the table
 * continued on a new page repeats its header.
 */

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
