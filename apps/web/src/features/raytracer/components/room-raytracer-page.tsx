import { Alert, Anchor, Breadcrumbs, Button, Container, Loader, Stack, Text } from '@mantine/core';
import type { RoomDetail } from '@roomtone/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { NotFoundView } from '../../../components/not-found-view.tsx';
import { isNotFoundError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/config/paths.ts';
import { roomQueries } from '../../../lib/room-queries.ts';
import { raytracerQueries } from '../api/raytracer-api.ts';
import { simulatedRoomOf } from '../model/simulated-room.ts';
import { RaytracerHeader } from './raytracer-header.tsx';
import { type FinishedSimulation, RaytracerWorkspace } from './raytracer-workspace.tsx';
import { RoomSummary } from './room-summary.tsx';
import { SavePanel } from './save-panel.tsx';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function Trail({ room }: { room: RoomDetail | undefined }) {
  return (
    <Breadcrumbs>
      <Anchor component={Link} to={paths.dashboard}>
        Dashboard
      </Anchor>
      {room ? (
        <Anchor component={Link} to={`${paths.project(room.projectId)}#rooms`}>
          {room.project.name}
        </Anchor>
      ) : null}
      {room ? (
        <Anchor component={Link} to={paths.room(room.projectId, room._id)}>
          {room.number} {room.name}
        </Anchor>
      ) : null}
      <Text>Ray tracer</Text>
    </Breadcrumbs>
  );
}

function Page({ children }: { children: ReactNode }) {
  return (
    <Container size="xl" py={{ base: 'lg', sm: 'xl' }}>
      {children}
    </Container>
  );
}

/**
 * `/project/{projectId}/room/{roomId}/raytracer`: simulates the room's active calculator revision and
 * saves simulations as raytracer revisions; `?revision={id}` opens a saved one.
 */
export function RoomRaytracerPage() {
  const { projectId = '', roomId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const savedId = searchParams.get('revision');
  const roomAnswer = useQuery(roomQueries.detail(roomId));
  const saved = useQuery({ ...raytracerQueries.raytrace(savedId ?? ''), enabled: savedId !== null });
  const room = roomAnswer.data?.room;
  const activeRevision = room?.activeRTRevision ?? null;
  const revision = useQuery({
    ...roomQueries.revision(roomId, String(activeRevision ?? 0)),
    enabled: savedId === null && activeRevision !== null,
  });

  if (roomAnswer.isError && isNotFoundError(roomAnswer.error)) return <NotFoundView />;
  if (saved.isError && isNotFoundError(saved.error)) return <NotFoundView />;
  if (room && room.projectId !== projectId) return <NotFoundView />;
  if (saved.data && saved.data.roomId !== roomId) return <NotFoundView />;
  const failure = roomAnswer.error ?? saved.error ?? revision.error;
  if (failure) {
    return (
      <Page>
        <Stack gap="lg">
          <Trail room={room} />
          <Alert color="red" role="alert">
            {failure.message}
          </Alert>
        </Stack>
      </Page>
    );
  }
  if (room && savedId === null && activeRevision === null) {
    return (
      <Page>
        <Stack gap="lg">
          <Trail room={room} />
          <RaytracerHeader />
          <Alert color="blue" title="This room has no calculation yet">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">
                The ray tracer simulates the room the calculator describes. Enter the room in the calculator
                and save a revision, then come back here.
              </Text>
              <Button component={Link} to={paths.newCalculation(room.projectId, room._id)} size="xs">
                New calculation
              </Button>
            </Stack>
          </Alert>
        </Stack>
      </Page>
    );
  }
  const calcText = savedId === null ? revision.data?.calc : saved.data?.calc;
  if (!room || calcText === undefined) {
    return (
      <Page>
        <Stack gap="lg">
          <Trail room={room} />
          <Loader aria-label="Loading the room" />
        </Stack>
      </Page>
    );
  }
  const simulated = simulatedRoomOf(calcText);
  if ('error' in simulated) {
    return (
      <Page>
        <Stack gap="lg">
          <Trail room={room} />
          <Alert color="red" role="alert" title="This room cannot be simulated">
            {simulated.error}
          </Alert>
        </Stack>
      </Page>
    );
  }
  const savedSimulation: FinishedSimulation | null = saved.data
    ? { calcText, settings: saved.data.settings, results: saved.data.results }
    : null;
  const source =
    saved.data === undefined
      ? `Revision #${activeRevision} (the room's active calculation)`
      : `Saved simulation #${saved.data.id}: ${saved.data.revisionComment}, by ${saved.data.createdBy}, ${dateFormat.format(new Date(saved.data.createdOn))}`;
  return (
    <Page>
      <RaytracerWorkspace
        key={savedId ?? `revision-${activeRevision}`}
        room={simulated}
        saved={savedSimulation}
        header={
          <RaytracerHeader
            above={<Trail room={room} />}
            note={
              <Text size="sm" fw={500} data-testid="raytracer-source">
                {source}
              </Text>
            }
          />
        }
        roomPanel={<RoomSummary room={simulated} />}
        renderAfterResults={(simulation, isStale) => (
          <SavePanel
            key={JSON.stringify(simulation.settings)}
            projectId={room.projectId}
            roomId={room._id}
            phases={roomAnswer.data?.phases ?? []}
            defaultPhaseId={room.phaseId}
            simulation={simulation}
            isStale={isStale}
          />
        )}
      />
    </Page>
  );
}
