import { SUPPLIER_FINISH_KINDS, type SupplierFinishKind } from '@roomtone/contracts';

/**
 * The surface types the calculator offers, how each is edited, and which ones are only kept so
 * that old calculations still open (docs/product/screens.md#add-surface-buttons).
 */

/** How a surface's absorption is entered. */
export type SurfaceEditor =
  | 'finish'
  | 'custom'
  | 'sabin'
  | 'variable'
  | 'existing-room'
  | 'absorption-constant'
  | 'legacy';

/**
 * Where a finish comes from: search, a browser, or a supplier's list (all of it, or the finishes
 * of its ceiling or wall button).
 */
export type FinishSource =
  | { kind: 'search'; perObject: boolean }
  | { kind: 'common' }
  | { kind: 'organization' }
  | { kind: 'sponsor'; sponsorId: string; supplierKind: SupplierFinishKind | null };

/**
 * Surface types the add-surface menu offers (sponsor types are `sponsor-{id}`, and
 * `sponsor-{id}:ceiling` or `sponsor-{id}:wall` for a supplier's separate buttons).
 */
export const OFFERED_SURFACE_TYPES = {
  search: 'multiaxis-search',
  browseCommon: 'multiaxis-browse-common',
  custom: 'multiaxis-custom-alpha',
  browseOrganization: 'multiaxis-browse-organization',
  sabin: 'sabin-multiaxis-search',
  variable: 'multiaxis-search-variable',
  existingRoom: 'existing-room-rt',
  absorptionConstant: 'multiaxis-absorption-constant',
} as const;

/** Types that open and compute but are no longer offered, so they are shown read-only. */
export const LEGACY_SURFACE_TYPES = [
  'master-with-reducers',
  'audience-area',
  'multiaxis-search-simple',
] as const;

const SPONSOR_PREFIX = 'sponsor-';
const KIND_SEPARATOR = ':';

/** The surface type of a supplier's button (of one kind for its separate ceiling and wall buttons). */
export function sponsorSurfaceType(
  sponsorId: string,
  supplierKind: SupplierFinishKind | null = null,
): string {
  const kind = supplierKind === null ? '' : `${KIND_SEPARATOR}${supplierKind}`;
  return `${SPONSOR_PREFIX}${sponsorId}${kind}`;
}

/** The supplier and kind of a sponsor surface type. */
function sponsorSourceOf(type: string): FinishSource {
  const rest = type.slice(SPONSOR_PREFIX.length);
  const separator = rest.lastIndexOf(KIND_SEPARATOR);
  const suffix = separator < 0 ? '' : rest.slice(separator + 1);
  const supplierKind = SUPPLIER_FINISH_KINDS.find((kind) => kind === suffix) ?? null;
  return {
    kind: 'sponsor',
    sponsorId: supplierKind === null ? rest : rest.slice(0, separator),
    supplierKind,
  };
}

/** The editor of a surface type. */
export function editorOfType(type: string): SurfaceEditor {
  switch (type) {
    case OFFERED_SURFACE_TYPES.custom:
      return 'custom';
    case OFFERED_SURFACE_TYPES.sabin:
      return 'sabin';
    case OFFERED_SURFACE_TYPES.variable:
      return 'variable';
    case OFFERED_SURFACE_TYPES.existingRoom:
      return 'existing-room';
    case OFFERED_SURFACE_TYPES.absorptionConstant:
      return 'absorption-constant';
    case OFFERED_SURFACE_TYPES.search:
    case OFFERED_SURFACE_TYPES.browseCommon:
    case OFFERED_SURFACE_TYPES.browseOrganization:
      return 'finish';
    default:
      return type.startsWith(SPONSOR_PREFIX) || type.startsWith('vendor-') ? 'finish' : 'legacy';
  }
}

/** Where the finish of a finish-based surface type is chosen. */
export function finishSourceOfType(type: string): FinishSource {
  if (type === OFFERED_SURFACE_TYPES.browseCommon) return { kind: 'common' };
  if (type === OFFERED_SURFACE_TYPES.browseOrganization) return { kind: 'organization' };
  if (type === OFFERED_SURFACE_TYPES.sabin) return { kind: 'search', perObject: true };
  if (type.startsWith(SPONSOR_PREFIX)) return sponsorSourceOf(type);
  return { kind: 'search', perObject: false };
}

const LABELS: Record<string, string> = {
  [OFFERED_SURFACE_TYPES.search]: 'Database search',
  [OFFERED_SURFACE_TYPES.browseCommon]: 'Common finish',
  [OFFERED_SURFACE_TYPES.custom]: 'Custom surface',
  [OFFERED_SURFACE_TYPES.browseOrganization]: 'Organization finish',
  [OFFERED_SURFACE_TYPES.sabin]: 'Sabin surface',
  [OFFERED_SURFACE_TYPES.variable]: 'Variable surface',
  [OFFERED_SURFACE_TYPES.existingRoom]: 'Existing room',
  [OFFERED_SURFACE_TYPES.absorptionConstant]: 'Absorption constant (experimental)',
  'master-with-reducers': 'Master surface with reducers (legacy)',
  'audience-area': 'Audience area (legacy)',
  'multiaxis-search-simple': 'Database lookup (legacy)',
};

/** A short label of a surface type for the surface card. */
export function surfaceTypeLabel(type: string): string {
  if (type.startsWith(SPONSOR_PREFIX)) {
    const source = sponsorSourceOf(type);
    const kind = source.kind === 'sponsor' ? source.supplierKind : null;
    return kind === null ? 'Supplier finish' : `Supplier ${kind} finish`;
  }
  if (type.startsWith('vendor-')) return 'Vendor finish';
  return LABELS[type] ?? type;
}
