import { type CalcInput, calculateRoom, type ModelId, parseCalcDocument } from '@roomtone/acoustics';
import {
  type CalcDocument,
  CalcDocumentSchema,
  type Organization,
  type PhaseOption,
  type ProjectDetail,
  type ReportFact,
  type RevisionDetail,
  type RoomDetail,
  type RoomReport,
  reportWarningOf,
} from '@roomtone/contracts';
import { appendixOf } from './report-appendix.ts';
import { chartOf } from './report-chart.ts';
import { isoDay, reportUnits } from './report-format.ts';
import { notesOf } from './report-notes.ts';
import { reportOrganization } from './report-organization.ts';
import { resultsOf } from './report-results.ts';
import { roomFactsOf } from './report-room-facts.ts';
import { reportStandardOf, reportVariantsOf } from './report-standard.ts';
import { surfacesOf } from './report-surfaces.ts';

/**
 * Builds the report of one revision from what the other modules answer and the stored calc
 * document, with the acoustics engine: the numbers are the engine's, computed here on the server.
 * Pure: the same input gives the same report. Each section is built in its own file: the room's
 * facts, the surfaces, the results, the chart, the standard and variants, the notes, the appendix.
 */

/** What a room report is made from. */
export type RoomReportSource = {
  organization: Organization;
  project: Pick<ProjectDetail, '_id' | 'id' | 'name' | 'client'>;
  room: Pick<RoomDetail, '_id' | 'name' | 'number'>;
  phases: PhaseOption[];
  revision: RevisionDetail;
};

/** A report, or why the stored calculation cannot make one. */
export type RoomReportOutcome = { ok: true; report: RoomReport } | { ok: false; message: string };

/** The report's title. */
export const REPORT_TITLE = 'Reverberation report';

/** Reads the stored calc text: the document as the calculator keeps it and the engine's input. */
function readCalc(calcText: string): { document: CalcDocument; input: CalcInput } | null {
  let value: unknown;
  try {
    value = JSON.parse(calcText);
  } catch {
    return null;
  }
  const document = CalcDocumentSchema.safeParse(value);
  if (!document.success) return null;
  // The room as built: a proposal not yet accepted counts for nothing but keeps its place, so the
  // engine's surfaces line up with the document's (their names and finishes).
  const input = parseCalcDocument(document.data);
  if (!input.ok) return null;
  return { document: document.data, input: input.value };
}

/**
 * The report of a revision, or the message of docs/product/messages.md#calculator-and-routes when its
 * calculation cannot be parsed.
 */
export function buildRoomReport(source: RoomReportSource, parsingError: string): RoomReportOutcome {
  const { organization, project, room, revision } = source;
  const calc = revision.calcType === 'rtcalc' ? readCalc(revision.calc) : null;
  if (calc === null) return { ok: false, message: parsingError };
  const { document, input } = calc;
  const result = calculateRoom(input);
  const units = reportUnits(input.unitSystem);
  const results = resultsOf(document, result, units);
  const ids = results.rows.map((row) => row.id as ModelId);
  const phase = source.phases.find((option) => option._id === revision.phaseId)?.name ?? '—';
  const date = isoDay(revision.createdOn);
  const projectFacts: ReportFact[] = [
    { label: 'Project', value: project.id === '' ? project.name : `${project.name} (${project.id})` },
    { label: 'Client', value: project.client?.name ?? '—' },
    { label: 'Room', value: `${room.name} (no. ${room.number})` },
    { label: 'Revision', value: `#${revision.id}: ${revision.revisionComment}` },
    { label: 'Author', value: revision.createdBy || '—' },
    { label: 'Date', value: date },
    { label: 'Phase', value: phase },
  ];
  return {
    ok: true,
    report: {
      title: REPORT_TITLE,
      organization: reportOrganization(organization),
      project: { _id: project._id, id: project.id, name: project.name },
      room: { _id: room._id, name: room.name, number: room.number },
      revision: {
        number: revision.id,
        comment: revision.revisionComment,
        author: revision.createdBy,
        date,
      },
      projectFacts,
      roomFacts: roomFactsOf(input, document, result, results, units),
      surfaces: surfacesOf(input, document, result, units),
      results,
      chart: chartOf(document, result, ids),
      standard: reportStandardOf(document, result),
      variants: reportVariantsOf(document),
      warnings: result.warnings.map(reportWarningOf),
      notes: notesOf(input, ids),
      appendix: appendixOf(results.choice, units, revision.id),
    },
  };
}
