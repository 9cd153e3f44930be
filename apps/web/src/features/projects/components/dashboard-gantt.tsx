import { Alert, Center, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ProjectListParams, projectQueries } from '../api/project-queries.ts';
import { GanttPanel } from './gantt-panel.tsx';

/**
 * The dashboard's Gantt chart (pro only): the projects of the list page below it, with their
 * phases; it follows the list's search, My/All filter, sort and page.
 */
export function DashboardGantt({ params }: { params: ProjectListParams }) {
  const timeline = useQuery(projectQueries.timeline(params));
  if (timeline.isPending) {
    return (
      <Center h={120}>
        <Loader size="sm" aria-label="Loading the project timeline" />
      </Center>
    );
  }
  if (timeline.isError) {
    return (
      <Alert color="red" role="alert">
        {timeline.error.message}
      </Alert>
    );
  }
  return (
    <GanttPanel
      title="Projects and phases"
      projects={timeline.data}
      emptyText="No phases with dates yet. Add phases with from and to dates on a project's Phases tab to see them here."
    />
  );
}
