import { Group, Paper, SegmentedControl, Text, Title } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import type { BandGoal as GoalPoint } from '@roomtone/acoustics';
import { MODEL_IDS, MODEL_METADATA, type ModelId, type RoomResult } from '@roomtone/acoustics';
import { CALC_BANDS } from '@roomtone/contracts';
import { type Dispatch, memo, useRef, useState } from 'react';
import type { CalcAction } from '../model/calc-actions.ts';
import type { GraphOverlay, ToleranceBand } from '../model/graph-overlays.ts';
import { bandTooltip } from '../model/graph-tooltip.ts';
import { niceTicks, tickDecimals } from '../model/nice-ticks.ts';
import { isSeriesShown } from '../model/series.ts';
import { GraphExportMenu } from './graph-export-menu.tsx';
import { GraphLegend } from './graph-legend.tsx';
import { GraphOverlayLines } from './graph-overlay-lines.tsx';
import { GraphTolerance } from './graph-tolerance.tsx';
import { SERIES_STYLE } from './series-colors.ts';

type RtGraphProps = {
  result: RoomResult | null;
  goal: GoalPoint[];
  series: Record<string, boolean>;
  dispatch: Dispatch<CalcAction>;
  /** The result is the last valid one: a field stops the calculation. */
  isStale?: boolean;
  /** The chosen standard's tolerance band, when one applies. */
  tolerance?: ToleranceBand | null;
  /** Extra curves: the room with its proposals, the variants. */
  overlays?: readonly GraphOverlay[];
};

const NO_OVERLAYS: readonly GraphOverlay[] = [];

/** Which values the y axis fits: every series drawn, or Sabine, Eyring and the goal band only. */
type AxisFit = 'all' | 'main';

const MAIN_MODELS: readonly ModelId[] = ['sabine', 'eyring'];
const FONT_SIZE = 12;
const PAD = { left: 48, right: 24, top: 12, bottom: 40 };

function valuesOf(result: RoomResult | null, ids: readonly ModelId[]): number[] {
  const values: number[] = [];
  for (const id of ids)
    for (const band of result?.rt[id] ?? []) if (band.value !== null) values.push(band.value);
  return values;
}

/**
 * RT per band for each shown method on an octave axis (125-4000 Hz evenly spaced), with the goal
 * band, a legend, a y axis of at most 8 'nice' labels that fits every series or Sabine and Eyring,
 * the exact values of a band on hover, and labels drawn at the screen's own size.
 */
