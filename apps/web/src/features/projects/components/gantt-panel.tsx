import { Center, Group, Loader, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import type { TimelineProject } from '@roomtone/contracts';
import { lazy, Suspense, useState } from 'react';
import type { GanttView } from '../hooks/gantt-tasks.ts';

// The chart library is large; it loads only where a pro user sees a chart.
const TimelineGantt = lazy(async () => ({ default: (await import('./timeline-gantt.tsx')).TimelineGantt }));

type GanttPanelProps = { title: string; projects: TimelineProject[]; emptyText: string };

/**
 * A Gantt chart with the toggle between the phases view and the project view
 * (docs/product/states.md#gantt-views).
 */
export function GanttPanel({ title, projects, emptyText }: GanttPanelProps) {
  const [view, setView] = useState<GanttView>('phases');
  const hasBars = projects.some((project) => project.phases.length > 0);
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4">
            {title}
          </Title>
          <SegmentedControl
            aria-label="Gantt view"
            size="xs"
            value={view}
            onChange={(value) => setView(value === 'project' ? 'project' : 'phases')}
            data={[
              { value: 'phases', label: 'Phases view' },
              { value: 'project', label: 'Project view' },
            ]}
          />
        </Group>
        {hasBars ? (
          <Suspense
            fallback={
              <Center h={160}>
                <Loader size="sm" aria-label="Loading the chart" />
              </Center>
            }
          >
            <TimelineGantt projects={projects} view={view} />
          </Suspense>
        ) : (
          <Text c="dimmed" size="sm" py="md">
            {emptyText}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
