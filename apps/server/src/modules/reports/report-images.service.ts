import type { ReportChart } from '@roomtone/contracts';
import sharp from 'sharp';
import { drawRtChart } from './report-chart-pdf.ts';
import { SvgChartSurface } from './svg-chart-surface.ts';

/**
 * Images the reports module draws for other modules: the RT graph of a calculation as a PNG, with
 * the report's own drawing on an SVG canvas (a shared calculation's link preview).
 */

/** The image's drawing area (points, as the report) and its size in pixels (Open Graph's 1.91:1). */
const VIEW = { width: 600, height: 315 };
const IMAGE_WIDTH = 1200;

/** The RT graph of a calculation as a PNG (the report's drawing, on an SVG canvas). */
export async function renderChartPng(title: string, chart: ReportChart): Promise<Buffer> {
  const surface = new SvgChartSurface({ left: 24, top: 44, width: VIEW.width - 48 });
  surface.textAt(title, 24, 12, VIEW.width - 48, { face: 'bold', size: 15 });
  surface.textAt(
    'Reverberation time (RT60) by octave band, Sabine and Eyring · Roomtone',
    24,
    31,
    VIEW.width - 48,
    {
      size: 8.5,
      color: '#505050',
    },
  );
  drawRtChart(surface, chart);
  const svg = surface.toSvg(VIEW.width, VIEW.height, IMAGE_WIDTH);
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}
