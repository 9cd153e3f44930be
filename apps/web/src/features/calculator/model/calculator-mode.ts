/**
 * Where the calculator runs: `/public/rt` (public), a room's revision routes (signed-in), or a
 * supplier's branded calculator `/v/{vendorName}/rt` (vendor).
 */
export type CalculatorMode = 'public' | 'signed-in' | 'vendor';

/** What a mode offers (docs/product/screens.md, states.md and permissions.md). */
export type ModeFeatures = {
  /** 'Browse organization finishes' needs an organization: signed-in only. */
  canBrowseOrganizationFinishes: boolean;
  /**
   * The Advanced Settings report model choice is hidden in public and vendor mode
   * (docs/product/states.md#automatic-model-choice).
   */
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
