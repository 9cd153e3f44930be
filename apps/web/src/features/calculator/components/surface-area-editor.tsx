import { SegmentedControl, SimpleGrid, Stack } from '@mantine/core';
import { CALC_AXES, type CalcAxisName, type CalcSurface } from '@roomtone/contracts';
import type { Dispatch } from 'react';
import { ownAreaOf } from '../model/area-budget.ts';
import type { CalcAction } from '../model/calc-actions.ts';
import { AreaMeter } from './area-meter.tsx';
import { CalcNumberInput } from './calc-number-input.tsx';
import { PanelAreaEditor } from './panel-area-editor.tsx';

type SurfaceAreaEditorProps = {
  index: number;
  surface: CalcSurface;
  units: { length: string; area: string };
  hasPerimeter: boolean;
  dispatch: Dispatch<CalcAction>;
};

/** Surface groups of docs/product/screens.md#surface-editors. */
export const GROUP_LABELS: Record<CalcAxisName, string> = {
  lr: 'Sidewalls (lr)',
  fr: 'Front/rear (fr)',
  fc: 'Floor/ceiling (fc)',
};

/** Area per group entered as totals (negative allowed) or as panels. */
export function SurfaceAreaEditor({ index, surface, units, hasPerimeter, dispatch }: SurfaceAreaEditorProps) {
  const areaType = surface.areaType ?? 'area';
  return (
    <Stack gap={6}>
      <SegmentedControl
        size="xs"
        value={areaType}
        aria-label={`Surface #${index + 1} area entry`}
        data={[
          { value: 'area', label: 'Total area' },
          { value: 'panels', label: 'Panels' },
        ]}
        onChange={(value) =>
          dispatch({ type: 'setAreaType', index, areaType: value === 'panels' ? 'panels' : 'area' })
        }
      />
      {areaType === 'panels' ? (
        CALC_AXES.map((axis) => (
          <PanelAreaEditor
            key={axis}
            index={index}
            surface={surface}
            axis={axis}
            groupLabel={GROUP_LABELS[axis]}
            units={units}
            hasPerimeter={hasPerimeter}
            dispatch={dispatch}
          />
        ))
      ) : (
        <SimpleGrid cols={3} spacing={6}>
          {CALC_AXES.map((axis) => (
            <Stack key={axis} gap={2}>
              <CalcNumberInput
                kind="area"
                label={`${GROUP_LABELS[axis]} (${units.area})`}
                value={surface.area?.[axis]}
                onCalcChange={(value) => dispatch({ type: 'setTotalArea', index, axis, value })}
              />
              <AreaMeter
                axis={axis}
                ownArea={ownAreaOf(surface, axis)}
                unit={units.area}
                onFill={(area) => dispatch({ type: 'setTotalArea', index, axis, value: area })}
              />
            </Stack>
          ))}
          {hasPerimeter
            ? CALC_AXES.map((axis) => (
                <CalcNumberInput
                  key={`perimeter-${axis}`}
                  label={`Perimeter ${axis} (${units.length})`}
                  kind="perimeter"
                  value={surface.perimeter?.[axis]}
                  onCalcChange={(value) => dispatch({ type: 'setTotalPerimeter', index, axis, value })}
                />
              ))
            : null}
        </SimpleGrid>
      )}
    </Stack>
  );
}
