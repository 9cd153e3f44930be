import type {
  CalcAxisName,
  CalcDocument,
  CalcDocumentSettings,
  CalcGui,
  CalcStandard,
  CalcSurface,
} from '@roomtone/contracts';
import type { StartingFinishes } from './new-surface.ts';

/** A value typed into a number field: a number, or '' while empty. */
export type InputValue = number | string;

/** Room fields of the calc document edited by the room properties panel. */
export type RoomField =
  | 'name'
  | 'number'
  | 'len'
  | 'width'
  | 'height'
  | 'temperature'
  | 'rtDecay'
  | 'rtGoal'
  | 'capacity'
  | 'revisionComment'
  | `x${number}`
  | `s${number}`
  | `l${number}`;

/** The finish data a picker hands to a surface (values as stored in the finish library). */
export type PickedFinish = {
  id: string;
  finishName: string;
  finishDetails: string;
  unit: 'coefficient' | 'sabin-per-object';
  a63: number | null;
  a125: number;
  a250: number;
  a500: number;
  a1000: number;
  a2000: number;
  a4000: number;
  /** The finish's category (a ceiling product sits on the ceiling); missing when unknown. */
  categoryName?: string | null;
};

/** Which coefficients of a surface a picked finish fills. */
export type FinishTarget = 'surface' | 'finishA' | 'finishB';

/** Every transition of the calculator (docs/product/states.md). */
export type CalcAction =
  | { type: 'load'; document: CalcDocument }
  | { type: 'restoreDraft'; document: CalcDocument }
  /**
   * A save answered. `document` is the document the save was made from: when the state holds
   * another one (typed while the save was on its way), those changes stay unsaved.
   */
  | { type: 'markSaved'; document?: CalcDocument }
  | { type: 'setRoomField'; field: RoomField; value: InputValue }
  | { type: 'setUnitSystem'; system: 'Metric' | 'Imperial' }
  | { type: 'setSettings'; settings: Partial<CalcDocumentSettings> }
  | { type: 'setGui'; gui: Partial<CalcGui> }
  | { type: 'toggleGuiFlag'; group: 'series' | 'methods' | 'panels'; id: string }
  | { type: 'addSurface'; surfaceType: string }
  /** The three starting surfaces, each with its common finish where one was loaded. */
  | { type: 'addStartingSurfaces'; finishes?: StartingFinishes }
  | { type: 'updateSurface'; index: number; patch: Partial<CalcSurface> }
  | { type: 'setSurfaceValue'; index: number; field: string; value: InputValue }
  | {
      type: 'setNestedValue';
      index: number;
      group: 'finishA' | 'finishB' | 'multiplier';
      field: string;
      value: InputValue;
    }
  | { type: 'selectTab'; index: number; tab: string }
  | { type: 'setAreaType'; index: number; areaType: 'area' | 'panels' }
  | { type: 'setTotalArea'; index: number; axis: CalcAxisName; value: InputValue }
  | { type: 'setTotalPerimeter'; index: number; axis: CalcAxisName; value: InputValue }
  | { type: 'setPanel'; index: number; axis: CalcAxisName; field: 'len' | 'width' | 'qty'; value: InputValue }
  | { type: 'selectFinish'; index: number; target: FinishTarget; finish: PickedFinish }
  | { type: 'setPlacement'; index: number; axis: CalcAxisName; value: string }
  | { type: 'toggleInactive'; index: number }
  | { type: 'moveSurface'; from: number; to: number }
  | { type: 'deleteSurface'; index: number }
  /** A sized treatment added to the open variant as a proposed surface (`propose: true`). */
  | { type: 'addProposal'; surface: CalcSurface }
  /** A proposed surface becomes a normal one; discarding it is `deleteSurface`. */
  | { type: 'acceptProposal'; index: number }
  /** The standard the room is held against, or none. */
  | { type: 'setStandard'; standard: CalcStandard | null }
  /** Opens a variant for editing (0 is the document's own surfaces). */
  | { type: 'selectVariant'; index: number }
  /** Adds a copy of the open variant's surfaces under a name, and opens it. */
  | { type: 'addVariant'; name: string }
  | { type: 'renameVariant'; index: number; name: string }
  | { type: 'deleteVariant'; index: number };
