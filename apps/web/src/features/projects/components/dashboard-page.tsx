import {
  Alert,
  Button,
  Container,
  Group,
  Loader,
  Pagination,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { canUseProProjectTools, PROJECT_SORTS, type ProjectSort, viewerOf } from '@roomtone/contracts';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '../../../lib/session.ts';
import { projectQueries } from '../api/project-queries.ts';
import { DashboardGantt } from './dashboard-gantt.tsx';
import { NewProjectDialog } from './new-project-dialog.tsx';
import { ProjectsTable } from './projects-table.tsx';

function sortOf(value: string | null): ProjectSort {
  return (PROJECT_SORTS as readonly string[]).includes(value ?? '') ? (value as ProjectSort) : '-updatedOn';
}

/**
 * `/dashboard`: the organization's projects (search, sort, My/All, pages), a new-project dialog and, for pro, the Gantt chart.
 * `aside` holds what the screen adds for the user's role (a sponsor's credit purchase).
 */
export function DashboardPage({ aside = null }: { aside?: ReactNode }) {
  const { data: user } = useCurrentUser();
  const isPro = canUseProProjectTools(viewerOf(user));
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get('q') ?? '');
  const [q] = useDebouncedValue(search.trim(), 300);
  const sort = sortOf(params.get('sort'));
  const wantsMine = params.get('filter') === 'mine';
  const page = Math.max(1, Number(params.get('page')) || 1);
  // 'My Projects' applies only while a project has the user as manager; the answer says so.
  const [knownAssigned, setKnownAssigned] = useState<boolean | null>(null);
  const filter = wantsMine && knownAssigned !== false ? 'mine' : 'all';
  const projects = useQuery(projectQueries.list({ q, sort, filter, page }));
  const hasAssigned = projects.data?.hasAssigned ?? false;
  if (projects.data && projects.data.hasAssigned !== knownAssigned)
    setKnownAssigned(projects.data.hasAssigned);
  const [isCreating, setCreating] = useState(false);

  const update = (changes: Record<string, string>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        return next;
      },
      { replace: true },
    );

  const list = projects.data;
  return (
    <Container size="xl" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <Stack gap={2}>
            <Title order={1}>Dashboard</Title>
            <Text c="dimmed">{user?.organizationName ?? 'Your projects'}</Text>
          </Stack>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
            New project
          </Button>
        </Group>

        {aside}

        {isPro ? <DashboardGantt params={{ q, sort, filter, page }} /> : null}

        <Stack gap="sm">
          <Group justify="space-between" align="flex-end" wrap="wrap">
            <TextInput
              label="Search projects"
              placeholder="Project id, name or client"
              leftSection={<IconSearch size={16} />}
              value={search}
              onChange={(event) => {
                setSearch(event.currentTarget.value);
                update({ q: event.currentTarget.value.trim(), page: '' });
              }}
              w={{ base: '100%', sm: 360 }}
            />
            <Tooltip label="No project has you as its project manager yet" disabled={hasAssigned}>
              <SegmentedControl
                aria-label="Projects filter"
                value={filter === 'mine' && hasAssigned ? 'mine' : 'all'}
                onChange={(value) => update({ filter: value === 'mine' ? 'mine' : '', page: '' })}
                data={[
                  { value: 'mine', label: 'My Projects', disabled: !hasAssigned },
                  { value: 'all', label: 'All Projects' },
                ]}
              />
            </Tooltip>
          </Group>
          <Paper withBorder p={0}>
            {projects.isPending ? (
              <Group justify="center" p="xl">
                <Loader aria-label="Loading the projects" />
              </Group>
            ) : projects.isError ? (
              <Alert color="red" role="alert" m="md">
                {projects.error.message}
              </Alert>
            ) : list && list.projects.length === 0 ? (
              <Text c="dimmed" ta="center" p="xl">
                {q ? 'No project matches your search.' : 'No projects yet. Start one with New project.'}
              </Text>
            ) : list ? (
              <ProjectsTable
                projects={list.projects}
                sort={sort}
                onSort={(value) => update({ sort: value, page: '' })}
              />
            ) : null}
          </Paper>
          {list && list.pages.total > 1 ? (
            <Group justify="space-between">
              <Text size="sm" c="dimmed">
                {list.total} projects
              </Text>
              <Pagination
                total={list.pages.total}
                value={list.page}
                onChange={(value) => update({ page: value === 1 ? '' : String(value) })}
                aria-label="Project pages"
              />
            </Group>
          ) : null}
        </Stack>
      </Stack>
      <NewProjectDialog opened={isCreating} onClose={() => setCreating(false)} />
    </Container>
  );
}
