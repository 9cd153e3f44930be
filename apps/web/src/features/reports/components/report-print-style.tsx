import type { RoomReport } from '@roomtone/contracts';

/** A text as a CSS string literal: quotes, backslashes, line breaks and '<' escaped. */
function cssString(text: string): string {
  const escaped = text
    .replace(/\\/g, '\\\\')
    .replace(/"/g, '\\"')
    .replace(/[\r\n]+/g, ' ')
    .replace(/</g, '\\3c ');
  return `"${escaped}"`;
}

/**
 * The page rules of printing: the PDF's margins on whatever paper the printer uses (A4 or US
 * Letter), a running header with the firm's name from the second page, the revision in the
 * footer and 'Page n of m' in the page's bottom margin.
 */
export function ReportPrintStyle({ report }: { report: RoomReport }) {
  const room = `${report.room.name} (no. ${report.room.number})`;
  const revision = `Revision #${report.revision.number}`;
  const margin = 'font-family: "DejaVu Sans Condensed", "Arial Narrow", Arial, sans-serif; font-size: 7.5pt;';
  const css = `
@page {
  margin: 21.9mm 17.6mm 20.5mm 17.6mm;
  @top-left { content: ${cssString(report.organization.name)}; ${margin} font-weight: 700; color: #1d3f4f; vertical-align: bottom; padding-bottom: 3mm; }
  @top-right { content: ${cssString(`${report.title} · ${room} · ${revision}`)}; ${margin} color: #505050; vertical-align: bottom; padding-bottom: 3mm; }
  @bottom-left { content: ${cssString(`${report.project.name} · ${room} · ${revision} of ${report.revision.date}`)}; ${margin} color: #505050; vertical-align: top; padding-top: 3mm; }
  @bottom-right { content: "Page " counter(page) " of " counter(pages); ${margin} color: #141414; vertical-align: top; padding-top: 3mm; }
}
@page :first {
  @top-left { content: none; }
  @top-right { content: none; }
}`;
  return <style media="print">{css}</style>;
}
