import {
  Alert,
  Anchor,
  Badge,
  Breadcrumbs,
  Button,
  Container,
  Group,
  Loader,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { viewerOf } from '@roomtone/contracts';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { NotFoundView } from '../../../components/not-found-view.tsx';
import { ScrollingTabList } from '../../../components/scrolling-tab-list.tsx';
import { isNotFoundError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/config/paths.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { projectQueries, projectReportPdfUrl } from '../api/project-queries.ts';
import { projectTabOf, projectTabsFor } from '../hooks/project-tabs.ts';
import { ComingSoonTab } from './coming-soon-tab.tsx';
import { NotesTab } from './notes-tab.tsx';
import { PartitionsTab } from './partitions-tab.tsx';
import { PhasesTab } from './phases-tab.tsx';
import { ProjectSettingsTab } from './project-settings-tab.tsx';
import { RoomsTab } from './rooms-tab.tsx';

/** `/project/{id}`: the project's tabs, kept in the URL hash; pro-only tabs only for pro users. */
export function ProjectPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const viewer = viewerOf(user);
  const project = useQuery(projectQueries.detail(id));
  const tab = projectTabOf(location.hash, viewer);

  if (project.isError && isNotFoundError(project.error)) return <NotFoundView />;
  const data = project.data;
  return (
    <Container size="xl" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Breadcrumbs>
          <Anchor component={Link} to={paths.dashboard}>
            Dashboard
          </Anchor>
          <Text>{data?.name ?? 'Project'}</Text>
        </Breadcrumbs>
        {project.isPending ? <Loader aria-label="Loading the project" /> : null}
        {project.isError ? (
          <Alert color="red" role="alert">
            {project.error.message}
          </Alert>
        ) : null}
        {data ? (
          <>
            <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
              <Stack gap={4}>
                <Group gap="sm" align="center">
                  <Title order={1}>{data.name}</Title>
                  {data.id ? (
                    <Badge variant="light" size="lg" radius="sm">
                      {data.id}
                    </Badge>
                  ) : null}
                </Group>
                <Text c="dimmed">
                  {data.client ? `Client: ${data.client.name}` : 'No client'}
                  {data.projectManager ? ` · Project manager: ${data.projectManager.name}` : ''}
                </Text>
              </Stack>
              {data.roomCount > 0 ? (
                <Button
                  component="a"
                  href={projectReportPdfUrl(data._id)}
                  download
                  variant="default"
                  leftSection={<IconFileTypePdf size={16} />}
                >
                  Project report (PDF)
                </Button>
              ) : null}
            </Group>
            <Tabs
              value={tab}
              onChange={(value) => void navigate({ hash: value ?? '' }, { replace: true })}
              keepMounted={false}
            >
              <ScrollingTabList activeTab={tab}>
                {projectTabsFor(viewer).map((item) => (
                  <Tabs.Tab key={item.value} value={item.value}>
                    {item.label}
                  </Tabs.Tab>
                ))}
              </ScrollingTabList>
              <Stack pt="md">
                <Tabs.Panel value="phases">
                  <PhasesTab project={data} />
                </Tabs.Panel>
                <Tabs.Panel value="rooms">
                  <RoomsTab project={data} />
                </Tabs.Panel>
                <Tabs.Panel value="partitions">
                  <PartitionsTab project={data} />
                </Tabs.Panel>
                <Tabs.Panel value="doors">
                  <ComingSoonTab title="Doors" />
                </Tabs.Panel>
                <Tabs.Panel value="glazing">
                  <ComingSoonTab title="Glazing" />
                </Tabs.Panel>
                <Tabs.Panel value="measurements">
                  <ComingSoonTab title="Measurements" />
                </Tabs.Panel>
                <Tabs.Panel value="notes">
                  <NotesTab projectId={data._id} />
                </Tabs.Panel>
                <Tabs.Panel value="settings">
                  <ProjectSettingsTab key={data._id} project={data} />
                </Tabs.Panel>
              </Stack>
            </Tabs>
          </>
        ) : null}
      </Stack>
    </Container>
  );
}
