/**
 * Speech privacy between rooms from `nc + stc` (docs/product/constants.md#speech-privacy): > 90 Total
 * privacy, > 85 Highly confidential, > 80 Excellent, > 75 Good, > 70 Fair, > 65 Poor, else None.
 */

/** A speech privacy rating. */
export type PrivacyRating =
  | 'Total privacy'
  | 'Highly confidential'
  | 'Excellent'
  | 'Good'
  | 'Fair'
  | 'Poor'
  | 'None';

/** The thresholds, highest first: the rating applies when `nc + stc` is strictly above `above`. */
export const PRIVACY_THRESHOLDS: readonly { above: number; rating: PrivacyRating }[] = [
  { above: 90, rating: 'Total privacy' },
  { above: 85, rating: 'Highly confidential' },
  { above: 80, rating: 'Excellent' },
  { above: 75, rating: 'Good' },
  { above: 70, rating: 'Fair' },
  { above: 65, rating: 'Poor' },
];

/**
 * Speech privacy rating of a partition from the receiving room's NC and the partition's STC.
 * Throws a `RangeError` naming the value when either is not a finite number: NaN would otherwise
 * rate 'None' and Infinity 'Total privacy'.
 */
export function speechPrivacy(nc: number, stc: number): PrivacyRating {
  if (!Number.isFinite(nc)) throw new RangeError(`NC must be a finite number (got ${nc})`);
  if (!Number.isFinite(stc)) throw new RangeError(`STC must be a finite number (got ${stc})`);
  const sum = nc + stc;
  for (const threshold of PRIVACY_THRESHOLDS) {
    if (sum > threshold.above) return threshold.rating;
  }
  return 'None';
}
