import type { ReportChart } from '@roomtone/contracts';
import { COLORS, type PdfWriter } from './pdf-writer.ts';

/**
 * The RT graph as vector graphics: octave bands on a logarithmic frequency axis (each octave the
 * same width, third-octave minor ticks), seconds from 0, the RT goal band as a grey area with its
 * goal as a dotted line, and each model as a line of its own dash and marker, so the graph reads
 * in black and white. The report page draws the same graph in SVG with the same styles.
 */

/** Height the graph takes on the page, legend included. */
export const CHART_HEIGHT = 262;

const PLOT_HEIGHT = 196;
const AXIS_LEFT = 40;

/** Line styles of the series, in order: black solid with discs, dark grey dashed with squares. */
const SERIES_STYLES = [
  { color: '#111111', dash: null, marker: 'disc' },
  { color: '#4a4a4a', dash: [6, 3], marker: 'square' },
] as const;

type SeriesStyle = (typeof SERIES_STYLES)[number];

/** The drawing calls the graph makes (pdfkit's), so it can also be drawn as SVG (a share's preview image). */
export type ChartDoc = {
  save(): ChartDoc;
  restore(): ChartDoc;
  rect(x: number, y: number, width: number, height: number): ChartDoc;
  circle(x: number, y: number, radius: number): ChartDoc;
  polygon(...points: [number, number][]): ChartDoc;
  moveTo(x: number, y: number): ChartDoc;
  lineTo(x: number, y: number): ChartDoc;
  lineWidth(width: number): ChartDoc;
  strokeColor(color: string): ChartDoc;
  fillColor(color: string): ChartDoc;
  dash(length: number, options: { space: number }): ChartDoc;
  undash(): ChartDoc;
  fill(): ChartDoc;
  stroke(): ChartDoc;
  fillAndStroke(): ChartDoc;
  rotate(angle: number, options: { origin: [number, number] }): ChartDoc;
  widthOfString(text: string): number;
};

/** Where the graph is drawn: a report page (`PdfWriter`) or an SVG canvas. */
export type ChartSurface = {
  readonly doc: ChartDoc;
  y: number;
  readonly left: number;
  readonly width: number;
  textAt: PdfWriter['textAt'];
};

function drawMarker(writer: ChartSurface, style: SeriesStyle, x: number, y: number): void {
  const doc = writer.doc;
  doc.undash().lineWidth(1.1);
  if (style.marker === 'disc') doc.circle(x, y, 2.8).fillColor(style.color).fill();
  else
    doc
      .rect(x - 2.7, y - 2.7, 5.4, 5.4)
      .fillColor('#ffffff')
      .strokeColor(style.color)
      .fillAndStroke();
}

function drawSeriesLine(writer: ChartSurface, style: SeriesStyle, points: [number, number][]): void {
  const doc = writer.doc;
  doc.lineWidth(1.6).strokeColor(style.color);
  if (style.dash) doc.dash(style.dash[0], { space: style.dash[1] });
  else doc.undash();
  let isDrawing = false;
  for (const [x, y] of points) {
    if (Number.isNaN(y)) {
      isDrawing = false;
      continue;
    }
    if (isDrawing) doc.lineTo(x, y);
    else doc.moveTo(x, y);
    isDrawing = true;
  }
  doc.stroke().undash();
}

