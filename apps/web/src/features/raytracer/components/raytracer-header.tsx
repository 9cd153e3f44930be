import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The page title and what the ray tracer does, in one sentence. */
export function RaytracerHeader({ above, note }: { above?: ReactNode; note?: ReactNode }) {
  return (
    <Stack gap={4}>
      {above}
      <Title order={1}>Ray tracer</Title>
      <Text c="dimmed">
        A geometric simulation of the room (image sources for the early reflections, ray tracing with
        scattering for the rest) beside the seven formulas, to see which one the physics agrees with for this
        room.
      </Text>
      {note}
    </Stack>
  );
}
