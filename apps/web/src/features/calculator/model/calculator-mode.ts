/**
 * Where the calculator runs: `/public/rt` (public), a room's revision routes (signed-in), or a
 * supplier's branded calculator `/v/{vendorName}/rt` (vendor).
 */
export type CalculatorMode = 'public' | 'signed-in' | 'vendor';

/** What a mode offers (SPEC sections 2, 4 and 6). */
export type ModeFeatures = {
  /** 'Browse organization finishes' needs an organization: signed-in only. */
  canBrowseOrganizationFinishes: boolean;
  /** The Advanced Settings report model choice is hidden in public and vendor mode (SPEC section 4). */
  isReportModelShown: boolean;
  /** A vendor calculator offers the vendor's own finish buttons first. */
  areSuppliersFirst: boolean;
};

/** The features of a calculator mode. */
export function featuresOf(mode: CalculatorMode): ModeFeatures {
  return {
    canBrowseOrganizationFinishes: mode === 'signed-in',
    isReportModelShown: mode === 'signed-in',
    areSuppliersFirst: mode === 'vendor',
  };
}