/** Draws the graph at the cursor (the caller has made room for CHART_HEIGHT). */
export function drawRtChart(writer: ChartSurface, chart: ReportChart): void {
  const doc = writer.doc;
  const top = writer.y + 6;
  const plotLeft = writer.left + AXIS_LEFT;
  const plotWidth = writer.width - AXIS_LEFT - 8;
  const plotBottom = top + PLOT_HEIGHT;
  const bandCount = chart.bands.length;
  // Half an octave of room on each side, so the first and last band sit inside the frame.
  const x = (octave: number) => plotLeft + ((octave + 0.5) / bandCount) * plotWidth;
  const y = (seconds: number) => plotBottom - (seconds / chart.yMax) * PLOT_HEIGHT;

  doc.save();
  doc.rect(plotLeft, top, plotWidth, PLOT_HEIGHT).fillColor('#ffffff').fill();
  for (const tick of chart.yTicks) {
    doc
      .moveTo(plotLeft, y(tick))
      .lineTo(plotLeft + plotWidth, y(tick))
      .lineWidth(0.4)
      .strokeColor(COLORS.faint)
      .stroke();
    writer.textAt(tick.toFixed(chart.tickDecimals), writer.left, y(tick) - 4, AXIS_LEFT - 6, {
      size: 7.5,
      color: COLORS.muted,
      align: 'right',
    });
  }
  for (let band = 0; band < bandCount; band++) {
    for (const third of [-1 / 3, 1 / 3]) {
      doc
        .moveTo(x(band + third), plotBottom)
        .lineTo(x(band + third), plotBottom - 3)
        .lineWidth(0.4)
        .strokeColor(COLORS.rule)
        .stroke();
    }
    doc.moveTo(x(band), top).lineTo(x(band), plotBottom).lineWidth(0.4).strokeColor(COLORS.faint).stroke();
    writer.textAt(String(chart.bands[band] ?? ''), x(band) - 20, plotBottom + 4, 40, {
      size: 7.5,
      color: COLORS.muted,
      align: 'center',
    });
  }
  writer.textAt('Frequency (Hz), octave bands, logarithmic scale', plotLeft, plotBottom + 16, plotWidth, {
    size: 7.5,
    color: COLORS.muted,
    align: 'center',
  });
  doc.save();
  doc.rotate(-90, { origin: [writer.left + 6, top + PLOT_HEIGHT / 2] });
  writer.textAt('RT (s)', writer.left + 6 - 30, top + PLOT_HEIGHT / 2 - 4, 60, {
    size: 7.5,
    color: COLORS.muted,
    align: 'center',
  });
  doc.restore();

  if (chart.goal.length > 0) {
    const upper = chart.goal.map((point, band): [number, number] => [x(band), y(point.upper)]);
    const lower = chart.goal.map((point, band): [number, number] => [x(band), y(point.lower)]).reverse();
    doc
      .polygon(...upper, ...lower)
      .fillColor('#d6d6d6')
      .strokeColor('#9a9a9a')
      .lineWidth(0.6)
      .fillAndStroke();
    doc.lineWidth(1).strokeColor('#2b2b2b').dash(1.5, { space: 2 });
    chart.goal.forEach((point, band) => {
      if (band === 0) doc.moveTo(x(band), y(point.goal));
      else doc.lineTo(x(band), y(point.goal));
    });
    doc.stroke().undash();
  }

  chart.series.forEach((series, index) => {
    const style = SERIES_STYLES[index % SERIES_STYLES.length] ?? SERIES_STYLES[0];
    const points = series.values.map((value, band): [number, number] => [
      x(band),
      value === null ? Number.NaN : y(Math.min(value, chart.yMax)),
    ]);
    drawSeriesLine(writer, style, points);
    for (const [px, py] of points) if (!Number.isNaN(py)) drawMarker(writer, style, px, py);
  });
  doc.rect(plotLeft, top, plotWidth, PLOT_HEIGHT).lineWidth(0.8).strokeColor(COLORS.ink).undash().stroke();

  let legendX = plotLeft;
  const legendY = plotBottom + 36;
  chart.series.forEach((series, index) => {
    const style = SERIES_STYLES[index % SERIES_STYLES.length] ?? SERIES_STYLES[0];
    drawSeriesLine(writer, style, [
      [legendX, legendY + 4],
      [legendX + 26, legendY + 4],
    ]);
    drawMarker(writer, style, legendX + 13, legendY + 4);
    writer.textAt(series.label, legendX + 32, legendY, 110, { size: 8 });
    legendX += 40 + writer.doc.widthOfString(series.label) + 18;
  });
  if (chart.goal.length > 0) {
    doc
      .rect(legendX, legendY, 26, 8)
      .fillColor('#d6d6d6')
      .strokeColor('#9a9a9a')
      .lineWidth(0.6)
      .fillAndStroke();
    doc
      .moveTo(legendX, legendY + 4)
      .lineTo(legendX + 26, legendY + 4)
      .lineWidth(1)
      .strokeColor('#2b2b2b')
      .dash(1.5, { space: 2 })
      .stroke()
      .undash();
    writer.textAt('RT goal and range', legendX + 32, legendY, 120, { size: 8 });
  }
  doc.restore();
  writer.y = top + CHART_HEIGHT - 6;
}
