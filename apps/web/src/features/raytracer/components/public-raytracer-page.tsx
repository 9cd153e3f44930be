import { Alert, Anchor, Button, Container, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../lib/config/paths.ts';
import { simulatedRoomOf } from '../model/simulated-room.ts';
import { DEFAULT_TYPED_ROOM, type TypedRoom, typedRoomDocument } from '../model/typed-room.ts';
import { RaytracerHeader } from './raytracer-header.tsx';
import { RaytracerWorkspace } from './raytracer-workspace.tsx';
import { RoomSummary } from './room-summary.tsx';
import { TypedRoomForm } from './typed-room-form.tsx';

/** What `/public/rt` passes: the calculator's document as JSON text. */
export type CarriedRoom = { calc: string };

function carriedCalc(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const calc = (state as Partial<CarriedRoom>).calc;
  return typeof calc === 'string' && calc !== '' ? calc : null;
}

/** `/public/raytracer`: the ray tracer without sign-in, on a room typed in or carried over from `/public/rt`. */
export function PublicRaytracerPage() {
  const location = useLocation();
  const [carried, setCarried] = useState<string | null>(() => carriedCalc(location.state));
  const [typed, setTyped] = useState<TypedRoom>(DEFAULT_TYPED_ROOM);
  const calcText = useMemo(() => carried ?? JSON.stringify(typedRoomDocument(typed)), [carried, typed]);
  const room = useMemo(() => simulatedRoomOf(calcText), [calcText]);
  const header = (
    <RaytracerHeader
      note={
        <Text size="sm" c="dimmed">
          To keep a simulation with a room's revisions, open it from a project room.{' '}
          <Anchor component={Link} to={paths.publicRt}>
            Back to the RT Calculator
          </Anchor>
        </Text>
      }
    />
  );
  const roomPanel =
    carried !== null && !('error' in room) ? (
      <RoomSummary
        room={room}
        action={
          <Button size="xs" variant="default" onClick={() => setCarried(null)}>
            Type a room instead
          </Button>
        }
      />
    ) : (
      <TypedRoomForm room={typed} error={'error' in room ? room.error : null} onChange={setTyped} />
    );
  return (
    <Container size="xl" py={{ base: 'lg', sm: 'xl' }}>
      {'error' in room ? (
        <Stack gap="lg">
          {header}
          {carried !== null ? (
            <Alert color="red" role="alert" title="The calculator's room cannot be simulated">
              {room.error}{' '}
              <Button size="xs" variant="default" onClick={() => setCarried(null)}>
                Type a room instead
              </Button>
            </Alert>
          ) : (
            roomPanel
          )}
        </Stack>
      ) : (
        <RaytracerWorkspace
          key={carried === null ? 'typed' : 'carried'}
          room={room}
          header={header}
          roomPanel={roomPanel}
        />
      )}
    </Container>
  );
}
