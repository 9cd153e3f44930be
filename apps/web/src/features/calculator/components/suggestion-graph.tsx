import {
  type MidGoal,
  SUGGESTION_CURVE_POINTS,
  SUGGESTION_GRAPH_HEIGHT,
  SUGGESTION_GRAPH_WIDTH,
  SUGGESTION_TYPES,
  type SuggestionType,
  suggestionCurve,
  type UnitSystem,
} from '@roomtone/acoustics';
import { memo, useMemo } from 'react';
import { unitsOf, volumeInM3, volumeInUnits } from '../model/model-texts.ts';

type SuggestionGraphProps = {
  type: SuggestionType;
  volumeM3: number | null;
  goalRt: number | null;
  /** The room's system: the volume axis is in m³ or ft³. */
  unitSystem: UnitSystem;
};

const MIN_VOLUME_M3 = 10;
const MAX_VOLUME_M3 = 100_000;
const PAD = { left: 34, right: 16, top: 8, bottom: 28 };

/** Volume ticks of the axis, in the system's unit (the curve spans 10 to 100,000 m³). */
const VOLUME_TICKS: Record<UnitSystem, number[]> = {
  Metric: [10, 100, 1000, 10_000, 100_000],
  Imperial: [1000, 10_000, 100_000, 1_000_000],
};

function tickLabel(volume: number): string {
  if (volume >= 1_000_000) return `${volume / 1_000_000}M`;
  return volume >= 1000 ? `${volume / 1000}k` : String(volume);
}

/** A volume of the axis's range, in the system's unit, for the graph's label. */
function rangeEnd(volumeM3: number, unitSystem: UnitSystem): string {
  return Math.round(volumeInUnits(volumeM3, unitSystem)).toLocaleString('en-US');
}

/** The suggested RT of a room type against volume (log scale), with the room's volume marked. */
export const SuggestionGraph = memo(function SuggestionGraph({
  type,
  volumeM3,
  goalRt,
  unitSystem,
}: SuggestionGraphProps) {
  const curve = useMemo(
    () => suggestionCurve(type, MIN_VOLUME_M3, MAX_VOLUME_M3, SUGGESTION_CURVE_POINTS),
    [type],
  );
  const width = SUGGESTION_GRAPH_WIDTH;
  const height = SUGGESTION_GRAPH_HEIGHT;
  const maxRt = Math.max(1, Math.ceil(Math.max(...curve.map((point) => point.high))));
  const logMin = Math.log10(MIN_VOLUME_M3);
  const logSpan = Math.log10(MAX_VOLUME_M3) - logMin;
  const x = (volume: number) =>
    PAD.left + ((Math.log10(volume) - logMin) / logSpan) * (width - PAD.left - PAD.right);
  const y = (rt: number) => height - PAD.bottom - (Math.max(0, rt) / maxRt) * (height - PAD.top - PAD.bottom);
  const line = (pick: (point: MidGoal) => number) =>
    curve.map((point) => `${x(point.volumeM3).toFixed(1)},${y(pick(point)).toFixed(1)}`).join(' ');
  const range = `${line((point) => point.high)} ${curve
    .slice()
    .reverse()
    .map((point) => `${x(point.volumeM3).toFixed(1)},${y(point.low).toFixed(1)}`)
    .join(' ')}`;
  const rtTicks = Array.from({ length: maxRt + 1 }, (_, rt) => rt);
  const isVolumeShown = volumeM3 !== null && volumeM3 >= MIN_VOLUME_M3 && volumeM3 <= MAX_VOLUME_M3;
  const label = SUGGESTION_TYPES[type].label;
  const volumeUnit = unitsOf(unitSystem).volume;
  /** An axis tick in the system's unit, placed by its volume in m³. */
  const tickX = (volume: number) => x(volumeInM3(volume, unitSystem));
  return (
    <svg
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={`Suggested RT for ${label} from ${rangeEnd(MIN_VOLUME_M3, unitSystem)} to ${rangeEnd(MAX_VOLUME_M3, unitSystem)} ${volumeUnit}`}
      style={{ maxWidth: '100%', height: 'auto' }}
    >
      <rect
        x={PAD.left}
        y={PAD.top}
        width={width - PAD.left - PAD.right}
        height={height - PAD.top - PAD.bottom}
        fill="none"
        stroke="#ced4da"
      />
      {VOLUME_TICKS[unitSystem].map((volume) => (
        <g key={volume}>
          <line
            x1={tickX(volume)}
            x2={tickX(volume)}
            y1={PAD.top}
            y2={height - PAD.bottom}
            stroke="#f1f3f5"
          />
          <text
            x={tickX(volume)}
            y={height - PAD.bottom + 14}
            fontSize="10"
            textAnchor="middle"
            fill="#495057"
          >
            {tickLabel(volume)}
          </text>
        </g>
      ))}
      {rtTicks.map((rt) => (
        <text key={rt} x={PAD.left - 6} y={y(rt) + 3} fontSize="10" textAnchor="end" fill="#495057">
          {rt} s
        </text>
      ))}
      <text x={(width + PAD.left) / 2} y={height - 2} fontSize="10" textAnchor="middle" fill="#495057">
        Volume ({volumeUnit})
      </text>
      <polygon points={range} fill="rgba(34, 139, 230, 0.15)" />
      <polyline points={line((point) => point.goal)} fill="none" stroke="#1c7ed6" strokeWidth={2} />
      {isVolumeShown && goalRt !== null ? (
        <circle cx={x(volumeM3)} cy={y(goalRt)} r={4} fill="#e8590c">
          <title>This room</title>
        </circle>
      ) : null}
    </svg>
  );
});
