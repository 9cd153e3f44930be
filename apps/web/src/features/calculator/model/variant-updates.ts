import { convertCalcDocument } from '@roomtone/acoustics';
import {
  CALC_VARIANTS_MAX,
  type CalcDocument,
  type CalcSurface,
  type CalcVariant,
  variantNameIssue,
  variantSurfaces,
  variantsOf,
} from '@roomtone/contracts';
import type { CalcAction } from './calc-actions.ts';
import type { CalcState } from './calc-reducer.ts';
import { keysFrom, withDocument } from './calc-state-edits.ts';

/**
 * The document's variants as the calculator edits them (issue 24): the active variant's surfaces
 * are read and written through these functions, so every surface transition works on whichever
 * variant is open. Variant 0 is the document's own `surfaces` (named by `variantName`); variant
 * `n` is `variants[n - 1]`.
 */

/** The surfaces of the open variant. */
export function activeSurfaces(document: CalcDocument, variant: number): CalcSurface[] {
  return variantSurfaces(document, variant);
}

/** The document with the open variant's surfaces replaced. */
export function withActiveSurfaces(
  document: CalcDocument,
  variant: number,
  surfaces: CalcSurface[],
): CalcDocument {
  const others = document.variants ?? [];
  const at = variant - 1;
  const current = others[at];
  if (variant <= 0 || current === undefined) return { ...document, surfaces };
  const variants = others.slice();
  variants[at] = { ...current, surfaces };
  return { ...document, variants };
}

/** Whether another variant can be added. */
export function canAddVariant(document: CalcDocument): boolean {
  return variantsOf(document).length < CALC_VARIANTS_MAX;
}

/**
 * A copy of a variant's surfaces under a new name, added last; null when the name is not usable
 * or the room holds the most variants already.
 */
export function addVariant(document: CalcDocument, from: number, name: string): CalcDocument | null {
  const names = variantsOf(document).map((variant) => variant.name);
  if (!canAddVariant(document) || variantNameIssue(name, names) !== null) return null;
  const copy: CalcVariant = { name: name.trim(), surfaces: structuredClone(variantSurfaces(document, from)) };
  return { ...document, variants: [...(document.variants ?? []), copy] };
}

/** A variant renamed; null when the name is not usable. */
export function renameVariant(document: CalcDocument, index: number, name: string): CalcDocument | null {
  const all = variantsOf(document);
  if (all[index] === undefined) return null;
  const others = all.filter((_, position) => position !== index).map((variant) => variant.name);
  if (variantNameIssue(name, others) !== null) return null;
  if (index === 0) return { ...document, variantName: name.trim() };
  const variants = (document.variants ?? []).map((variant, position) =>
    position === index - 1 ? { ...variant, name: name.trim() } : variant,
  );
  return { ...document, variants };
}

/**
 * A variant removed; null when it is the only one. Removing the first makes the second the
 * document's own surfaces, with its name.
 */
export function deleteVariant(document: CalcDocument, index: number): CalcDocument | null {
  const all = variantsOf(document);
  if (all.length < 2 || all[index] === undefined) return null;
  const kept = all.filter((_, position) => position !== index);
  const [first, ...rest] = kept;
  if (first === undefined) return null;
  const { variants: _previous, ...room } = document;
  return {
    ...room,
    surfaces: first.surfaces,
    variantName: first.name,
    ...(rest.length > 0 ? { variants: rest } : {}),
  };
}

/**
 * The document in another unit system, the surfaces of every variant converted with the room (the
 * engine's converter knows the document's own surfaces only).
 */
export function convertWithVariants(document: CalcDocument, system: 'Metric' | 'Imperial'): CalcDocument {
  const converted = convertCalcDocument(document, system) as CalcDocument;
  if (document.variants === undefined) return converted;
  const units = document.units;
  const variants = document.variants.map((variant) => {
    const { surfaces } = convertCalcDocument({ units, surfaces: variant.surfaces }, system) as {
      surfaces: CalcSurface[];
    };
    return { ...variant, surfaces };
  });
  return { ...converted, variants };
}

/** The calculator's variant transitions. */
export type VariantAction = Extract<
  CalcAction,
  { type: 'selectVariant' | 'addVariant' | 'renameVariant' | 'deleteVariant' }
>;

/** The state with another variant open: its surfaces get fresh keys. */
function openVariant(state: CalcState, variant: number): CalcState {
  const count = activeSurfaces(state.document, variant).length;
  return { ...state, variant, surfaceKeys: keysFrom(state.nextKey, count), nextKey: state.nextKey + count };
}

/** The calculator reducer's variant transitions: open, add, rename and delete a variant. */
export function updateVariants(state: CalcState, action: VariantAction): CalcState {
  switch (action.type) {
    case 'selectVariant':
      return action.index === state.variant ||
        action.index < 0 ||
        action.index > (state.document.variants?.length ?? 0)
        ? state
        : openVariant(state, action.index);
    case 'addVariant': {
      const document = addVariant(state.document, state.variant, action.name);
      if (document === null) return state;
      return openVariant(withDocument(state, document), document.variants?.length ?? 0);
    }
    case 'renameVariant': {
      const document = renameVariant(state.document, action.index, action.name);
      return document === null ? state : withDocument(state, document);
    }
    case 'deleteVariant': {
      const document = deleteVariant(state.document, action.index);
      if (document === null) return state;
      // The open variant stays open (its index moves down when one before it goes); the first
      // opens when the open one is deleted.
      const open =
        state.variant === action.index ? 0 : state.variant > action.index ? state.variant - 1 : state.variant;
      return openVariant(withDocument(state, document), open);
    }
  }
}