export const RtGraph = memo(function RtGraph({
  result,
  goal,
  series,
  dispatch,
  isStale = false,
  tolerance = null,
  overlays = NO_OVERLAYS,
}: RtGraphProps) {
  const { ref, width: measured } = useElementSize();
  const svgRef = useRef<SVGSVGElement>(null);
  const [fit, setFit] = useState<AxisFit>('all');
  const width = Math.max(280, Math.round(measured || 640));
  const height = width < 480 ? 220 : 250;
  const shown = MODEL_IDS.filter((id) => isSeriesShown(series, id));
  const fitted = fit === 'main' ? shown.filter((id) => MAIN_MODELS.includes(id)) : shown;
  const values = [
    ...goal.map((point) => point.upper),
    ...valuesOf(result, fitted),
    ...(tolerance?.points ?? []).flatMap((point) => [point.target, point.upper ?? 0, point.lower ?? 0]),
    ...overlays.flatMap((overlay) => overlay.values.filter((value): value is number => value !== null)),
  ];
  const { ticks, step, top } = niceTicks(Math.max(0.5, ...values) * 1.05);
  const decimals = tickDecimals(step);
  const plotWidth = width - PAD.left - PAD.right;
  const plotHeight = height - PAD.top - PAD.bottom;
  const x = (band: number) => PAD.left + (band / (CALC_BANDS.length - 1)) * plotWidth;
  const y = (rt: number) => height - PAD.bottom - (rt / top) * plotHeight;
  const bandWidth = plotWidth / (CALC_BANDS.length - 1);
  const goalArea =
    goal.length === 0
      ? ''
      : [
          ...goal.map((point, band) => `${x(band)},${y(point.upper)}`),
          ...goal.map((point, band) => `${x(band)},${y(point.lower)}`).reverse(),
        ].join(' ');
  const hiddenAbove = shown.filter(
    (id) => !fitted.includes(id) && valuesOf(result, [id]).some((v) => v > top),
  );
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="rt-graph-title">
      <Group justify="space-between" gap="xs" mb="xs" wrap="wrap">
        <Title order={2} size="h4" id="rt-graph-title">
          RT graph
        </Title>
        <Group gap="xs" wrap="wrap">
          <SegmentedControl
            size="xs"
            value={fit}
            aria-label="Y axis"
            onChange={(value) => setFit(value === 'main' ? 'main' : 'all')}
            data={[
              { value: 'all', label: 'Fit to all' },
              { value: 'main', label: 'Fit to Sabine/Eyring' },
            ]}
          />
          <GraphExportMenu svgRef={svgRef} />
        </Group>
      </Group>
      {result === null ? (
        <Text c="dimmed" size="sm">
          The graph appears once the room has a length, width and height.
        </Text>
      ) : null}
      <div ref={ref} style={{ width: '100%', opacity: isStale ? 0.55 : 1 }}>
        <svg
          ref={svgRef}
          xmlns="http://www.w3.org/2000/svg"
          viewBox={`0 0 ${width} ${height}`}
          width={width}
          height={height}
          role="img"
          aria-labelledby="rt-graph-desc"
          data-testid="rt-graph"
          data-stale={isStale}
          fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"
          style={{ display: 'block', maxWidth: '100%' }}
        >
          <desc id="rt-graph-desc">
            {`Reverberation time in seconds per octave band for ${shown.map((id) => MODEL_METADATA[id].label).join(', ') || 'no method'}${goal.length > 0 ? ', with the RT goal band' : ''}${tolerance ? `, with the ${tolerance.label} tolerance band` : ''}${overlays.length > 0 ? `, and ${overlays.map((overlay) => overlay.label).join(', ')}` : ''}.`}
          </desc>
          <rect x={0} y={0} width={width} height={height} fill="#ffffff" />
          <clipPath id="rt-graph-plot">
            <rect x={PAD.left - 4} y={PAD.top - 4} width={plotWidth + 8} height={plotHeight + 8} />
          </clipPath>
          <g data-testid="rt-graph-y-axis">
            {ticks.map((tick) => (
              <g key={tick}>
                <line x1={PAD.left} x2={width - PAD.right} y1={y(tick)} y2={y(tick)} stroke="#dee2e6" />
                <text
                  x={PAD.left - 6}
                  y={y(tick) + FONT_SIZE / 3}
                  fontSize={FONT_SIZE}
                  textAnchor="end"
                  fill="#343a40"
                >
                  {tick.toFixed(decimals)}
                </text>
              </g>
            ))}
          </g>
          {CALC_BANDS.map((band, index) => (
            <text
              key={band}
              x={x(index)}
              y={height - PAD.bottom + 17}
              fontSize={FONT_SIZE}
              textAnchor="middle"
              fill="#343a40"
            >
              {band}
            </text>
          ))}
          <text
            x={PAD.left + plotWidth / 2}
            y={height - 6}
            fontSize={FONT_SIZE}
            textAnchor="middle"
            fill="#343a40"
          >
            Frequency (Hz)
          </text>
          <text
            x={14}
            y={PAD.top + plotHeight / 2}
            fontSize={FONT_SIZE}
            fill="#343a40"
            textAnchor="middle"
            transform={`rotate(-90 14 ${PAD.top + plotHeight / 2})`}
          >
            RT (s)
          </text>
          <g clipPath="url(#rt-graph-plot)">
            {tolerance ? <GraphTolerance tolerance={tolerance} x={x} y={y} top={top} /> : null}
            {goalArea === '' ? null : (
              <g data-testid="rt-goal-band">
                <polygon points={goalArea} fill="rgba(64, 192, 87, 0.15)" stroke="rgba(47, 158, 68, 0.5)" />
                <polyline
                  points={goal.map((point, band) => `${x(band)},${y(point.goal)}`).join(' ')}
                  fill="none"
                  stroke="#2f9e44"
                  strokeDasharray="4 4"
                />
              </g>
            )}
            {shown.map((id) => {
              const points = (result?.rt[id] ?? []).flatMap((band, index) =>
                band.value === null ? [] : [{ index, value: band.value }],
              );
              return (
                <g key={id} data-series={id}>
                  <polyline
                    points={points.map((point) => `${x(point.index)},${y(point.value)}`).join(' ')}
                    fill="none"
                    stroke={SERIES_STYLE[id].color}
                    strokeDasharray={SERIES_STYLE[id].dash}
                    strokeWidth={2}
                  />
                  {points.map((point) => (
                    <circle
                      key={point.index}
                      cx={x(point.index)}
                      cy={y(point.value)}
                      r={3}
                      fill={SERIES_STYLE[id].color}
                    />
                  ))}
                </g>
              );
            })}
            <GraphOverlayLines overlays={overlays} x={x} y={y} />
          </g>
          {result === null
            ? null
            : CALC_BANDS.map((band, index) => (
                <rect
                  key={band}
                  data-testid="rt-graph-band"
                  x={x(index) - bandWidth / 2}
                  y={PAD.top}
                  width={bandWidth}
                  height={plotHeight}
                  fill="transparent"
                >
                  <title>{bandTooltip(result, shown, goal, index, tolerance, overlays)}</title>
                </rect>
              ))}
        </svg>
      </div>
      {hiddenAbove.length > 0 ? (
        <Text size="xs" c="dimmed" mt={4}>
          {`${hiddenAbove.map((id) => MODEL_METADATA[id].label).join(', ')} run${hiddenAbove.length === 1 ? 's' : ''} above the axis; choose Fit to all to see ${hiddenAbove.length === 1 ? 'it' : 'them'}.`}
        </Text>
      ) : null}
      <GraphLegend
        series={series}
        hasGoal={goal.length > 0}
        toleranceLabel={tolerance?.label ?? null}
        overlays={overlays}
        dispatch={dispatch}
      />
    </Paper>
  );
});
