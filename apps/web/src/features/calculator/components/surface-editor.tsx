import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { CALC_AXES, type CalcSurface } from '@roomtone/contracts';
import type { Dispatch } from 'react';
import type { CalcAction, FinishTarget, PickedFinish } from '../model/calc-actions.ts';
import { editorOfType, finishSourceOfType } from '../model/surface-catalogue.ts';
import { BandInputs } from './band-inputs.tsx';
import { CalcNumberInput } from './calc-number-input.tsx';
import { FinishField } from './finish-field.tsx';
import { LegacySurfaceView } from './legacy-surface-view.tsx';
import { PlacementSelects } from './placement-selects.tsx';
import { GROUP_LABELS, SurfaceAreaEditor } from './surface-area-editor.tsx';

type SurfaceEditorProps = {
  index: number;
  surface: CalcSurface;
  units: { length: string; area: string; sabins: string };
  dispatch: Dispatch<CalcAction>;
};

/** The edit tab of a surface: its name, how its absorption is entered, and its area. */
export function SurfaceEditor({ index, surface, units, dispatch }: SurfaceEditorProps) {
  const editor = editorOfType(surface.type);
  if (editor === 'legacy') return <LegacySurfaceView surface={surface} units={units} />;
  const setValue = (field: string, value: number | string) =>
    dispatch({ type: 'setSurfaceValue', index, field, value });
  const select = (target: FinishTarget) => (finish: PickedFinish) =>
    dispatch({ type: 'selectFinish', index, target, finish });
  const source = finishSourceOfType(surface.type);
  const area = (hasPerimeter: boolean) => (
    <SurfaceAreaEditor
      index={index}
      surface={surface}
      units={units}
      hasPerimeter={hasPerimeter}
      dispatch={dispatch}
    />
  );
  return (
    <Stack gap="xs">
      <TextInput
        size="xs"
        label="Surface name"
        value={surface.name ?? ''}
        onChange={(event) =>
          dispatch({ type: 'updateSurface', index, patch: { name: event.currentTarget.value } })
        }
      />
      {editor === 'finish' ? (
        <>
          <FinishField
            label="Finish"
            source={source}
            coefficients={surface}
            onSelect={select('surface')}
            valuesLabel="Coefficient"
          />
          {area(false)}
        </>
      ) : null}
      {editor === 'custom' ? (
        <>
          <BandInputs
            label="Coefficient"
            prefix="a"
            values={surface}
            kind="coefficient"
            highlightAbove={0.3}
            onChange={setValue}
          />
          {area(false)}
        </>
      ) : null}
      {editor === 'sabin' ? (
        <>
          <FinishField
            label="Object"
            source={source}
            coefficients={surface}
            onSelect={select('surface')}
            valuesLabel={`${units.sabins} per object`}
          />
          <Text size="xs">Number of objects per group</Text>
          <SimpleGrid cols={3} spacing={6}>
            {CALC_AXES.map((axis) => (
              <CalcNumberInput
                key={axis}
                kind="objects"
                label={GROUP_LABELS[axis]}
                value={surface.multiplier?.[axis]}
                onCalcChange={(value) =>
                  dispatch({ type: 'setNestedValue', index, group: 'multiplier', field: axis, value })
                }
              />
            ))}
          </SimpleGrid>
        </>
      ) : null}
      {editor === 'variable' ? (
        <>
          <FinishField
            label="Finish A"
            source={source}
            coefficients={surface.finishA ?? {}}
            onSelect={select('finishA')}
            valuesLabel="Finish A coefficient"
          />
          <FinishField
            label="Finish B"
            source={source}
            coefficients={surface.finishB ?? {}}
            onSelect={select('finishB')}
            valuesLabel="Finish B coefficient"
          />
          <CalcNumberInput
            label="Balance (% of Finish B)"
            kind="percent"
            value={surface.balance}
            onCalcChange={(value) => setValue('balance', value)}
          />
          {area(false)}
        </>
      ) : null}
      {editor === 'existing-room' ? (
        <>
          <Text size="xs">Measured RT of the existing room (s); the average fills bands left empty.</Text>
          <BandInputs
            label="Measured RT"
            prefix="rt"
            values={surface}
            kind="measuredRt"
            onChange={setValue}
          />
          <CalcNumberInput
            label="Average RT (s)"
            kind="measuredRt"
            value={surface.rtAvg}
            onCalcChange={(value) => setValue('rtAvg', value)}
          />
          <Text size="xs">
            Area of the existing surfaces added (positive) or removed (negative), for example where a new
            finish covers them; counted at the room's measured mean absorption.
          </Text>
          <SimpleGrid cols={3} spacing={6}>
            {CALC_AXES.map((axis) => (
              <CalcNumberInput
                key={axis}
                kind="signedArea"
                label={`${GROUP_LABELS[axis]} (${units.area})`}
                value={surface.area?.[axis]}
                onCalcChange={(value) => dispatch({ type: 'setTotalArea', index, axis, value })}
              />
            ))}
          </SimpleGrid>
        </>
      ) : null}
      {editor === 'absorption-constant' ? (
        <>
          <BandInputs
            label="Coefficient"
            prefix="a"
            values={surface}
            kind="coefficient"
            highlightAbove={0.3}
            onChange={setValue}
          />
          <Text size="xs">{`Edge constant k (${units.sabins} per ${units.length} of perimeter)`}</Text>
          <BandInputs
            label="Edge constant"
            prefix="k"
            values={surface}
            kind="edgeConstant"
            onChange={setValue}
          />
          {area(true)}
        </>
      ) : null}
      <PlacementSelects index={index} surface={surface} dispatch={dispatch} />
    </Stack>
  );
}
