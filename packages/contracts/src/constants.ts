/**
 * Business constants of docs/product/constants.md that are not acoustics (those live in @roomtone/acoustics).
 */
export const LIMITS = {
  logoMaxBytes: 1024 * 1024,
  logoWidthMin: 0,
  logoWidthMax: 100,
  sharePriceLabel: '$2',
  partitionPageSize: 10,
  revisionPagerPages: 10,
  stcSliderMin: 0,
  stcSliderMax: 100,
  dropdownMaxHeightPx: 200,
} as const;

/** Timings of docs/product/constants.md#timings, in milliseconds unless named otherwise. */
export const TIMINGS = {
  finishNotificationMs: 1500,
  projectManagerSearchDebounceMs: 300,
  adminSearchDebounceMs: 500,
  finishSearchPauseMs: 500,
  finishSearchMinLength: 1,
  cardElementMountMs: 1000,
  homeBannerAutoplayMs: 10000,
  noteTimeStepMinutes: 15,
} as const;

/** Configuration values of docs/product/constants.md#configuration. */
export const CONFIGURATION = {
  verificationRequired: false,
  socialLogin: false,
  csrfCookieName: 'XSRF-TOKEN',
  csrfHeaderName: 'x-xsrf-token',
} as const;
