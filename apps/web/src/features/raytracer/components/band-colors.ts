/** One colour per octave band, 125 Hz to 4 kHz (Mantine palette, readable on white). */
export const BAND_COLORS = ['#1c7ed6', '#0ca678', '#f08c00', '#e03131', '#7048e8', '#495057'] as const;

/** The colour of a band by index. */
export function bandColor(index: number): string {
  return BAND_COLORS[index] ?? '#495057';
}
