import type { ReportPaper, RoomReport } from '@roomtone/contracts';
import { COLORS, PdfWriter } from './pdf-writer.ts';
import type { ProjectReport, ProjectSummaryRow } from './project-report.ts';
import { drawAppendix } from './report-pdf-appendix.ts';
import { drawFactColumns } from './report-pdf-facts.ts';
import { drawHeading, drawTitle } from './report-pdf-headings.ts';
import { drawLetterhead, drawReportText, type ReportLogo } from './report-pdf-organization.ts';
import { drawResults } from './report-pdf-results.ts';
import { drawStandard, drawVariants } from './report-pdf-standard.ts';
import { drawSurfacesTable } from './report-pdf-surfaces.ts';
import { drawWarningsAndNotes } from './report-pdf-warnings-notes.ts';

/**
 * The two PDFs: one revision's report and the project report. Both are drawn from the report
 * objects the report page shows, so their numbers are the page's. Layout of a room report: page 1
 * the letterhead, project and room details and the surfaces table; the results with the graph,
 * the standard and the variants (when the room has them), the warnings and the notes from a new page; the appendix on a page of its own. The print
 * stylesheet of the report page breaks at the same places.
 */

function roomLabel(report: RoomReport): string {
  return `${report.room.name} (no. ${report.room.number})`;
}

/** The PDF of one revision's report. */
export async function renderRoomReportPdf(
  report: RoomReport,
  logo: ReportLogo | null,
  paper: ReportPaper,
): Promise<Buffer> {
  const writer = new PdfWriter(paper, {
    title: `${report.title}: ${roomLabel(report)}, ${report.project.name}`,
    author:
      report.revision.author === ''
        ? report.organization.name
        : `${report.revision.author}, ${report.organization.name}`,
    subject: `Reverberation time of ${roomLabel(report)}, revision #${report.revision.number}`,
    keywords: 'reverberation time, RT60, room acoustics',
  });
  drawLetterhead(writer, report.organization, logo);
  drawTitle(writer, report.title, `${roomLabel(report)} · ${report.project.name}`);
  drawReportText(writer, report.organization.reportText);
  drawFactColumns(writer, [
    { title: 'Project', facts: report.projectFacts },
    { title: 'Room', facts: report.roomFacts },
  ]);
  drawSurfacesTable(writer, report);
  drawResults(writer, report, true);
  drawStandard(writer, report);
  drawVariants(writer, report);
  drawWarningsAndNotes(writer, report);
  drawAppendix(writer, report.appendix);
  return writer.finish({
    firm: report.organization.name,
    headerRight: `${report.title} · ${roomLabel(report)} · Revision #${report.revision.number}`,
    footerLeft: `${report.project.name} · ${roomLabel(report)} · Revision #${report.revision.number} of ${report.revision.date}`,
  });
}

const SUMMARY_COLUMNS: {
  key: keyof ProjectSummaryRow;
  title: string;
  share: number;
  align: 'left' | 'right';
}[] = [
  { key: 'room', title: 'Room', share: 0.2, align: 'left' },
  { key: 'volume', title: 'Volume', share: 0.1, align: 'right' },
  { key: 'model', title: 'Model', share: 0.1, align: 'left' },
  { key: 'rt500', title: 'RT 500 Hz (s)', share: 0.09, align: 'right' },
  { key: 'rt1000', title: 'RT 1 kHz (s)', share: 0.09, align: 'right' },
  { key: 'goal500', title: 'Goal 500 Hz (s)', share: 0.1, align: 'right' },
  { key: 'goal1000', title: 'Goal 1 kHz (s)', share: 0.1, align: 'right' },
  { key: 'verdict', title: 'Verdict', share: 0.22, align: 'left' },
];

function drawSummaryHeader(writer: PdfWriter): void {
  const y = writer.y;
  writer.doc.rect(writer.left, y, writer.width, 24).fillColor(COLORS.fill).fill();
  let x = writer.left;
  for (const column of SUMMARY_COLUMNS) {
    const width = column.share * writer.width;
    writer.textAt(column.title, x + 3, y + 3, width - 8, { face: 'bold', size: 7.5, align: column.align });
    x += width;
  }
  writer.y = y + 26;
}

