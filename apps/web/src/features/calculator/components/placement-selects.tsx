import { Select, SimpleGrid, Stack, Text } from '@mantine/core';
import type { CalcSurface } from '@roomtone/contracts';
import type { Dispatch } from 'react';
import type { CalcAction } from '../model/calc-actions.ts';
import { PLACEMENT_CHOICES, placedGroups, placementOf } from '../model/surface-placement.ts';
import { GROUP_LABELS } from './surface-area-editor.tsx';

type PlacementSelectsProps = {
  index: number;
  surface: CalcSurface;
  dispatch: Dispatch<CalcAction>;
};

/**
 * Where the surface sits within each group it covers (only Neubauer compares the two faces of a
 * group; every other model uses the group's total): one select per group with an area.
 */
export function PlacementSelects({ index, surface, dispatch }: PlacementSelectsProps) {
  const groups = placedGroups(surface);
  if (groups.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed">
        Where the surface sits in each group: only Neubauer tells the two faces apart.
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={6}>
        {groups.map((axis) => (
          <Select
            key={axis}
            size="xs"
            label={`Placement, ${GROUP_LABELS[axis]}`}
            data={PLACEMENT_CHOICES[axis]}
            value={placementOf(surface, axis)}
            allowDeselect={false}
            onChange={(value) => {
              if (value !== null) dispatch({ type: 'setPlacement', index, axis, value });
            }}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
