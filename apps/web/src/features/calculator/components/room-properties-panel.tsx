import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { RoomResult } from '@roomtone/acoustics';
import { type CalcDocument, NUMBER_MESSAGES } from '@roomtone/contracts';
import type { Dispatch } from 'react';
import type { CalcAction } from '../model/calc-actions.ts';
import { unitSystemOf } from '../model/default-document.ts';
import { unitsOf } from '../model/model-texts.ts';
import { AdvancedSettings } from './advanced-settings.tsx';
import { PropertiesViewControl, RoomNumberField, RoomTextField, UnitSystemControl } from './room-fields.tsx';
import { SuggestionsPanel } from './suggestions-panel.tsx';

type RoomPropertiesPanelProps = {
  document: CalcDocument;
  result: RoomResult | null;
  dispatch: Dispatch<CalcAction>;
  isReportModelShown: boolean;
};

/** Room name, dimensions, climate, unit system, RT goal and capacity, with Suggestions or Advanced Settings. */
export function RoomPropertiesPanel({
  document,
  result,
  dispatch,
  isReportModelShown,
}: RoomPropertiesPanelProps) {
  const system = unitSystemOf(document);
  const units = unitsOf(system);
  const mode = document.gui?.propertiesMode ?? 'suggestions';
  // Each field is memoized on its own value: a keystroke re-renders only the field it changed. The
  // frame is a Paper rather than a Card, whose context would make React search every field on each change.
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="room-properties-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id="room-properties-title">
            Room properties
          </Title>
          <UnitSystemControl system={system} dispatch={dispatch} />
        </Group>
        <Text size="xs" c="dimmed" id="number-hint">
          {`Numbers: ${NUMBER_MESSAGES.decimalHint}.`}
        </Text>
        <SimpleGrid cols={2} spacing="xs">
          <RoomTextField label="Name" field="name" value={document.name} dispatch={dispatch} />
          <RoomTextField label="Number" field="number" value={document.number} dispatch={dispatch} />
        </SimpleGrid>
        <SimpleGrid cols={3} spacing="xs">
          <RoomNumberField
            label={`Length (${units.length})`}
            field="len"
            kind="dimension"
            value={document.len}
            dispatch={dispatch}
          />
          <RoomNumberField
            label={`Width (${units.length})`}
            field="width"
            kind="dimension"
            value={document.width}
            dispatch={dispatch}
          />
          <RoomNumberField
            label={`Height (${units.length})`}
            field="height"
            kind="dimension"
            value={document.height}
            dispatch={dispatch}
          />
          <RoomNumberField
            label={`Temperature (${units.temperature})`}
            field="temperature"
            kind="temperature"
            value={document.temperature}
            dispatch={dispatch}
          />
          <RoomNumberField
            label="RT decay (dB)"
            field="rtDecay"
            kind="rtDecay"
            value={document.rtDecay}
            dispatch={dispatch}
          />
          <RoomNumberField
            label="RT goal (s)"
            field="rtGoal"
            kind="rtGoal"
            step={0.1}
            value={document.rtGoal}
            dispatch={dispatch}
          />
          <RoomNumberField
            label="Capacity"
            field="capacity"
            kind="capacity"
            value={document.capacity}
            dispatch={dispatch}
          />
        </SimpleGrid>
        <PropertiesViewControl mode={mode} dispatch={dispatch} />
        {mode === 'advanced' ? (
          <AdvancedSettings
            document={document}
            result={result}
            dispatch={dispatch}
            isReportModelShown={isReportModelShown}
          />
        ) : (
          <SuggestionsPanel document={document} result={result} dispatch={dispatch} />
        )}
      </Stack>
    </Paper>
  );
}
