import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { CalcAxisName, CalcSurface } from '@roomtone/contracts';
import type { Dispatch } from 'react';
import { ownAreaOf } from '../model/area-budget.ts';
import type { CalcAction } from '../model/calc-actions.ts';
import { AreaMeter } from './area-meter.tsx';
import { CalcNumberInput } from './calc-number-input.tsx';

type PanelAreaEditorProps = {
  index: number;
  surface: CalcSurface;
  axis: CalcAxisName;
  groupLabel: string;
  units: { length: string; area: string };
  hasPerimeter: boolean;
  dispatch: Dispatch<CalcAction>;
};

/** One group's panels: height or length, width, quantity, and the read-only area (and perimeter). */
export function PanelAreaEditor({
  index,
  surface,
  axis,
  groupLabel,
  units,
  hasPerimeter,
  dispatch,
}: PanelAreaEditorProps) {
  const panel = surface.panel?.[axis] ?? {};
  const set = (field: 'len' | 'width' | 'qty') => (value: number | string) =>
    dispatch({ type: 'setPanel', index, axis, field, value });
  return (
    <Stack gap={2}>
      <Text size="xs" fw={600}>
        {groupLabel}
      </Text>
      <SimpleGrid cols={{ base: 2, xs: hasPerimeter ? 5 : 4 }} spacing={6} verticalSpacing={4}>
        <CalcNumberInput
          label={`Height or length (${units.length})`}
          aria-label={`${groupLabel} panel height or length`}
          kind="panelSize"
          value={panel.len}
          onCalcChange={set('len')}
        />
        <CalcNumberInput
          label={`Width (${units.length})`}
          aria-label={`${groupLabel} panel width`}
          kind="panelSize"
          value={panel.width}
          onCalcChange={set('width')}
        />
        <CalcNumberInput
          label="Qty"
          aria-label={`${groupLabel} panel quantity`}
          kind="quantity"
          value={panel.qty}
          onCalcChange={set('qty')}
        />
        <CalcNumberInput
          label={`Area (${units.area})`}
          aria-label={`${groupLabel} panel area`}
          kind="area"
          readOnly
          variant="filled"
          value={surface.area?.[axis]}
          onCalcChange={() => {}}
        />
        {hasPerimeter ? (
          <CalcNumberInput
            label={`Perimeter (${units.length})`}
            aria-label={`${groupLabel} panel perimeter`}
            kind="perimeter"
            readOnly
            variant="filled"
            value={surface.perimeter?.[axis]}
            onCalcChange={() => {}}
          />
        ) : null}
      </SimpleGrid>
      <AreaMeter axis={axis} ownArea={ownAreaOf(surface, axis)} unit={units.area} />
    </Stack>
  );
}
