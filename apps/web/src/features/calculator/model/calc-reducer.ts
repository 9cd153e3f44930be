import { MODEL_IDS, type ModelId } from '@roomtone/acoustics';
import type { CalcDocument, CalcSurface } from '@roomtone/contracts';
import type { CalcAction } from './calc-actions.ts';
import { keysFrom, withDocument } from './calc-state-edits.ts';
import { defaultGui, unitSystemOf, withGoalDefaults } from './default-document.ts';
import { newSurface, startingSurfaces } from './new-surface.ts';
import { isSeriesShown } from './series.ts';
import { withPlacement } from './surface-placement.ts';
import {
  isEditable,
  selectFinish,
  selectTab,
  setPanel,
  setTotalArea,
  setTotalPerimeter,
} from './surface-updates.ts';
import {
  activeSurfaces,
  convertWithVariants,
  updateVariants,
  withActiveSurfaces,
} from './variant-updates.ts';

/**
 * The calculator's state: the calc document, the variant open for editing (0 is the document's
 * own surfaces), a stable key per surface of that variant (for drag and drop and React lists),
 * and whether anything changed since it was loaded or saved.
 */
export type CalcState = {
  document: CalcDocument;
  variant: number;
  surfaceKeys: string[];
  nextKey: number;
  isDirty: boolean;
  /** The last unit switch: the document before it (in `from` units) and the document it gave. */
  unitSwitch?: { from: 'Metric' | 'Imperial'; original: CalcDocument; converted: CalcDocument };
};

function isModelId(id: string): id is ModelId {
  return (MODEL_IDS as readonly string[]).includes(id);
}

/** The state of a freshly loaded document (not dirty). */
export function initialState(document: CalcDocument): CalcState {
  const count = document.surfaces?.length ?? 0;
  const gui = { ...defaultGui(), ...(document.gui ?? {}) };
  return {
    document: { ...withGoalDefaults(document), gui },
    variant: 0,
    surfaceKeys: keysFrom(1, count),
    nextKey: count + 1,
    isDirty: false,
  };
}

function surfacesOf(state: CalcState): CalcSurface[] {
  return activeSurfaces(state.document, state.variant);
}

/** The state with the open variant's surfaces replaced (an edit). */
function withSurfaces(state: CalcState, surfaces: CalcSurface[]): CalcState {
  return withDocument(state, withActiveSurfaces(state.document, state.variant, surfaces));
}

function updateSurfaceAt(
  state: CalcState,
  index: number,
  update: (surface: CalcSurface) => CalcSurface,
): CalcState {
  const surfaces = surfacesOf(state);
  const surface = surfaces[index];
  if (surface === undefined || !isEditable(surface)) return state;
  const next = surfaces.slice();
  next[index] = update(surface);
  return withSurfaces(state, next);
}

