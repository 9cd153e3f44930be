import { Container, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { RoomResult, RoomWarning } from '@roomtone/acoustics';
import { type CalcGui, calcGoalBand, variantDocument, variantsOf } from '@roomtone/contracts';
import { type Dispatch, type ReactNode, useCallback, useDeferredValue, useMemo } from 'react';
import type { Calculation } from '../hooks/use-calculation.ts';
import { useRoomComparison } from '../hooks/use-room-comparison.ts';
import { type AreaBudget, AreaBudgetContext } from '../model/area-budget.ts';
import type { CalcAction } from '../model/calc-actions.ts';
import type { CalcState } from '../model/calc-reducer.ts';
import { CalcSystemContext } from '../model/calc-system-context.ts';
import { type CalculatorMode, featuresOf } from '../model/calculator-mode.ts';
import { unitSystemOf } from '../model/default-document.ts';
import { unitsOf } from '../model/model-texts.ts';
import { treatmentSources } from '../model/treatment-sources.ts';
import { AddSurfaceMenu, type SponsorButton } from './add-surface-menu.tsx';
import classes from './calculator-workspace.module.css';
import { FinishPickerContext, type FinishPickerSlot } from './finish-picker-slot.ts';
import { LazyTreatmentPanel, LazyVariantsTable } from './lazy-comparison-panels.tsx';
import { MethodDetails } from './method-details.tsx';
import { ModelNotes } from './model-notes.tsx';
import { ResultsExportMenu } from './results-export-menu.tsx';
import { ResultsTable } from './results-table.tsx';
import { RoomPropertiesPanel } from './room-properties-panel.tsx';
import { RtGraph } from './rt-graph.tsx';
import { StandardPanel } from './standard-panel.tsx';
import { SurfaceList } from './surface-list.tsx';
import { VariantSwitcher } from './variant-switcher.tsx';
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

const NO_WARNINGS: RoomWarning[] = [];
const NO_FLAGS: Record<string, boolean> = {};
const NO_GUI: CalcGui = {};

/**
 * What stops the calculation, in words: the first field that breaks its rule (and how many more),
 * or the dimensions still to enter; null while the results are computed from what is on screen.
 */
export function problemOf(calculation: Calculation): string | null {
  const broken = calculation.issues.filter((issue) => !issue.isMissing);
  const [first] = broken;
  if (first !== undefined) {
    const more = broken.length - 1;
    const others = more === 0 ? '' : ` (and ${more} more field${more === 1 ? '' : 's'})`;
    const last =
      calculation.lastResult === null ? '' : ' The results shown are those of the last valid values.';
    return `The calculation stops at ${first.label}: ${first.message}${others}.${last}`;
  }
  if (calculation.issues.length > 0)
    return 'Enter the room length, width and height (greater than 0) to see the results.';
  if (calculation.parsed.ok) return null;
  return `Check ${calculation.parsed.message}`;
}

/**
 * The room's area budget from a result, a new object only when one of its six numbers changes
 * (so the surface editors do not re-render on edits that leave the areas alone).
 */
function useAreaBudget(result: RoomResult | null): AreaBudget | null {
  const geometric = result?.geometricAreas;
  const covered = result?.enteredAreas;
  const key =
    geometric === undefined || covered === undefined
      ? ''
      : [geometric.lr, geometric.fr, geometric.fc, covered.lr, covered.fr, covered.fc].join(' ');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key holds every number used.
  return useMemo(
    () =>
      geometric === undefined || covered === undefined
        ? null
        : { geometric: { ...geometric }, covered: { ...covered } },
    [key],
  );
}

/**
 * The RT calculator of docs/product/screens.md#rt-calculator: room and surfaces on the left, graph, table and
 * details on the right.
 */
export function CalculatorWorkspace(props: CalculatorWorkspaceProps) {
  const { state, dispatch, calculation, sponsors, finishPicker } = props;
  const features = featuresOf(props.mode);
  const { document } = state;
  // The open variant: the room with that variant's surfaces, as the calculation computed it.
  const activeDocument = useMemo(() => variantDocument(document, state.variant), [document, state.variant]);
  // The same list while the names stay the same: the switcher is memoised and a keystroke in a
  // field must not render it.
  const variantNameList = JSON.stringify(variantsOf(document).map((variant) => variant.name));
  const variantNames = useMemo(() => JSON.parse(variantNameList) as string[], [variantNameList]);
  const system = unitSystemOf(document);
  const units = useMemo(() => unitsOf(system), [system]);
  // While a field breaks its rule nothing is computed; the last good result stays in view, marked.
  const result = calculation.result ?? calculation.lastResult;
  const isStale = calculation.result === null && calculation.lastResult !== null;
  const problem = problemOf(calculation);
  const isStopped = calculation.issues.some((issue) => !issue.isMissing);
  // The table and graph follow each keystroke; explanations, warnings and surface results may lag a frame.
  const laterResult = useDeferredValue(result);
  const gui = document.gui ?? NO_GUI;
  const goal = useMemo(() => calcGoalBand(document), [document]);
  const areaBudget = useAreaBudget(laterResult);
  const { standard, proposal, variants, overlays } = useRoomComparison(
    document,
    activeDocument,
    result,
    calculation.result !== null,
  );
  const sources = useMemo(
    () =>
      treatmentSources({
        canBrowseOrganizationFinishes: features.canBrowseOrganizationFinishes,
        areSuppliersFirst: features.areSuppliersFirst,
        suppliers: sponsors,
      }),
    [features.canBrowseOrganizationFinishes, features.areSuppliersFirst, sponsors],
  );
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
      <CalcSystemContext.Provider value={system}>
        <AreaBudgetContext.Provider value={areaBudget}>
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
                  <StandardPanel view={standard} dispatch={dispatch} />
                  {standard === null ? null : (
                    <LazyTreatmentPanel
                      input={
                        calculation.result !== null && calculation.parsed.ok ? calculation.parsed.value : null
                      }
                      standard={standard}
                      system={system}
                      sources={sources}
                      dispatch={dispatch}
                    />
                  )}
                  <VariantSwitcher names={variantNames} active={state.variant} dispatch={dispatch} />
                  <SurfaceList
                    surfaces={activeDocument.surfaces ?? []}
                    keys={state.surfaceKeys}
                    result={laterResult}
                    units={units}
                    canStart={calculation.result !== null}
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
                <div className={classes.results}>
                  <Stack gap="md">
                    <RtGraph
                      result={result}
                      goal={goal}
                      series={gui.series ?? NO_FLAGS}
                      dispatch={dispatch}
                      isStale={isStale}
                      tolerance={standard?.tolerance ?? null}
                      overlays={overlays}
                    />
                    <ResultsTable
                      result={result}
                      series={gui.series ?? NO_FLAGS}
                      dispatch={dispatch}
                      problem={problem}
                      isStale={isStale}
                      standard={isStale ? null : standard}
                      proposalVerdict={isStale ? null : (proposal?.assessment ?? null)}
                      actions={
                        <ResultsExportMenu document={activeDocument} result={isStale ? null : result} />
                      }
                    />
                    {variants.length > 1 ? (
                      <LazyVariantsTable variants={variants} active={state.variant} />
                    ) : null}
                    <WarningsList warnings={isStale ? NO_WARNINGS : (laterResult?.warnings ?? NO_WARNINGS)} />
                    {props.sidePanel}
                    <ModelNotes />
                    <MethodDetails
                      result={isStale ? null : laterResult}
                      isStopped={isStopped}
                      gui={gui}
                      dispatch={dispatch}
                    />
                  </Stack>
                </div>
              </div>
            </Stack>
          </Container>
        </AreaBudgetContext.Provider>
      </CalcSystemContext.Provider>
    </FinishPickerContext.Provider>
  );
}
