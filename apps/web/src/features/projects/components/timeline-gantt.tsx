// The plain stylesheet: the full one loads web fonts from the vendor's CDN, which the CSP forbids.
import '@svar-ui/react-gantt/style.css';
import { Box } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { TimelineProject } from '@roomtone/contracts';
import { Gantt, type IScaleConfig, Willow } from '@svar-ui/react-gantt';
import { useMemo } from 'react';
import { type GanttView, ganttBars } from '../hooks/gantt-tasks.ts';
import classes from './timeline-gantt.module.css';

const monthFormat = new Intl.DateTimeFormat(undefined, { month: 'long', year: 'numeric' });
const dayFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' });

const COLUMNS = [{ id: 'text', header: 'Name', width: 280 }];
const NO_COLUMNS: typeof COLUMNS = [];

const SCALES: IScaleConfig[] = [
  { unit: 'month', step: 1, format: (date: Date) => monthFormat.format(date) },
  { unit: 'week', step: 1, format: (date: Date) => dayFormat.format(date) },
];

type TimelineGanttProps = { projects: TimelineProject[]; view: GanttView };

/** A read-only Gantt chart of projects and their phases (SVAR React Gantt). */
export function TimelineGantt({ projects, view }: TimelineGanttProps) {
  const tasks = useMemo(() => ganttBars(projects, view), [projects, view]);
  const isNarrow = useMediaQuery('(max-width: 48em)');
  const height = Math.min(560, 100 + tasks.length * 38);
  return (
    <Box h={height} className={classes.chart} style={{ overflow: 'hidden' }} data-testid="gantt-chart">
      <Willow fonts={false}>
        <Gantt
          key={`${view}-${isNarrow ? 'narrow' : 'wide'}`}
          // On a phone the name column would push the bars out of view; the bars carry their names.
          displayMode={isNarrow ? 'chart' : 'all'}
          tasks={tasks}
          scales={SCALES}
          columns={isNarrow ? NO_COLUMNS : COLUMNS}
          readonly
          cellWidth={56}
          cellHeight={38}
          scaleHeight={32}
        />
      </Willow>
    </Box>
  );
}
