import type { GraphOverlay } from '../model/graph-overlays.ts';

type GraphOverlayLinesProps = {
  overlays: readonly GraphOverlay[];
  x: (band: number) => number;
  y: (seconds: number) => number;
};

/** Extra curves of the RT graph (the room with its proposals, the variants), each with open markers. */
export function GraphOverlayLines({ overlays, x, y }: GraphOverlayLinesProps) {
  return (
    <>
      {overlays.map((overlay) => {
        const points = overlay.values.flatMap((value, index) => (value === null ? [] : [{ index, value }]));
        return (
          <g key={overlay.id} data-overlay={overlay.id} data-testid="rt-graph-overlay">
            <polyline
              points={points.map((point) => `${x(point.index)},${y(point.value)}`).join(' ')}
              fill="none"
              stroke={overlay.color}
              strokeDasharray={overlay.dash === '' ? undefined : overlay.dash}
              strokeWidth={2}
            />
            {points.map((point) => (
              <rect
                key={point.index}
                x={x(point.index) - 3}
                y={y(point.value) - 3}
                width={6}
                height={6}
                fill="#ffffff"
                stroke={overlay.color}
                strokeWidth={1.5}
              />
            ))}
          </g>
        );
      })}
    </>
  );
}
