import { Container, Grid, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { RoomWarning } from '@roomtone/acoustics';
import { type Dispatch, type ReactNode, useCallback, useDeferredValue, useMemo } from 'react';
import type { Calculation } from '../hooks/use-calculation.ts';
import type { CalcAction } from '../model/calc-actions.ts';
import type { CalcState } from '../model/calc-reducer.ts';
import { unitSystemOf } from '../model/default-document.ts';
import { goalBand } from '../model/goal-band.ts';
import { unitsOf } from '../model/model-texts.ts';
import { AddSurfaceMenu, type SponsorButton } from './add-surface-menu.tsx';
import classes from './calculator-workspace.module.css';
import { FinishPickerContext, type FinishPickerSlot } from './finish-picker-slot.ts';
import { MethodDetails } from './method-details.tsx';
import { ModelNotes } from './model-notes.tsx';
import { ResultsTable } from './results-table.tsx';
import { RoomPropertiesPanel } from './room-properties-panel.tsx';
import { RtGraph } from './rt-graph.tsx';
import { SurfaceList } from './surface-list.tsx';
import { WarningsList } from './warnings-list.tsx';

type CalculatorWorkspaceProps = {
  state: CalcState;
  dispatch: Dispatch<CalcAction>;
  calculation: Calculation;
  isSignedIn: boolean;
  sponsors: SponsorButton[];
  finishPicker: FinishPickerSlot;
  isReportModelHidden?: boolean;
  /** Heading or breadcrumb. */
  header: ReactNode;
  /** Share panel (public) or revision panel (signed in). */
  sidePanel: ReactNode;
  /** Notices above the columns (restored draft, load errors). */
  notices?: ReactNode;
};

const DIMENSIONS = new Set(['len', 'width', 'height']);
const NO_WARNINGS: RoomWarning[] = [];

function problemOf(calculation: Calculation): string | null {
  if (calculation.parsed.ok) return null;
  if (DIMENSIONS.has(calculation.parsed.field))
    return 'Enter the room length, width and height (greater than 0) to see the results.';
  return `Check ${calculation.parsed.message}`;
}

/** The RT calculator of SPEC section 2: room and surfaces on the left, graph, table and details on the right. */
export function CalculatorWorkspace(props: CalculatorWorkspaceProps) {
  const { state, dispatch, calculation, isSignedIn, sponsors, finishPicker } = props;
  const { document } = state;
  const system = unitSystemOf(document);
  const units = useMemo(() => unitsOf(system), [system]);
  const result = calculation.result;
  // The table and graph follow each keystroke; explanations, warnings and surface results may lag a frame.
  const laterResult = useDeferredValue(result);
  const gui = document.gui ?? {};
  const goal = useMemo(() => goalBand(document), [document]);
  const handleDispatch = useCallback(
    (action: CalcAction) => {
      if (action.type === 'setUnitSystem') {
        const target = unitsOf(action.system);
        notifications.show({
          title: `Switched to ${action.system}`,
          message: `Dimensions, areas, panels and sabins were converted to ${target.length}, ${target.area} and ${target.sabins}; the temperature to ${target.temperature}.`,
        });
      }
      dispatch(action);
    },
    [dispatch],
  );
  return (
    <FinishPickerContext.Provider value={finishPicker}>
      <Container size="xl" py="md" className={classes.root} data-calculator>
        <Stack gap="md">
          {props.header}
          {props.notices}
          <Grid gap="md">
            <Grid.Col span={{ base: 12, lg: 5 }}>
              <Stack gap="md">
                <RoomPropertiesPanel
                  document={document}
                  result={result}
                  dispatch={handleDispatch}
                  isReportModelHidden={props.isReportModelHidden ?? false}
                />
                <SurfaceList
                  surfaces={document.surfaces ?? []}
                  keys={state.surfaceKeys}
                  result={laterResult}
                  units={units}
                  dispatch={dispatch}
                />
                <AddSurfaceMenu isSignedIn={isSignedIn} sponsors={sponsors} dispatch={dispatch} />
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 7 }}>
              <Stack gap="md">
                {props.sidePanel}
                <ModelNotes />
                <WarningsList warnings={laterResult?.warnings ?? NO_WARNINGS} />
                <RtGraph result={result} goal={goal} series={gui.series ?? {}} />
                <ResultsTable
                  result={result}
                  series={gui.series ?? {}}
                  dispatch={dispatch}
                  problem={problemOf(calculation)}
                />
                <MethodDetails result={laterResult} gui={gui} dispatch={dispatch} />
              </Stack>
            </Grid.Col>
          </Grid>
        </Stack>
      </Container>
    </FinishPickerContext.Provider>
  );
}
