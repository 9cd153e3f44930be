import { Chip, Group, Stack, Title } from '@mantine/core';
import { MODEL_IDS, MODEL_METADATA } from '@roomtone/acoustics';
import type { CalcGui } from '@roomtone/contracts';
import { type Dispatch, memo } from 'react';
import type { CalcAction } from '../model/calc-actions.ts';
import type { CalculatedRoom } from '../model/calculated-room.ts';
import { MethodDetailPanel } from './method-detail-panel.tsx';

type MethodDetailsProps = {
  result: CalculatedRoom | null;
  /** A field stops the calculation: the open panels say so instead of asking for dimensions. */
  isStopped?: boolean;
  gui: CalcGui;
  dispatch: Dispatch<CalcAction>;
};

const NO_FLAGS: Record<string, boolean> = {};

type MethodChipsProps = { methods: Record<string, boolean>; dispatch: Dispatch<CalcAction> };

/** Which methods get a detail panel (memoized: it changes only when a chip is toggled). */
const MethodChips = memo(function MethodChips({ methods, dispatch }: MethodChipsProps) {
  return (
    <Group gap={6} role="group" aria-label="Methods shown">
      {MODEL_IDS.map((id) => (
        <Chip
          key={id}
          size="xs"
          checked={methods[id] ?? true}
          onChange={() => dispatch({ type: 'toggleGuiFlag', group: 'methods', id })}
        >
          {MODEL_METADATA[id].label}
        </Chip>
      ))}
    </Group>
  );
});

/** One collapsible detail panel per method shown; which are shown and open is kept in the document's gui. */
export const MethodDetails = memo(function MethodDetails({
  result,
  isStopped = false,
  gui,
  dispatch,
}: MethodDetailsProps) {
  const methods = gui.methods ?? NO_FLAGS;
  const shown = MODEL_IDS.filter((id) => methods[id] ?? true);
  return (
    <Stack gap="xs" component="section" aria-labelledby="method-details-title">
      <Title order={2} size="h4" id="method-details-title">
        How each method was computed
      </Title>
      <MethodChips methods={methods} dispatch={dispatch} />
      {shown.map((id) => {
        const isOpen = gui.panels?.[id] ?? false;
        return (
          <MethodDetailPanel
            key={id}
            id={id}
            result={isOpen ? result : null}
            isOpen={isOpen}
            isStopped={isStopped}
            dispatch={dispatch}
          />
        );
      })}
    </Stack>
  );
});
