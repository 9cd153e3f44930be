import { Anchor, Box, List, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { TimelineProject } from '@roomtone/contracts';
import dayjs from 'dayjs';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/config/paths.ts';
import { type GanttBar, type GanttView, ganttBars } from '../hooks/gantt-tasks.ts';
import { formatDay } from './phase-dates.ts';
import classes from './timeline-gantt.module.css';

const DAY_MS = 86_400_000;
/** Width of one day on the time axis. */
const DAY_PX = 6;
const monthFormat = new Intl.DateTimeFormat(undefined, { month: 'short', year: 'numeric' });

/** One row of the chart: a bar of the view with the link it opens and its days as shown. */
type Row = GanttBar & { href: string; from: string; to: string; isProject: boolean };

const idOf = (barId: string | 0) => String(barId).split(':')[1] ?? '';

function rowsOf(projects: TimelineProject[], view: GanttView): Row[] {
  return ganttBars(projects, view).map((bar) => {
    const isProject = bar.parent === 0;
    return {
      ...bar,
      href: isProject ? paths.project(idOf(bar.id)) : paths.phase(idOf(bar.parent), idOf(bar.id)),
      // Bars end the day after their last day.
      from: dayjs(bar.start).format('YYYY-MM-DD'),
      to: dayjs(bar.end).subtract(1, 'day').format('YYYY-MM-DD'),
      isProject,
    };
  });
}

function daysBetween(start: Date, end: Date): number {
  return Math.round((end.getTime() - start.getTime()) / DAY_MS);
}

/** The axis: from the first of the month of the earliest start (or today) to the end of the last month. */
function axisOf(rows: Row[], today: Date) {
  const starts = [today, ...rows.map((row) => row.start)].map((date) => date.getTime());
  const ends = [today, ...rows.map((row) => row.end)].map((date) => date.getTime());
  const first = new Date(Math.min(...starts));
  const last = new Date(Math.max(...ends));
  const start = new Date(first.getFullYear(), first.getMonth(), 1);
  const end = new Date(last.getFullYear(), last.getMonth() + 1, 1);
  const months: { key: string; label: string; left: number; width: number }[] = [];
  for (
    let month = new Date(start);
    month < end;
    month = new Date(month.getFullYear(), month.getMonth() + 1, 1)
  ) {
    const next = new Date(month.getFullYear(), month.getMonth() + 1, 1);
    months.push({
      key: month.toISOString(),
      label: monthFormat.format(month),
      left: daysBetween(start, month) * DAY_PX,
      width: daysBetween(month, next) * DAY_PX,
    });
  }
  return { start, width: daysBetween(start, end) * DAY_PX, months };
}

type TimelineGanttProps = { projects: TimelineProject[]; view: GanttView };

/**
 * A Gantt chart of projects and their phases: a name column as wide as its longest name, bars on
 * a month axis, each name and bar opening its project or phase. It opens scrolled to today, with
 * the whole span of the projects reachable by scrolling the chart (never the page). On a phone it
 * is a list of the same projects and phases with their dates.
 */
export function TimelineGantt({ projects, view }: TimelineGanttProps) {
  const rows = useMemo(() => rowsOf(projects, view), [projects, view]);
  const isNarrow = useMediaQuery('(max-width: 48em)');
  const today = useMemo(() => {
    const now = new Date();
    return new Date(now.getFullYear(), now.getMonth(), now.getDate());
  }, []);
  const axis = useMemo(() => axisOf(rows, today), [rows, today]);
  const todayLeft = daysBetween(axis.start, today) * DAY_PX;
  const scroller = useRef<HTMLDivElement>(null);
  const names = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    // Today a little in from the name column, so the weeks before it show too.
    element.scrollLeft = Math.max(0, todayLeft - 14 * DAY_PX);
  }, [todayLeft]);

  if (isNarrow) {
    return (
      <Stack gap="xs" data-testid="gantt-chart">
        <List listStyleType="none" spacing="xs" aria-label="Projects and phases">
          {rows.map((row) => (
            <List.Item key={row.id} pl={row.isProject ? 0 : 'md'}>
              <Anchor component={Link} to={row.href} size="sm" fw={row.isProject ? 600 : 400}>
                {row.text}
              </Anchor>
              <Text size="xs" c="dimmed">
                {formatDay(row.from)} – {formatDay(row.to)}
              </Text>
            </List.Item>
          ))}
        </List>
      </Stack>
    );
  }

  return (
    <Box className={classes.chart} data-testid="gantt-chart">
      <div className={classes.names} ref={names}>
        <div className={classes.header}>Name</div>
        {rows.map((row) => (
          <div key={row.id} className={row.isProject ? classes.projectName : classes.phaseName}>
            <Anchor component={Link} to={row.href} size="sm" c="var(--mantine-color-text)">
              {row.text}
            </Anchor>
          </div>
        ))}
      </div>
      <div className={classes.timeline} ref={scroller}>
        <div className={classes.canvas} style={{ width: axis.width }}>
          <div className={classes.header}>
            {axis.months.map((month) => (
              <div key={month.key} className={classes.month} style={{ left: month.left, width: month.width }}>
                {month.label}
              </div>
            ))}
          </div>
          {rows.map((row) => (
            <div key={row.id} className={classes.row}>
              <Link
                to={row.href}
                className={row.isProject ? classes.projectBar : classes.phaseBar}
                style={{
                  left: daysBetween(axis.start, row.start) * DAY_PX,
                  width: Math.max(DAY_PX, daysBetween(row.start, row.end) * DAY_PX),
                }}
                aria-label={`${row.text}: ${formatDay(row.from)} to ${formatDay(row.to)}`}
                title={`${row.text}: ${formatDay(row.from)} to ${formatDay(row.to)}`}
              />
            </div>
          ))}
          <div className={classes.today} style={{ left: todayLeft }} title="Today" aria-hidden />
        </div>
      </div>
    </Box>
  );
}
