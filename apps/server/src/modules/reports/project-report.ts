import type { ReportFact, RoomReport } from '@roomtone/contracts';
import { VOLUME_LABEL } from './report-room-facts.ts';

/**
 * The project report: the active revision of every room of a project, with a summary table of
 * each room's volume and its RT at 500 Hz and 1 kHz against the goal. The summary's numbers are
 * the room reports' own texts, and its verdict compares the values as the reports print them
 * (one decimal), so a reader never sees a verdict the printed numbers contradict.
 */

/** One room of the project report: its report, or why it has none. */
export type ProjectReportRoom = {
  name: string;
  number: string;
  report: RoomReport | null;
  /** Why the room has no report ('No active revision', 'Error parsing calculation.'). */
  problem: string | null;
};

/** One row of the summary table (a room reported with two models has two rows). */
export type ProjectSummaryRow = {
  room: string;
  volume: string;
  model: string;
  rt500: string;
  rt1000: string;
  goal500: string;
  goal1000: string;
  verdict: string;
};

/** What the project PDF is drawn from. */
export type ProjectReport = {
  organization: RoomReport['organization'];
  project: { name: string; id: string };
  projectFacts: ReportFact[];
  rooms: ProjectReportRoom[];
  summary: ProjectSummaryRow[];
};

const SUMMARY_BANDS = [
  { index: 2, label: '500 Hz' },
  { index: 3, label: '1 kHz' },
] as const;

function verdictOf(values: string[], goal: RoomReport['chart']['goal']): string {
  if (goal.length === 0) return 'No goal set';
  const outside: string[] = [];
  for (const band of SUMMARY_BANDS) {
    const value = Number(values[band.index]);
    const point = goal[band.index];
    if (!Number.isFinite(value) || point === undefined) return 'No result';
    const lower = Number(point.lower.toFixed(1));
    const upper = Number(point.upper.toFixed(1));
    if (value > upper) outside.push(`above at ${band.label}`);
    else if (value < lower) outside.push(`below at ${band.label}`);
  }
  if (outside.length === 0) return 'Meets goal';
  const text = outside.join(', ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

function goalText(goal: RoomReport['chart']['goal'], index: number): string {
  const point = goal[index];
  return point === undefined ? '—' : `${point.lower.toFixed(1)}–${point.upper.toFixed(1)}`;
}

/** The summary rows of the rooms, in their order. */
export function summaryRows(rooms: ProjectReportRoom[]): ProjectSummaryRow[] {
  return rooms.flatMap((room): ProjectSummaryRow[] => {
    const label = `${room.number} ${room.name}`;
    const { report } = room;
    if (report === null) {
      return [
        {
          room: label,
          volume: '—',
          model: '—',
          rt500: '—',
          rt1000: '—',
          goal500: '—',
          goal1000: '—',
          verdict: room.problem ?? 'No report',
        },
      ];
    }
    const volume = report.roomFacts.find((fact) => fact.label === VOLUME_LABEL)?.value ?? '—';
    const { goal } = report.chart;
    const base = {
      room: label,
      volume,
      goal500: goalText(goal, 2),
      goal1000: goalText(goal, 3),
    };
    if (report.results.rows.length === 0) {
      return [{ ...base, model: 'None applies', rt500: '—', rt1000: '—', verdict: 'No result' }];
    }
    return report.results.rows.map((row) => ({
      ...base,
      model: row.label,
      rt500: row.values[2] ?? '—',
      rt1000: row.values[3] ?? '—',
      verdict: verdictOf(row.values, goal),
    }));
  });
}
