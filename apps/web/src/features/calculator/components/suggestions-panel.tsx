import { Button, Group, Select, Stack, Text } from '@mantine/core';
import {
  formatRt,
  type RoomResult,
  SUGGESTION_TYPES,
  type SuggestionType,
  suggestedMidRt,
} from '@roomtone/acoustics';
import type { CalcDocument } from '@roomtone/contracts';
import { type Dispatch, memo, useDeferredValue } from 'react';
import type { CalcAction } from '../model/calc-actions.ts';
import { unitSystemOf } from '../model/default-document.ts';
import { volumeInM3, volumeText } from '../model/model-texts.ts';
import { GoalShapeTable } from './goal-shape-table.tsx';
import { SuggestionGraph } from './suggestion-graph.tsx';

type SuggestionsPanelProps = {
  document: CalcDocument;
  result: RoomResult | null;
  dispatch: Dispatch<CalcAction>;
};

function isSuggestionType(value: string | null | undefined): value is SuggestionType {
  return typeof value === 'string' && Object.hasOwn(SUGGESTION_TYPES, value);
}

const TYPE_OPTIONS = Object.entries(SUGGESTION_TYPES).map(([value, item]) => ({ value, label: item.label }));

type SuggestionTypeSelectProps = { type: SuggestionType; dispatch: Dispatch<CalcAction> };

/** The room type choice (memoized: the panel re-renders with every dimension change, the choice does not). */
const SuggestionTypeSelect = memo(function SuggestionTypeSelect({
  type,
  dispatch,
}: SuggestionTypeSelectProps) {
  return (
    <Select
      size="xs"
      label="Suggested RT type"
      allowDeselect={false}
      value={type}
      data={TYPE_OPTIONS}
      onChange={(value) => {
        if (isSuggestionType(value)) dispatch({ type: 'setGui', gui: { suggestionType: value } });
      }}
    />
  );
});

/** The six suggested RT types, the suggestion graph, the suggested goal and the goal's band shape. */
export function SuggestionsPanel({ document, result, dispatch }: SuggestionsPanelProps) {
  const stored = document.gui?.suggestionType;
  const type: SuggestionType = isSuggestionType(stored) ? stored : 'auditorium-speech';
  const unitSystem = unitSystemOf(document);
  const currentVolumeM3 = result === null ? null : volumeInM3(result.volume, unitSystem);
  // The suggestion follows the room a frame later, after the results table and RT graph.
  const volumeM3 = useDeferredValue(currentVolumeM3);
  const goal = volumeM3 === null ? null : suggestedMidRt(type, volumeM3);
  const definition = SUGGESTION_TYPES[type];
  return (
    <Stack gap="xs">
      <SuggestionTypeSelect type={type} dispatch={dispatch} />
      <SuggestionGraph type={type} volumeM3={volumeM3} goalRt={goal?.goal ?? null} unitSystem={unitSystem} />
      <Text size="xs" c="dimmed">
        {definition.source}
      </Text>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" data-testid="suggested-goal">
          {goal === null
            ? 'Enter the room dimensions for a suggested goal.'
            : `Suggested goal for ${volumeText(goal.volumeM3, unitSystem)}: ${formatRt(goal.goal)} s${
                goal.high > goal.low ? ` (range ${formatRt(goal.low)}–${formatRt(goal.high)} s)` : ''
              }`}
        </Text>
        <Button
          size="compact-xs"
          variant="light"
          disabled={goal === null || !(goal.goal > 0)}
          onClick={() => {
            if (goal !== null)
              dispatch({ type: 'setRoomField', field: 'rtGoal', value: Number(formatRt(goal.goal)) });
          }}
        >
          Use as RT goal
        </Button>
      </Group>
      <GoalShapeTable document={document} dispatch={dispatch} />
    </Stack>
  );
}
