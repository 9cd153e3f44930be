import { Stack, Text } from '@mantine/core';
import type { CalcSurface } from '@roomtone/contracts';
import { BandInputs } from './band-inputs.tsx';

type LegacySurfaceViewProps = { surface: CalcSurface; units: { area: string } };

function axisText(axis: Record<string, unknown> | undefined, unit: string): string {
  if (axis === undefined) return '—';
  return ['lr', 'fr', 'fc'].map((name) => `${name} ${String(axis[name] ?? 0) || 0} ${unit}`).join(', ');
}

/** A surface type that is no longer offered: shown as saved, computed, not editable. */
export function LegacySurfaceView({ surface, units }: LegacySurfaceViewProps) {
  return (
    <Stack gap={6}>
      <Text size="sm">
        This surface type is no longer offered. It is kept as saved and still counts in the results; it can be
        moved, made inactive or deleted, but not edited.
      </Text>
      <Text size="sm">{`Area: ${axisText(surface.area, units.area)}`}</Text>
      <BandInputs
        label="Coefficient"
        prefix="a"
        kind="coefficient"
        values={surface}
        readOnly
        highlightAbove={0.3}
        onChange={() => {}}
      />
    </Stack>
  );
}
