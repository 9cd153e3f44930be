import type { FinishSource } from './surface-catalogue.ts';

/** Where a treatment's product is picked from, as the 'Size a treatment' panel lists it. */
export type TreatmentSource = { key: string; label: string; source: FinishSource };

/** A supplier whose finishes the calculator offers (its add-surface buttons). */
type Supplier = { id: string; name: string };

/**
 * The product sources of a calculator mode: the library (search and common finishes), the
 * organization's finishes when signed in, per-object products, and each supplier's finishes
 * (first in a vendor's calculator).
 */
export function treatmentSources(options: {
  canBrowseOrganizationFinishes: boolean;
  areSuppliersFirst: boolean;
  suppliers: readonly Supplier[];
}): TreatmentSource[] {
  const library: TreatmentSource[] = [
    { key: 'common', label: 'Common finishes', source: { kind: 'common' } },
    { key: 'search', label: 'Finishes database', source: { kind: 'search', perObject: false } },
    ...(options.canBrowseOrganizationFinishes
      ? [{ key: 'organization', label: 'Organization finishes', source: { kind: 'organization' } } as const]
      : []),
    { key: 'objects', label: 'Per-object products (sabins)', source: { kind: 'search', perObject: true } },
  ];
  const suppliers: TreatmentSource[] = options.suppliers.map((supplier) => ({
    key: `supplier:${supplier.id}`,
    label: supplier.name,
    source: { kind: 'sponsor', sponsorId: supplier.id, supplierKind: null },
  }));
  return options.areSuppliersFirst ? [...suppliers, ...library] : [...library, ...suppliers];
}
