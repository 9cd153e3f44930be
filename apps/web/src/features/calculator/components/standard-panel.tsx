import { Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { isRuleSetId, RULE_SETS, type RuleSetId } from '@roomtone/acoustics';
import { type Dispatch, memo } from 'react';
import type { CalcAction } from '../model/calc-actions.ts';
import { ruleSetOptions, type StandardView } from '../model/standard-view.ts';

type StandardPanelProps = {
  /** The chosen standard for this room, or null when none is chosen. */
  view: StandardView | null;
  dispatch: Dispatch<CalcAction>;
};

const RULE_SET_OPTIONS = [{ value: '', label: 'None' }, ...ruleSetOptions()];

/** The first room type of a rule set (chosen with it, so the room always has a complete standard). */
function firstRoomType(ruleSet: RuleSetId): string {
  return RULE_SETS[ruleSet].roomTypes[0]?.id ?? '';
}

/**
 * The standard the room is held against (issue 24): a rule set and one of its room types, saved
 * with the revision; the rule as the standard states it, what it asks of this room, and its source,
 * so every limit the table and the graph show is explained.
 */
export const StandardPanel = memo(function StandardPanel({ view, dispatch }: StandardPanelProps) {
  const ruleSetId = view?.ruleSet.id ?? '';
  const roomTypes = view?.ruleSet.roomTypes ?? [];
  return (
    <Paper
      withBorder
      p="md"
      component="section"
      aria-labelledby="standard-title"
      data-testid="standard-panel"
    >
      <Stack gap="xs">
        <Title order={2} size="h4" id="standard-title">
          Standard
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          <Select
            size="xs"
            label="Rule set"
            allowDeselect={false}
            value={ruleSetId}
            data={RULE_SET_OPTIONS}
            onChange={(value) => {
              if (value === null) return;
              dispatch({
                type: 'setStandard',
                standard: isRuleSetId(value) ? { ruleSet: value, roomType: firstRoomType(value) } : null,
              });
            }}
          />
          <Select
            size="xs"
            label="Room type"
            allowDeselect={false}
            disabled={view === null}
            placeholder={view === null ? 'Choose a rule set first' : undefined}
            value={view?.roomType.id ?? null}
            data={roomTypes.map((roomType) => ({ value: roomType.id, label: roomType.label }))}
            comboboxProps={{ width: 'target' }}
            onChange={(value) => {
              if (view !== null && value !== null)
                dispatch({ type: 'setStandard', standard: { ruleSet: view.ruleSet.id, roomType: value } });
            }}
          />
        </SimpleGrid>
        {view === null ? (
          <Text size="xs" c="dimmed">
            Choose a rule set to hold the room against a standard: its limits are drawn on the graph, each
            band is marked pass or fail in the table, and the verdict is stated in one line.
          </Text>
        ) : (
          <Stack gap={4} data-testid="standard-rule">
            <Text size="sm">{view.roomType.rule}</Text>
            {view.note === null ? null : (
              <Text size="sm" fw={600} data-testid="standard-note">
                {view.note}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              {`Source: ${view.ruleSet.source} Edition ${view.ruleSet.edition}.`}
            </Text>
            <Text size="xs" c="dimmed">
              {`Assessed with ${view.model === 'sabine' ? 'Sabine' : 'Eyring'}: the report model of Advanced Settings, or the automatic choice.`}
            </Text>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
});
