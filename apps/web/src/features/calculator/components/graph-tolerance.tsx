import { contiguousRuns, type ToleranceBand } from '../model/graph-overlays.ts';

/** Fill and strokes of the standard's tolerance band (blue, apart from the goal's green). */
export const TOLERANCE_STYLE = {
  fill: 'rgba(34, 139, 230, 0.14)',
  edge: 'rgba(25, 113, 194, 0.7)',
  target: '#1864ab',
} as const;

type GraphToleranceProps = {
  tolerance: ToleranceBand;
  x: (band: number) => number;
  y: (seconds: number) => number;
  /** The axis' top, in seconds: a band with no upper limit is drawn up to it. */
  top: number;
};

/**
 * The chosen room type's tolerance band on the RT graph: the area between its lower and upper
 * limits (from 0 without a lower one, to the top without an upper one), the limits as thin lines
 * and the target as a dash-dot line. A band a step wide is drawn a quarter of a band either side.
 */
export function GraphTolerance({ tolerance, x, y, top }: GraphToleranceProps) {
  return (
    <g data-testid="rt-tolerance-band">
      {contiguousRuns(tolerance.points).map((run) => {
        const first = run[0];
        if (first === undefined) return null;
        const half = run.length === 1 ? (x(1) - x(0)) / 4 : 0;
        const xs = run.map((point) => x(point.index));
        const left = (index: number) => (xs[index] ?? 0) - (index === 0 ? half : 0);
        const right = (index: number) => (xs[index] ?? 0) + (index === run.length - 1 ? half : 0);
        const upper = run.map((point) => y(point.upper ?? top));
        const lower = run.map((point) => y(point.lower ?? 0));
        const spread = (values: number[]) =>
          run.length === 1
            ? [`${left(0)},${values[0]}`, `${right(0)},${values[0]}`]
            : values.map((value, index) => `${xs[index]},${value}`);
        const upperLine = spread(upper);
        const lowerLine = spread(lower);
        const targetLine = spread(run.map((point) => y(point.target)));
        return (
          <g key={first.index}>
            <polygon
              points={[...upperLine, ...lowerLine.slice().reverse()].join(' ')}
              fill={TOLERANCE_STYLE.fill}
            />
            {run.some((point) => point.upper !== null) ? (
              <polyline
                points={upperLine.join(' ')}
                fill="none"
                stroke={TOLERANCE_STYLE.edge}
                strokeWidth={1}
              />
            ) : null}
            {run.some((point) => point.lower !== null) ? (
              <polyline
                points={lowerLine.join(' ')}
                fill="none"
                stroke={TOLERANCE_STYLE.edge}
                strokeWidth={1}
              />
            ) : null}
            <polyline
              points={targetLine.join(' ')}
              fill="none"
              stroke={TOLERANCE_STYLE.target}
              strokeWidth={1.5}
              strokeDasharray="8 3 2 3"
            />
          </g>
        );
      })}
    </g>
  );
}