function move<T>(items: readonly T[], from: number, to: number): T[] {
  const next = items.slice();
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/**
 * A converted document in which every value the user has not changed since the previous switch
 * takes back its value from before that switch: 7 m → 22.9658… ft → exactly 7 m again, not
 * 6.999999999999999 m. `current` is the document now, `previous` the last switch's converted
 * document and `original` the document it was converted from.
 */
export function restoreRoundTrip(
  current: unknown,
  next: unknown,
  previous: unknown,
  original: unknown,
): unknown {
  if (typeof next === 'number' || typeof next === 'string') {
    return current === previous && original !== undefined && typeof original === typeof next
      ? original
      : next;
  }
  const field = (value: unknown, key: string | number) =>
    typeof value === 'object' && value !== null
      ? (value as Record<string | number, unknown>)[key]
      : undefined;
  if (Array.isArray(next)) {
    return next.map((item, index) =>
      restoreRoundTrip(field(current, index), item, field(previous, index), field(original, index)),
    );
  }
  if (typeof next === 'object' && next !== null) {
    return Object.fromEntries(
      Object.entries(next).map(([key, value]) => [
        key,
        restoreRoundTrip(field(current, key), value, field(previous, key), field(original, key)),
      ]),
    );
  }
  return next;
}

/** The calculator reducer: pure, one case per transition of docs/product/states.md. */
export function calcReducer(state: CalcState, action: CalcAction): CalcState {
  switch (action.type) {
    case 'load':
      return initialState(action.document);
    case 'restoreDraft':
      return { ...initialState(action.document), isDirty: true };
    case 'markSaved':
      return { ...state, isDirty: action.document !== undefined && action.document !== state.document };
    case 'setRoomField':
      return withDocument(state, { ...state.document, [action.field]: action.value });
    case 'setUnitSystem': {
      if (unitSystemOf(state.document) === action.system) return state;
      const converted = convertWithVariants(state.document, action.system);
      const last = state.unitSwitch;
      const document =
        last !== undefined && last.from === action.system
          ? (restoreRoundTrip(state.document, converted, last.converted, last.original) as CalcDocument)
          : converted;
      return {
        ...withDocument(state, document),
        unitSwitch: { from: unitSystemOf(state.document), original: state.document, converted: document },
      };
    }
    case 'setSettings':
      return withDocument(state, {
        ...state.document,
        settings: { ...state.document.settings, ...action.settings },
      });
    // The view flags are saved with the calculation (docs/product/screens.md#layout), so changing them is an
    // edit.
    case 'setGui':
      return withDocument(state, { ...state.document, gui: { ...state.document.gui, ...action.gui } });
    case 'toggleGuiFlag': {
      const gui = state.document.gui ?? {};
      const flags = gui[action.group] ?? {};
      const isOn =
        action.group === 'series' && isModelId(action.id)
          ? isSeriesShown(flags, action.id)
          : (flags[action.id] ?? action.group !== 'panels');
      const next = { ...gui, [action.group]: { ...flags, [action.id]: !isOn } };
      return withDocument(state, { ...state.document, gui: next });
    }
    case 'addSurface':
      return {
        ...withSurfaces(state, [...surfacesOf(state), newSurface(action.surfaceType)]),
        surfaceKeys: [...state.surfaceKeys, `surface-${state.nextKey}`],
        nextKey: state.nextKey + 1,
      };
    case 'addStartingSurfaces': {
      const added = startingSurfaces(state.document, action.finishes);
      if (added === null || surfacesOf(state).length > 0) return state;
      return {
        ...withSurfaces(state, added),
        surfaceKeys: keysFrom(state.nextKey, added.length),
        nextKey: state.nextKey + added.length,
      };
    }
    case 'updateSurface':
      return updateSurfaceAt(state, action.index, (surface) => ({ ...surface, ...action.patch }));
    case 'setSurfaceValue':
      return updateSurfaceAt(state, action.index, (surface) => ({
        ...surface,
        [action.field]: action.value,
      }));
    case 'setNestedValue':
      return updateSurfaceAt(state, action.index, (surface) => ({
        ...surface,
        [action.group]: { ...(surface[action.group] ?? {}), [action.field]: action.value },
      }));
    case 'selectTab':
      return {
        ...state,
        document: withActiveSurfaces(
          state.document,
          state.variant,
          surfacesOf(state).map((surface, index) =>
            index === action.index ? selectTab(surface, action.tab) : surface,
          ),
        ),
      };
    case 'setAreaType':
      return updateSurfaceAt(state, action.index, (surface) => ({ ...surface, areaType: action.areaType }));
    case 'setTotalArea':
      return updateSurfaceAt(state, action.index, (surface) =>
        setTotalArea(surface, action.axis, action.value),
      );
    case 'setTotalPerimeter':
      return updateSurfaceAt(state, action.index, (surface) =>
        setTotalPerimeter(surface, action.axis, action.value),
      );
    case 'setPanel':
      return updateSurfaceAt(state, action.index, (surface) =>
        setPanel(surface, action.axis, action.field, action.value),
      );
    case 'setPlacement':
      return updateSurfaceAt(state, action.index, (surface) =>
        withPlacement(surface, action.axis, action.value),
      );
    case 'selectFinish':
      return updateSurfaceAt(state, action.index, (surface) =>
        selectFinish(surface, action.target, action.finish, unitSystemOf(state.document)),
      );
    case 'toggleInactive': {
      const surface = surfacesOf(state)[action.index];
      if (surface === undefined) return state;
      const surfaces = surfacesOf(state).slice();
      surfaces[action.index] = { ...surface, inactive: !(surface.inactive ?? false) };
      return withSurfaces(state, surfaces);
    }
    case 'moveSurface': {
      const count = surfacesOf(state).length;
      const { from, to } = action;
      if (from === to || from < 0 || to < 0 || from >= count || to >= count) return state;
      return {
        ...withSurfaces(state, move(surfacesOf(state), from, to)),
        surfaceKeys: move(state.surfaceKeys, from, to),
      };
    }
    case 'deleteSurface': {
      if (surfacesOf(state)[action.index] === undefined) return state;
      return {
        ...withSurfaces(
          state,
          surfacesOf(state).filter((_, index) => index !== action.index),
        ),
        surfaceKeys: state.surfaceKeys.filter((_, index) => index !== action.index),
      };
    }
    case 'addProposal':
      return {
        ...withSurfaces(state, [...surfacesOf(state), action.surface]),
        surfaceKeys: [...state.surfaceKeys, `surface-${state.nextKey}`],
        nextKey: state.nextKey + 1,
      };
    case 'acceptProposal': {
      const surface = surfacesOf(state)[action.index];
      if (surface?.propose !== true) return state;
      const surfaces = surfacesOf(state).slice();
      surfaces[action.index] = { ...surface, propose: false };
      return withSurfaces(state, surfaces);
    }
    case 'setStandard': {
      const { standard: _previous, ...room } = state.document;
      return withDocument(state, action.standard === null ? room : { ...room, standard: action.standard });
    }
    case 'selectVariant':
    case 'addVariant':
    case 'renameVariant':
    case 'deleteVariant':
      return updateVariants(state, action);
  }
}