/** The summary table: room, volume, RT at 500 Hz and 1 kHz against the goal, verdict. */
function drawSummary(writer: PdfWriter, rows: ProjectSummaryRow[]): void {
  drawHeading(writer, 'Summary', 60);
  drawSummaryHeader(writer);
  for (const row of rows) {
    const heights = SUMMARY_COLUMNS.map((column) =>
      writer.measure(row[column.key], 'regular', 8, column.share * writer.width - 8),
    );
    const height = Math.max(...heights) + 6;
    if (writer.ensure(height)) drawSummaryHeader(writer);
    let x = writer.left;
    for (const column of SUMMARY_COLUMNS) {
      const width = column.share * writer.width;
      writer.textAt(row[column.key], x + 3, writer.y + 2, width - 8, {
        size: 8,
        align: column.align,
        face: column.key === 'verdict' && row.verdict !== 'Meets goal' ? 'bold' : 'regular',
      });
      x += width;
    }
    writer.y += height;
    writer.rule(writer.y - 2, COLORS.faint, 0.4);
  }
  writer.y += 6;
  writer.paragraph(
    'RT is the report model of each room (its Advanced Settings); the goal is the range of the room’s RT goal at that band. The verdict compares the values as printed, to one decimal.',
    { size: 7.5, color: COLORS.muted },
  );
}

/** The project PDF: summary first, then every room's report from a new page, one appendix. */
export async function renderProjectReportPdf(
  project: ProjectReport,
  logo: ReportLogo | null,
  paper: ReportPaper,
): Promise<Buffer> {
  const projectLabel =
    project.project.id === '' ? project.project.name : `${project.project.name} (${project.project.id})`;
  const writer = new PdfWriter(paper, {
    title: `Project reverberation report: ${projectLabel}`,
    author: project.organization.name,
    subject: `Reverberation time of the rooms of ${projectLabel}`,
    keywords: 'reverberation time, RT60, room acoustics, project report',
  });
  drawLetterhead(writer, project.organization, logo);
  drawTitle(writer, 'Project reverberation report', projectLabel);
  drawReportText(writer, project.organization.reportText);
  drawFactColumns(writer, [{ title: 'Project', facts: project.projectFacts }]);
  drawSummary(writer, project.summary);
  let appendix: RoomReport['appendix'] | null = null;
  for (const room of project.rooms) {
    const { report } = room;
    if (report === null) continue;
    writer.newPage();
    drawHeading(writer, `Room ${report.room.number}: ${report.room.name}`, 120);
    drawFactColumns(writer, [
      {
        title: 'Revision',
        facts: report.projectFacts.filter((fact) => fact.label !== 'Project' && fact.label !== 'Client'),
      },
      { title: 'Room', facts: report.roomFacts },
    ]);
    drawSurfacesTable(writer, report);
    drawResults(writer, report, false);
    drawStandard(writer, report);
    drawVariants(writer, report);
    drawWarningsAndNotes(writer, report);
    appendix = mergeAppendix(appendix, report.appendix);
  }
  if (appendix !== null) drawAppendix(writer, appendix);
  return writer.finish({
    firm: project.organization.name,
    headerRight: `Project reverberation report · ${projectLabel}`,
    footerLeft: projectLabel,
  });
}

/** One appendix for all rooms: the first room's symbols, every formula once. */
function mergeAppendix(
  merged: RoomReport['appendix'] | null,
  next: RoomReport['appendix'],
): RoomReport['appendix'] {
  if (merged === null) {
    return {
      introduction:
        'The reverberation times of this report were computed by the Roomtone acoustics engine from the calculation stored with the active revision of each room, per octave band from 125 to 4000 Hz.',
      definitions: next.definitions,
      formulas: [...next.formulas],
    };
  }
  const known = new Set(merged.formulas.map((formula) => formula.label));
  return {
    ...merged,
    formulas: [...merged.formulas, ...next.formulas.filter((formula) => !known.has(formula.label))],
  };
}
