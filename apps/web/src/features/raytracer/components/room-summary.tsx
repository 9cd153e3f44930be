import { Alert, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { AIR_ABSORPTION_PER_METRE, BANDS } from '@roomtone/acoustics';
import type { ReactNode } from 'react';
import { bandLabel } from '../model/format.ts';
import type { SimulatedRoom } from '../model/simulated-room.ts';
import { GROUP_LABELS, type GroupId } from '../model/typed-room.ts';

const GROUPS = Object.keys(GROUP_LABELS) as GroupId[];

/**
 * The room a calculation describes, as the simulation reads it: dimensions, temperature, air
 * absorption and each surface group's mean coefficient `α_g = A_g/S_g` per band.
 */
export function RoomSummary({ room, action }: { room: SimulatedRoom; action?: ReactNode }) {
  const { input } = room;
  const unit = input.unitSystem === 'Metric' ? 'm' : 'ft';
  const temperatureUnit = input.unitSystem === 'Metric' ? '°C' : '°F';
  const silentBands = BANDS.filter(
    (_, index) =>
      GROUPS.every((group) => (room.room.absorptionByAxis[group][index] ?? 0) === 0) &&
      (!input.settings.airAbsorption || (AIR_ABSORPTION_PER_METRE[index] ?? 0) === 0),
  ).map(bandLabel);
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4">
            Room{room.name ? `: ${room.name}` : ''}
          </Title>
          {action}
        </Group>
        <Text size="sm">
          {input.length} × {input.width} × {input.height} {unit}, {input.temperature} {temperatureUnit}, air
          absorption {input.settings.airAbsorption ? 'on' : 'off'}, {input.surfaces.length} surface
          {input.surfaces.length === 1 ? '' : 's'}
        </Text>
        {silentBands.length > 0 ? (
          <Alert color="yellow" role="status">
            Nothing absorbs sound at {silentBands.join(', ')}: the sound there does not decay, so the
            simulation finds no T20, T30 or EDT. Add the room's surfaces in the calculator.
          </Alert>
        ) : null}
        <Text size="xs" c="dimmed">
          Each surface group's mean absorption coefficient, as the formulas use it (sabins of the group over
          its area).
        </Text>
        <Table.ScrollContainer minWidth={480}>
          <Table verticalSpacing={4} aria-label="Absorption coefficient per surface group">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>α</Table.Th>
                {BANDS.map((band) => (
                  <Table.Th key={band} ta="right">
                    {bandLabel(band)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {GROUPS.map((group) => (
                <Table.Tr key={group}>
                  <Table.Td>{GROUP_LABELS[group]}</Table.Td>
                  {room.room.absorptionByAxis[group].map((alpha, index) => (
                    <Table.Td key={BANDS[index]} ta="right" ff="monospace">
                      {alpha.toFixed(2)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Paper>
  );
}
