import { Container, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { RoomWarning } from '@roomtone/acoustics';
import type { CalcGui, CalcSurface } from '@roomtone/contracts';
import { type Dispatch, type ReactNode, useCallback, useDeferredValue, useMemo } from 'react';
import type { Calculation } from '../hooks/use-calculation.ts';
import type { CalcAction } from '../model/calc-actions.ts';
import type { CalcState } from '../model/calc-reducer.ts';
import { type CalculatorMode, featuresOf } from '../model/calculator-mode.ts';
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
  mode: CalculatorMode;
  sponsors: SponsorButton[];
  finishPicker: FinishPickerSlot;
  /** Heading or breadcrumb. */
  header: ReactNode;
  /** Share panel (public) or revision panel (signed in). */
  sidePanel: ReactNode;
  /** Notices above the columns (restored draft, load errors). */
  notices?: ReactNode;
  /** False for a vendor calculator whose vendor turns the Experimental section off. */
  isExperimentalShown?: boolean;
};

const DIMENSIONS = new Set(['len', 'width', 'height']);
const NO_WARNINGS: RoomWarning[] = [];
const NO_FLAGS: Record<string, boolean> = {};
const NO_GUI: CalcGui = {};
const NO_SURFACES: CalcSurface[] = [];

function problemOf(calculation: Calculation): string | null {
  if (calculation.parsed.ok) return null;
  if (DIMENSIONS.has(calculation.parsed.field))
    return 'Enter the room length, width and height (greater than 0) to see the results.';
  return `Check ${calculation.parsed.message}`;
}

/** The RT calculator of SPEC section 2: room and surfaces on the left, graph, table and details on the right. */
export function CalculatorWorkspace(props: CalculatorWorkspaceProps) {
  const { state, dispatch, calculation, sponsors, finishPicker } = props;
  const features = featuresOf(props.mode);
  const { document } = state;
  const system = unitSystemOf(document);
  const units = useMemo(() => unitsOf(system), [system]);
  const result = calculation.result;
  // The table and graph follow each keystroke; explanations, warnings and surface results may lag a frame.
  const laterResult = useDeferredValue(result);
  const gui = document.gui ?? NO_GUI;
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
          <div className={classes.columns}>
            <Stack gap="md">
              <RoomPropertiesPanel
                document={document}
                result={result}
                dispatch={handleDispatch}
                isReportModelShown={features.isReportModelShown}
              />
              <SurfaceList
                surfaces={document.surfaces ?? NO_SURFACES}
                keys={state.surfaceKeys}
                result={laterResult}
                units={units}
                dispatch={dispatch}
              />
              <AddSurfaceMenu
                canBrowseOrganizationFinishes={features.canBrowseOrganizationFinishes}
                areSuppliersFirst={features.areSuppliersFirst}
                isExperimentalShown={props.isExperimentalShown ?? true}
                sponsors={sponsors}
                dispatch={dispatch}
              />
            </Stack>
            <Stack gap="md">
              {props.sidePanel}
              <ModelNotes />
              <WarningsList warnings={laterResult?.warnings ?? NO_WARNINGS} />
              <RtGraph result={result} goal={goal} series={gui.series ?? NO_FLAGS} />
              <ResultsTable
                result={result}
                series={gui.series ?? NO_FLAGS}
                dispatch={dispatch}
                problem={problemOf(calculation)}
              />
              <MethodDetails result={laterResult} gui={gui} dispatch={dispatch} />
            </Stack>
          </div>
        </Stack>
      </Container>
    </FinishPickerContext.Provider>
  );
}
