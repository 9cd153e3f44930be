type SeriesSwatchProps = {
  /** The curve's stroke colour. */
  color: string;
  /** Its SVG dash pattern (`''`: a solid line). */
  dash: string;
  width?: number;
};

/**
 * A curve's line as the graph draws it (colour and dash pattern), for the tables and the legend:
 * a method (`SERIES_STYLE`), a variant or a proposal.
 */
export function SeriesSwatch({ color, dash, width = 22 }: SeriesSwatchProps) {
  return (
    <svg width={width} height={8} aria-hidden="true" focusable="false" style={{ flex: 'none' }}>
      <line
        x1={1}
        x2={width - 1}
        y1={4}
        y2={4}
        stroke={color}
        strokeWidth={2.5}
        strokeDasharray={dash === '' ? undefined : dash}
      />
    </svg>
  );
}
