/** One colour per model, in the order of the results (contrast ≥ 3:1 on white for lines). */
export const SHARED_SERIES_COLORS = [
  '#1c7ed6',
  '#e03131',
  '#2b8a3e',
  '#9c36b5',
  '#e8590c',
  '#0c8599',
  '#5c3d2e',
] as const;
