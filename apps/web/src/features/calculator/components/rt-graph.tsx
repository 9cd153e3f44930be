import { Paper, Text, Title } from '@mantine/core';
import { formatRt, MODEL_IDS, MODEL_METADATA, type RoomResult } from '@roomtone/acoustics';
import { CALC_BANDS } from '@roomtone/contracts';
import { memo } from 'react';
import type { GoalPoint } from '../model/goal-band.ts';
import { SERIES_STYLE } from './series-colors.ts';

type RtGraphProps = { result: RoomResult | null; goal: GoalPoint[]; series: Record<string, boolean> };

const WIDTH = 640;
const HEIGHT = 300;
const PAD = { left: 44, right: 16, top: 12, bottom: 36 };

/** RT per band for each shown method on an octave axis (125-4000 Hz evenly spaced), with the goal band. */
export const RtGraph = memo(function RtGraph({ result, goal, series }: RtGraphProps) {
  const shown = MODEL_IDS.filter((id) => series[id] ?? true);
  const values: number[] = goal.map((point) => point.upper);
  for (const id of shown)
    for (const band of result?.rt[id] ?? []) if (band.value !== null) values.push(band.value);
  const maxRt = Math.max(0.5, ...values) * 1.1;
  const step = maxRt > 4 ? 1 : maxRt > 2 ? 0.5 : maxRt > 1 ? 0.25 : 0.1;
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const x = (band: number) => PAD.left + (band / (CALC_BANDS.length - 1)) * plotWidth;
  const y = (rt: number) => HEIGHT - PAD.bottom - (rt / maxRt) * (HEIGHT - PAD.top - PAD.bottom);
  const ticks = Array.from({ length: Math.floor(maxRt / step) + 1 }, (_, index) => index * step);
  const goalArea =
    goal.length === 0
      ? ''
      : [
          ...goal.map((point, band) => `${x(band)},${y(point.upper)}`),
          ...goal.map((point, band) => `${x(band)},${y(point.lower)}`).reverse(),
        ].join(' ');
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="rt-graph-title">
      <Title order={2} size="h4" id="rt-graph-title" mb="xs">
        RT graph
      </Title>
      {result === null ? (
        <Text c="dimmed" size="sm">
          The graph appears once the room has a length, width and height.
        </Text>
      ) : null}
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        role="img"
        aria-labelledby="rt-graph-desc"
        data-testid="rt-graph"
      >
        <desc id="rt-graph-desc">
          {`Reverberation time in seconds per octave band for ${shown.map((id) => MODEL_METADATA[id].label).join(', ') || 'no method'}${goal.length > 0 ? ', with the RT goal band' : ''}.`}
        </desc>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} stroke="#e9ecef" />
            <text x={PAD.left - 6} y={y(tick) + 4} fontSize="11" textAnchor="end" fill="#495057">
              {tick.toFixed(step < 0.5 ? 2 : 1)}
            </text>
          </g>
        ))}
        {CALC_BANDS.map((band, index) => (
          <text
            key={band}
            x={x(index)}
            y={HEIGHT - PAD.bottom + 16}
            fontSize="11"
            textAnchor="middle"
            fill="#495057"
          >
            {band}
          </text>
        ))}
        <text x={PAD.left + plotWidth / 2} y={HEIGHT - 4} fontSize="11" textAnchor="middle" fill="#495057">
          Frequency (Hz)
        </text>
        <text
          x={12}
          y={PAD.top + 80}
          fontSize="11"
          fill="#495057"
          transform={`rotate(-90 12 ${PAD.top + 80})`}
        >
          RT (s)
        </text>
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
                >
                  <title>{`${MODEL_METADATA[id].label}, ${CALC_BANDS[point.index] ?? ''} Hz: ${formatRt(point.value)} s`}</title>
                </circle>
              ))}
            </g>
          );
        })}
      </svg>
    </Paper>
  );
});
