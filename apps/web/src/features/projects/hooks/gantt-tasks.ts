import type { TimelineProject } from '@roomtone/contracts';

/**
 * The two views of the Gantt charts (docs/product/states.md#gantt-views): each phase as a bar, or each
 * project as one bar.
 */
export type GanttView = 'phases' | 'project';

/** One bar of the chart. Ends are exclusive: a phase 'to' a day covers that whole day. */
export type GanttBar = {
  id: string;
  text: string;
  start: Date;
  end: Date;
  /** The project bar a phase bar belongs to; 0 for a project's own bar. */
  parent: string | 0;
};

/** A calendar day `YYYY-MM-DD` as local midnight. */
export function localDay(day: string, addDays = 0): Date {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(year, month - 1, date + addDays);
}

function span(project: TimelineProject): { start: Date; end: Date } | null {
  if (project.phases.length === 0) return null;
  const starts = project.phases.map((phase) => phase.from).sort();
  const ends = project.phases.map((phase) => phase.to).sort();
  const first = starts[0];
  const last = ends.at(-1);
  if (!first || !last) return null;
  return { start: localDay(first), end: localDay(last, 1) };
}

/**
 * The bars of a view. Project view: one bar per project from its first phase's start to its last
 * phase's end. Phases view: each project's bar, then a bar per phase under it.
 */
export function ganttBars(projects: TimelineProject[], view: GanttView): GanttBar[] {
  const bars: GanttBar[] = [];
  for (const project of projects) {
    const range = span(project);
    if (!range) continue;
    const projectId = `project:${project._id}`;
    const label = project.id ? `${project.id} · ${project.name}` : project.name;
    bars.push({
      id: projectId,
      text: label,
      ...range,
      parent: 0,
    });
    if (view === 'project') continue;
    for (const phase of project.phases) {
      bars.push({
        id: `phase:${phase._id}`,
        text: phase.name,
        start: localDay(phase.from),
        end: localDay(phase.to, 1),
        parent: projectId,
      });
    }
  }
  return bars;
}
