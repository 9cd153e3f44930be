import { MODEL_METADATA, type ModelId } from '@roomtone/acoustics';

/**
 * Whether a method's series is drawn on the graph: as the user chose, else every established
 * method and none of the experimental ones (their curves would squash the others; one click on the
 * table's checkbox or the legend draws them).
 */
export function isSeriesShown(series: Readonly<Record<string, boolean>> | undefined, id: ModelId): boolean {
  return series?.[id] ?? !MODEL_METADATA[id].experimental;
}
