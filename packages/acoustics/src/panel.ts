/**
 * A panel of a surface entered as panels (docs/product/screens.md#surface-editors): each group takes a length
 * (or height), a width and a quantity, and shows the area and, for the absorption-constant surface,
 * the perimeter that they make.
 */

/** Area and edge length of `quantity` identical rectangular panels. */
export type PanelMeasures = { area: number; perimeter: number };

/** `area = length·width·quantity`, `perimeter = 2·(length + width)·quantity`; one panel by default. */
export function panelMeasures(length: number, width: number, quantity = 1): PanelMeasures {
  return { area: length * width * quantity, perimeter: 2 * (length + width) * quantity };
}
