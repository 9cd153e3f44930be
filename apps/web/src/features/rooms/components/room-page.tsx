import {
  Alert,
  Anchor,
  Badge,
  Breadcrumbs,
  Button,
  Container,
  Group,
  Loader,
  Paper,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { IconCalculator, IconCube, IconExternalLink, IconReport } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { NotFoundView } from '../../../components/not-found-view.tsx';
import { isNotFoundError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/config/paths.ts';
import { roomQueries } from '../../../lib/room-queries.ts';
import { RevisionsTab } from './revisions-tab.tsx';
import { RoomSettingsForm } from './room-settings-form.tsx';

/**
 * `/project/{projectId}/room/{id}`: tabs Room RT Revisions and Room Settings, kept in the URL hash.
 * A room of another project than the path's shows the not-found view.
 */
export function RoomPage() {
  const { projectId = '', id = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const answer = useQuery(roomQueries.detail(id));
  const tab = location.hash === '#settings' ? 'settings' : 'revisions';
  const phaseNames = useMemo(
    () => new Map((answer.data?.phases ?? []).map((phase) => [phase._id, phase.name])),
    [answer.data?.phases],
  );

  if (answer.isError && isNotFoundError(answer.error)) return <NotFoundView />;
  // A room is only found under its own project's path.
  if (answer.data && answer.data.room.projectId !== projectId) return <NotFoundView />;
  const room = answer.data?.room;
  return (
    <Container size="xl" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Breadcrumbs>
          <Anchor component={Link} to={paths.dashboard}>
            Dashboard
          </Anchor>
          {room ? (
            <Anchor component={Link} to={`${paths.project(room.projectId)}#rooms`}>
              {room.project.name}
            </Anchor>
          ) : null}
          <Text>{room ? `${room.number} ${room.name}` : 'Room'}</Text>
        </Breadcrumbs>
        {answer.isPending ? <Loader aria-label="Loading the room" /> : null}
        {answer.isError ? (
          <Alert color="red" role="alert">
            {answer.error.message}
          </Alert>
        ) : null}
        {room ? (
          <>
            <Group justify="space-between" align="flex-end" wrap="wrap">
              <Stack gap={4}>
                <Group gap="sm">
                  <Title order={1}>{room.name}</Title>
                  <Badge variant="light" size="lg" radius="sm">
                    {room.number}
                  </Badge>
                </Group>
                <Text c="dimmed">
                  {room.activeRTRevision === null
                    ? 'No active revision yet'
                    : `Active revision #${room.activeRTRevision} of ${revisionCountText(room.revisionCount)}`}
                </Text>
              </Stack>
              <Group gap="xs" wrap="wrap">
                {room.activeRTRevision === null ? null : (
                  <Button
                    component={Link}
                    to={paths.report(room.projectId, room._id, String(room.activeRTRevision))}
                    variant="default"
                    leftSection={<IconReport size={16} />}
                  >
                    Report of revision #{room.activeRTRevision}
                  </Button>
                )}
                <Button
                  component={Link}
                  to={paths.roomRaytracer(room.projectId, room._id)}
                  target="_blank"
                  rel="noopener"
                  variant="default"
                  leftSection={<IconCube size={16} />}
                  rightSection={<IconExternalLink size={14} aria-label="Opens in a new tab" />}
                >
                  3D model and ray tracer
                </Button>
                <Button
                  component={Link}
                  to={paths.newCalculation(room.projectId, room._id)}
                  leftSection={<IconCalculator size={16} />}
                >
                  New calculation
                </Button>
              </Group>
            </Group>
            <Tabs
              value={tab}
              onChange={(value) =>
                // The search (the revision page, among others) stays; only the hash names the tab.
                void navigate({ search: location.search, hash: value ?? '' }, { replace: true })
              }
            >
              <Tabs.List>
                <Tabs.Tab value="revisions">Room RT Revisions</Tabs.Tab>
                <Tabs.Tab value="settings">Room Settings</Tabs.Tab>
              </Tabs.List>
              <Paper withBorder p={{ base: 'sm', sm: 'md' }} mt="md">
                <Tabs.Panel value="revisions">
                  <RevisionsTab room={room} phaseNames={phaseNames} />
                </Tabs.Panel>
                <Tabs.Panel value="settings">
                  <RoomSettingsForm key={room._id} room={room} />
                </Tabs.Panel>
              </Paper>
            </Tabs>
          </>
        ) : null}
      </Stack>
    </Container>
  );
}

function revisionCountText(count: number): string {
  return count === 1 ? '1 revision' : `${count} revisions`;
}
