import { Card, Group, SegmentedControl, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import type { RoomResult } from '@roomtone/acoustics';
import type { CalcDocument } from '@roomtone/contracts';
import type { Dispatch } from 'react';
import type { CalcAction, RoomField } from '../model/calc-actions.ts';
import { unitSystemOf } from '../model/default-document.ts';
import { unitsOf } from '../model/model-texts.ts';
import { AdvancedSettings } from './advanced-settings.tsx';
import { CalcNumberInput } from './calc-number-input.tsx';
import { SuggestionsPanel } from './suggestions-panel.tsx';

type RoomPropertiesPanelProps = {
  document: CalcDocument;
  result: RoomResult | null;
  dispatch: Dispatch<CalcAction>;
  isReportModelHidden: boolean;
};

/** Room name, dimensions, climate, unit system, RT goal and capacity, with Suggestions or Advanced Settings. */
export function RoomPropertiesPanel({
  document,
  result,
  dispatch,
  isReportModelHidden,
}: RoomPropertiesPanelProps) {
  const system = unitSystemOf(document);
  const units = unitsOf(system);
  const mode = document.gui?.propertiesMode ?? 'suggestions';
  const set = (field: RoomField) => (value: number | string) =>
    dispatch({ type: 'setRoomField', field, value });
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="room-properties-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id="room-properties-title">
            Room properties
          </Title>
          <SegmentedControl
            size="xs"
            value={system}
            aria-label="Unit system"
            data={[
              { value: 'Metric', label: 'Metric' },
              { value: 'Imperial', label: 'Imperial' },
            ]}
            onChange={(value) =>
              dispatch({ type: 'setUnitSystem', system: value === 'Metric' ? 'Metric' : 'Imperial' })
            }
          />
        </Group>
        <SimpleGrid cols={2} spacing="xs">
          <TextInput
            size="xs"
            label="Name"
            value={document.name ?? ''}
            onChange={(event) => set('name')(event.currentTarget.value)}
          />
          <TextInput
            size="xs"
            label="Number"
            value={document.number ?? ''}
            onChange={(event) => set('number')(event.currentTarget.value)}
          />
        </SimpleGrid>
        <SimpleGrid cols={3} spacing="xs">
          <CalcNumberInput
            label={`Length (${units.length})`}
            min={0}
            value={document.len}
            onCalcChange={set('len')}
          />
          <CalcNumberInput
            label={`Width (${units.length})`}
            min={0}
            value={document.width}
            onCalcChange={set('width')}
          />
          <CalcNumberInput
            label={`Height (${units.length})`}
            min={0}
            value={document.height}
            onCalcChange={set('height')}
          />
          <CalcNumberInput
            label={`Temperature (${units.temperature})`}
            value={document.temperature}
            onCalcChange={set('temperature')}
          />
          <CalcNumberInput
            label="RT decay (dB)"
            min={0}
            value={document.rtDecay}
            onCalcChange={set('rtDecay')}
          />
          <CalcNumberInput
            label="RT goal (s)"
            min={0}
            step={0.1}
            hideControls={false}
            value={document.rtGoal}
            onCalcChange={set('rtGoal')}
          />
          <CalcNumberInput
            label="Capacity"
            min={0}
            allowDecimal={false}
            value={document.capacity}
            onCalcChange={set('capacity')}
          />
        </SimpleGrid>
        <SegmentedControl
          size="xs"
          fullWidth
          value={mode}
          aria-label="Room properties view"
          data={[
            { value: 'suggestions', label: 'RT Suggestions' },
            { value: 'advanced', label: 'Advanced Settings' },
          ]}
          onChange={(value) =>
            dispatch({
              type: 'setGui',
              gui: { propertiesMode: value === 'advanced' ? 'advanced' : 'suggestions' },
            })
          }
        />
        {mode === 'advanced' ? (
          <AdvancedSettings
            document={document}
            result={result}
            dispatch={dispatch}
            isReportModelHidden={isReportModelHidden}
          />
        ) : (
          <SuggestionsPanel document={document} result={result} dispatch={dispatch} />
        )}
      </Stack>
    </Card>
  );
}
