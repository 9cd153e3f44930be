import {
  type CalcAxisName,
  type CalcSurface,
  readCalcValue,
  type SupplierFinishKind,
  supplierKindOfCategory,
} from '@roomtone/contracts';
import { editorOfType, finishSourceOfType } from './surface-catalogue.ts';

/**
 * Where a surface sits within each group (only Neubauer reads it): one face of the pair, the
 * other, or both (split evenly, the default when nothing is stored).
 */
export const PLACEMENT_CHOICES: Record<CalcAxisName, { value: string; label: string }[]> = {
  lr: [
    { value: 'both', label: 'Both faces (split evenly)' },
    { value: 'left', label: 'Left wall' },
    { value: 'right', label: 'Right wall' },
  ],
  fr: [
    { value: 'both', label: 'Both faces (split evenly)' },
    { value: 'front', label: 'Front wall' },
    { value: 'rear', label: 'Rear wall' },
  ],
  fc: [
    { value: 'both', label: 'Both faces (split evenly)' },
    { value: 'ceiling', label: 'Ceiling' },
    { value: 'floor', label: 'Floor' },
  ],
};

/** The stored placement of a surface in a group, 'both' when none is stored. */
export function placementOf(surface: CalcSurface, axis: CalcAxisName): string {
  return surface.placement?.[axis] ?? 'both';
}

/** Whether a surface type places itself at all (an existing room spreads over the whole room). */
export function hasPlacement(surface: CalcSurface): boolean {
  const editor = editorOfType(surface.type);
  return editor !== 'existing-room' && editor !== 'legacy';
}

/**
 * The groups where placement matters for a surface: those where it has an area (objects for a
 * sabin surface), and any group whose placement is already stored, so a choice is never hidden.
 */
export function placedGroups(surface: CalcSurface): CalcAxisName[] {
  if (!hasPlacement(surface)) return [];
  const amounts = editorOfType(surface.type) === 'sabin' ? surface.multiplier : surface.area;
  return (['lr', 'fr', 'fc'] as const).filter((axis) => {
    const reading = readCalcValue(amounts?.[axis]);
    const hasAmount = reading.ok && reading.value !== null && reading.value !== 0;
    return hasAmount || placementOf(surface, axis) !== 'both';
  });
}

/** A surface with one group's placement set. */
export function withPlacement(surface: CalcSurface, axis: CalcAxisName, value: string): CalcSurface {
  return { ...surface, placement: { ...(surface.placement ?? {}), [axis]: value } } as CalcSurface;
}

/** Whether a finish category or a supplier's button stands for a ceiling product. */
export function isCeilingProduct(
  categoryName: string | null | undefined,
  supplierKind?: SupplierFinishKind | null,
) {
  return supplierKind === 'ceiling' || supplierKindOfCategory(categoryName ?? null) === 'ceiling';
}

/**
 * A ceiling product sits on the ceiling: a surface of a supplier's ceiling button, or one whose
 * chosen finish is in the ceilings category, defaults its floor/ceiling placement to 'ceiling'
 * unless a placement is already chosen there.
 */
export function withCeilingDefault(surface: CalcSurface, categoryName?: string | null): CalcSurface {
  if (surface.placement?.fc !== undefined) return surface;
  const source = finishSourceOfType(surface.type);
  const supplierKind = source.kind === 'sponsor' ? source.supplierKind : null;
  if (!isCeilingProduct(categoryName, supplierKind)) return surface;
  return withPlacement(surface, 'fc', 'ceiling');
}
