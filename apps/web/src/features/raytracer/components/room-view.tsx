import { Alert, Center, Group, Loader, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import type { Point, RaytracerRoom } from '@roomtone/raytracer';
import { Component, lazy, type ReactNode, Suspense, useState } from 'react';
import { bandLabel } from '../model/format.ts';

const RoomView3d = lazy(async () => ({ default: (await import('./room-view-3d.tsx')).RoomView3d }));

const BANDS = [125, 250, 500, 1000, 2000, 4000];

/** Whether this browser offers WebGL (a headless or locked-down browser may not). */
function hasWebGl(): boolean {
  try {
    const canvas = document.createElement('canvas');
    return (canvas.getContext('webgl2') ?? canvas.getContext('webgl')) !== null;
  } catch {
    return false;
  }
}

const NO_WEBGL =
  'The 3D view needs WebGL, which this browser does not offer (it may be turned off or unsupported). ' +
  'Everything else works without it: set the source and receiver with the fields, run the simulation, ' +
  'and read the decay curves and the comparison below.';

class ViewErrorBoundary extends Component<{ children: ReactNode }, { hasFailed: boolean }> {
  override state = { hasFailed: false };

  static getDerivedStateFromError() {
    return { hasFailed: true };
  }

  override render() {
    if (this.state.hasFailed) {
      return (
        <Alert color="gray" title="3D view unavailable" role="status">
          {NO_WEBGL}
        </Alert>
      );
    }
    return this.props.children;
  }
}

type RoomViewProps = {
  room: RaytracerRoom;
  source: Point;
  receiver: Point;
  receiverRadiusM: number;
  metresPerUnit: number;
  unit: string;
  onPlace: (target: 'source' | 'receiver', point: Point) => void;
};

/**
 * The room in 3D, loaded only on this page (three.js stays out of every other page's download):
 * surfaces coloured by absorption at the chosen band, the source, the receiver and the specular
 * reflection paths up to the chosen order. Without WebGL it says so plainly.
 */
export function RoomView(props: RoomViewProps) {
  const [isWebGlAvailable] = useState(hasWebGl);
  const [band, setBand] = useState(2);
  const [order, setOrder] = useState(1);
  const [target, setTarget] = useState<'source' | 'receiver'>('receiver');
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4">
            Room
          </Title>
          <Group gap="xs" wrap="wrap">
            <SegmentedControl
              size="xs"
              aria-label="Band of the surface colours"
              value={String(band)}
              onChange={(value) => setBand(Number(value))}
              data={BANDS.map((frequency, index) => ({ value: String(index), label: bandLabel(frequency) }))}
            />
          </Group>
        </Group>
        {isWebGlAvailable ? (
          <>
            <Group gap="xs" wrap="wrap">
              <Text size="sm" id="raytracer-order-label">
                Reflection paths up to order
              </Text>
              <SegmentedControl
                size="xs"
                aria-labelledby="raytracer-order-label"
                value={String(order)}
                onChange={(value) => setOrder(Number(value))}
                data={['0', '1', '2', '3']}
              />
              <Text size="sm" id="raytracer-place-label">
                Click the floor to place the
              </Text>
              <SegmentedControl
                size="xs"
                aria-labelledby="raytracer-place-label"
                value={target}
                onChange={(value) => setTarget(value === 'source' ? 'source' : 'receiver')}
                data={[
                  { value: 'receiver', label: 'Receiver' },
                  { value: 'source', label: 'Source' },
                ]}
              />
            </Group>
            <ViewErrorBoundary>
              <Suspense
                fallback={
                  <Center h={360}>
                    <Loader aria-label="Loading the 3D view" />
                  </Center>
                }
              >
                <RoomView3d {...props} band={band} order={order} target={target} />
              </Suspense>
            </ViewErrorBoundary>
            <Text size="xs" c="dimmed">
              Drag or swipe to orbit, scroll or pinch to zoom, right-drag or two fingers to pan. With the view
              focused: arrow keys orbit, + and − zoom. Source red, receiver blue; order 0 is the direct sound.
            </Text>
          </>
        ) : (
          <Alert color="gray" title="3D view unavailable" role="status">
            {NO_WEBGL}
          </Alert>
        )}
        <AbsorptionLegend />
      </Stack>
    </Paper>
  );
}

function AbsorptionLegend() {
  return (
    <Group gap="xs" wrap="nowrap" aria-label="Surface colour: absorption coefficient from 0 to 1">
      <Text size="xs">α 0</Text>
      <div
        style={{
          flex: 1,
          maxWidth: 200,
          height: 8,
          borderRadius: 4,
          background: 'linear-gradient(to right, #dbe4ff, #ffa94d, #d9480f)',
        }}
      />
      <Text size="xs">α 1</Text>
    </Group>
  );
}
