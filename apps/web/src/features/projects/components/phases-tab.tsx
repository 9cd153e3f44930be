import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import type { ProjectDetail, TimelineProject } from '@roomtone/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { GanttPanel } from './gantt-panel.tsx';
import { NewPhaseDialog } from './new-phase-dialog.tsx';
import { PhaseTable } from './phase-table.tsx';

/** The project as the Gantt chart draws it: only phases with both dates have a bar. */
function timelineOf(project: ProjectDetail): TimelineProject[] {
  const phases = project.phases.flatMap((phase) =>
    phase.from && phase.to ? [{ _id: phase._id, name: phase.name, from: phase.from, to: phase.to }] : [],
  );
  return [{ _id: project._id, id: project.id, name: project.name, phases }];
}

/** Phases tab (pro): the Gantt chart with its two views, and the searchable, sortable phase table. */
export function PhasesTab({ project }: { project: ProjectDetail }) {
  const [isCreating, setCreating] = useState(false);
  const timeline = useMemo(() => timelineOf(project), [project]);
  return (
    <Stack gap="lg">
      <GanttPanel
        title="Schedule"
        projects={timeline}
        emptyText="No phases with dates yet. Add a phase with its from and to dates to see the chart."
      />
      <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={2} size="h4">
              Phases
            </Title>
            <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
              New Phase
            </Button>
          </Group>
          <PhaseTable
            projectId={project._id}
            phases={project.phases}
            currency={project.organization.currency}
          />
        </Stack>
      </Paper>
      <NewPhaseDialog
        projectId={project._id}
        currency={project.organization.currency}
        opened={isCreating}
        onClose={() => setCreating(false)}
      />
    </Stack>
  );
}
