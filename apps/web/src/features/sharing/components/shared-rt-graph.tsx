import { Box, Group, Paper, Text, Title } from '@mantine/core';
import type { ReportChart } from '@roomtone/contracts';
import { SHARED_SERIES_COLORS } from './shared-series-colors.ts';

type SharedRtGraphProps = { chart: ReportChart };

const WIDTH = 640;
const HEIGHT = 280;
const PAD = { left: 44, right: 16, top: 12, bottom: 36 };

function colorOf(index: number): string {
  return SHARED_SERIES_COLORS[index % SHARED_SERIES_COLORS.length] ?? SHARED_SERIES_COLORS[0];
}

/** RT per octave band of every model with the goal band, from the server's numbers. */
export function SharedRtGraph({ chart }: SharedRtGraphProps) {
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const count = chart.bands.length;
  const x = (band: number) => PAD.left + (count <= 1 ? 0 : (band / (count - 1)) * plotWidth);
  const y = (seconds: number) => PAD.top + plotHeight - (seconds / (chart.yMax || 1)) * plotHeight;
  const goalArea = [
    ...chart.goal.map((point, band) => `${x(band)},${y(point.upper)}`),
    ...chart.goal.map((point, band) => `${x(band)},${y(point.lower)}`).reverse(),
  ].join(' ');
  const labels = chart.series.map((series) => series.label).join(', ');
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="shared-graph-title">
      <Title order={2} size="h4" id="shared-graph-title" mb="xs">
        RT graph
      </Title>
      <Box maw={WIDTH}>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          width="100%"
          role="img"
          aria-label={`Reverberation time in seconds per octave band for ${labels}.`}
        >
          {chart.yTicks.map((tick) => (
            <g key={tick}>
              <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} stroke="#dee2e6" />
              <text x={PAD.left - 6} y={y(tick) + 4} fontSize={11} textAnchor="end" fill="#495057">
                {tick.toFixed(chart.tickDecimals)}
              </text>
            </g>
          ))}
          {chart.bands.map((band, index) => (
            <text
              key={band}
              x={x(index)}
              y={HEIGHT - PAD.bottom + 16}
              fontSize={11}
              textAnchor="middle"
              fill="#495057"
            >
              {band}
            </text>
          ))}
          <text x={PAD.left + plotWidth / 2} y={HEIGHT - 4} fontSize={11} textAnchor="middle" fill="#495057">
            Octave band (Hz)
          </text>
          {goalArea === '' ? null : <polygon points={goalArea} fill="#d0ebff" opacity={0.7} />}
          {chart.series.map((series, index) => {
            const points = series.values
              .map((value, band) => (value === null ? null : `${x(band)},${y(value)}`))
              .filter((point): point is string => point !== null)
              .join(' ');
            return points === '' ? null : (
              <polyline
                key={series.id}
                points={points}
                fill="none"
                stroke={colorOf(index)}
                strokeWidth={2}
                data-series={series.id}
              />
            );
          })}
        </svg>
      </Box>
      <Group gap="sm" mt="xs">
        {chart.series.map((series, index) => (
          <Group key={series.id} gap={4} wrap="nowrap">
            <Box w={14} h={3} bg={colorOf(index)} aria-hidden />
            <Text size="xs">{series.label}</Text>
          </Group>
        ))}
        {chart.goal.length > 0 ? (
          <Group gap={4} wrap="nowrap">
            <Box w={14} h={10} bg="#d0ebff" aria-hidden />
            <Text size="xs">RT goal range</Text>
          </Group>
        ) : null}
      </Group>
    </Paper>
  );
}
