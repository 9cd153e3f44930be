import { escapeHtml } from '../../lib/html.ts';
import type { ChartDoc, ChartSurface } from './report-chart-pdf.ts';

type GraphicsState = {
  fill: string;
  stroke: string;
  lineWidth: number;
  dash: string | null;
  transform: string | null;
  fontSize: number;
};

const FONT_FAMILY = "'DejaVu Sans Condensed', 'DejaVu Sans', Arial, sans-serif";

/** DejaVu Sans Condensed's mean advance, in ems: enough to space the legend as the PDF does. */
const MEAN_ADVANCE_EM = 0.52;

function n(value: number): string {
  return Number.isFinite(value) ? String(Math.round(value * 100) / 100) : '0';
}

/**
 * A canvas with the pdfkit calls the RT graph makes (`drawRtChart`), writing SVG elements instead,
 * so the share's preview image is the report's own graph, not a second drawing of it.
 */
export class SvgChartSurface implements ChartSurface {
  y: number;
  readonly left: number;
  readonly width: number;
  readonly doc: ChartDoc;
  private readonly elements: string[] = [];
  private path = '';
  private state: GraphicsState = {
    fill: '#000000',
    stroke: '#000000',
    lineWidth: 1,
    dash: null,
    transform: null,
    fontSize: 9,
  };
  private readonly saved: GraphicsState[] = [];

  constructor(area: { left: number; top: number; width: number }) {
    this.left = area.left;
    this.y = area.top;
    this.width = area.width;
    this.doc = this.makeDoc();
  }

  /** Text in a box, as `PdfWriter.textAt` sets it (top-left corner, aligned in the width). */
  textAt(
    text: string,
    x: number,
    y: number,
    width: number,
    options: {
      face?: 'regular' | 'bold' | 'italic';
      size?: number;
      color?: string;
      align?: 'left' | 'right' | 'center';
    } = {},
  ): number {
    if (text === '') return 0;
    const size = options.size ?? 9;
    this.state.fontSize = size;
    const align = options.align ?? 'left';
    const anchor = align === 'left' ? 'start' : align === 'right' ? 'end' : 'middle';
    const at = align === 'left' ? x : align === 'right' ? x + width : x + width / 2;
    const weight = options.face === 'bold' ? ' font-weight="bold"' : '';
    const style = options.face === 'italic' ? ' font-style="italic"' : '';
    this.elements.push(
      `<text x="${n(at)}" y="${n(y + size * 0.9)}" font-family="${FONT_FAMILY}" font-size="${n(size)}" fill="${
        options.color ?? '#141414'
      }" text-anchor="${anchor}"${weight}${style}${this.transformAttribute()}>${escapeHtml(text)}</text>`,
    );
    return size * 1.2;
  }

  /** The drawing so far as an SVG document of this size (scaled to `pixelWidth` pixels wide). */
  toSvg(viewWidth: number, viewHeight: number, pixelWidth: number): string {
    const pixelHeight = Math.round((pixelWidth * viewHeight) / viewWidth);
    return [
      `<svg xmlns="http://www.w3.org/2000/svg" width="${pixelWidth}" height="${pixelHeight}" viewBox="0 0 ${viewWidth} ${viewHeight}">`,
      `<rect x="0" y="0" width="${viewWidth}" height="${viewHeight}" fill="#ffffff"/>`,
      ...this.elements,
      '</svg>',
    ].join('\n');
  }

  private transformAttribute(): string {
    return this.state.transform === null ? '' : ` transform="${this.state.transform}"`;
  }

  private paint(fill: boolean, stroke: boolean): void {
    if (this.path === '') return;
    const dash = stroke && this.state.dash !== null ? ` stroke-dasharray="${this.state.dash}"` : '';
    this.elements.push(
      `<path d="${this.path.trim()}" fill="${fill ? this.state.fill : 'none'}" stroke="${
        stroke ? this.state.stroke : 'none'
      }" stroke-width="${n(this.state.lineWidth)}"${dash}${this.transformAttribute()}/>`,
    );
    this.path = '';
  }

  private makeDoc(): ChartDoc {
    const surface = this;
    const doc: ChartDoc = {
      save() {
        surface.saved.push({ ...surface.state });
        return doc;
      },
      restore() {
        surface.state = surface.saved.pop() ?? surface.state;
        return doc;
      },
      rect(x, y, width, height) {
        surface.path += `M${n(x)} ${n(y)}h${n(width)}v${n(height)}h${n(-width)}Z `;
        return doc;
      },
      circle(x, y, radius) {
        surface.path += `M${n(x - radius)} ${n(y)}a${n(radius)} ${n(radius)} 0 1 0 ${n(2 * radius)} 0a${n(radius)} ${n(radius)} 0 1 0 ${n(-2 * radius)} 0Z `;
        return doc;
      },
      polygon(...points) {
        surface.path += `${points.map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${n(x)} ${n(y)}`).join('')}Z `;
        return doc;
      },
      moveTo(x, y) {
        surface.path += `M${n(x)} ${n(y)}`;
        return doc;
      },
      lineTo(x, y) {
        surface.path += `L${n(x)} ${n(y)}`;
        return doc;
      },
      lineWidth(width) {
        surface.state.lineWidth = width;
        return doc;
      },
      strokeColor(color) {
        surface.state.stroke = color;
        return doc;
      },
      fillColor(color) {
        surface.state.fill = color;
        return doc;
      },
      dash(length, options) {
        surface.state.dash = `${n(length)} ${n(options.space)}`;
        return doc;
      },
      undash() {
        surface.state.dash = null;
        return doc;
      },
      fill() {
        surface.paint(true, false);
        return doc;
      },
      stroke() {
        surface.paint(false, true);
        return doc;
      },
      fillAndStroke() {
        surface.paint(true, true);
        return doc;
      },
      rotate(angle, options) {
        const [x, y] = options.origin;
        surface.state.transform = `rotate(${n(angle)} ${n(x)} ${n(y)})`;
        return doc;
      },
      widthOfString(text) {
        return text.length * surface.state.fontSize * MEAN_ADVANCE_EM;
      },
    };
    return doc;
  }
}
