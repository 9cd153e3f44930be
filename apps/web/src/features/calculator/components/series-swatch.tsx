import type { ModelId } from '@roomtone/acoustics';
import { SERIES_STYLE } from './series-colors.ts';

/** A method's line as the graph draws it (colour and dash pattern), for the table and the legend. */
export function SeriesSwatch({ id, width = 22 }: { id: ModelId; width?: number }) {
  const style = SERIES_STYLE[id];
  return (
    <svg width={width} height={8} aria-hidden="true" focusable="false" style={{ flex: 'none' }}>
      <line
        x1={1}
        x2={width - 1}
        y1={4}
        y2={4}
        stroke={style.color}
        strokeWidth={2.5}
        strokeDasharray={style.dash === '' ? undefined : style.dash}
      />
    </svg>
  );
}
