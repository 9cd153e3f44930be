// Plain values and functions only (no schemas): the calculator page imports them, and a schema
// module would bring the validation library onto the page.

/**
 * Kinds of finish a supplier may give buttons of their own (docs/product/screens.md#add-surface-buttons: a
 * supplier's separate ceiling and wall buttons), and the finish category of each kind.
 */
export const SUPPLIER_FINISH_KINDS = ['ceiling', 'wall'] as const;

/** A kind of finish with its own supplier button. */
export type SupplierFinishKind = (typeof SUPPLIER_FINISH_KINDS)[number];

/** The finish category whose finishes make up each kind. */
export const SUPPLIER_KIND_CATEGORIES: Readonly<Record<SupplierFinishKind, string>> = {
  ceiling: 'Ceilings',
  wall: 'Walls',
};

/** The kind of a finish category, or null when the category has no button of its own. */
export function supplierKindOfCategory(categoryName: string | null): SupplierFinishKind | null {
  return SUPPLIER_FINISH_KINDS.find((kind) => SUPPLIER_KIND_CATEGORIES[kind] === categoryName) ?? null;
}

/**
 * The separate buttons a supplier publishes, from the categories of its sponsor finishes: a
 * supplier whose finishes are all ceilings and walls, with some of each, gets a ceiling button
 * and a wall button; any other supplier gets one button (no kinds).
 */
export function supplierKindsOf(categoryNames: (string | null)[]): SupplierFinishKind[] {
  const kinds = categoryNames.map(supplierKindOfCategory);
  if (kinds.length === 0 || kinds.includes(null)) return [];
  return SUPPLIER_FINISH_KINDS.every((kind) => kinds.includes(kind)) ? [...SUPPLIER_FINISH_KINDS] : [];
}
