import { Group, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import type { RaytraceResults } from '@roomtone/contracts';
import type { ComparisonRow } from '../model/comparison.ts';
import { bandLabel } from '../model/format.ts';

const HEIGHT = 240;
const PAD = { left: 44, right: 12, top: 12, bottom: 28 };
const FORMULA_COLORS = ['#1c7ed6', '#0ca678', '#f08c00', '#7048e8', '#d6336c', '#0b7285', '#868e96'];

/** RT per band: the simulated T30 with its ± spread as black points, each formula as a thin line. */
export function ComparisonGraph({ results, rows }: { results: RaytraceResults; rows: ComparisonRow[] }) {
  const { ref, width } = useElementSize();
  const values: number[] = [];
  for (const band of results.bands) {
    if (band.t30Seconds !== null) values.push(band.t30Seconds + (band.t30SpreadSeconds ?? 0));
  }
  for (const row of rows) for (const value of row.seconds) if (value !== null) values.push(value);
  const top = Math.max(0.1, ...values) * 1.1;
  const plotWidth = Math.max(width - PAD.left - PAD.right, 10);
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const count = results.bands.length;
  const x = (index: number) => PAD.left + ((index + 0.5) / count) * plotWidth;
  const y = (seconds: number) => PAD.top + (1 - seconds / top) * plotHeight;
  const step = top > 4 ? 1 : top > 2 ? 0.5 : top > 0.8 ? 0.2 : 0.1;
  const ticks: number[] = [];
  for (let tick = 0; tick <= top; tick += step) ticks.push(Math.round(tick * 100) / 100);
  return (
    <div>
      <div ref={ref} style={{ width: '100%' }}>
        {width > 0 ? (
          <svg width={width} height={HEIGHT} role="img" aria-label="Simulated T30 and the formulas per band">
            {ticks.map((tick) => (
              <g key={tick}>
                <line x1={PAD.left} x2={PAD.left + plotWidth} y1={y(tick)} y2={y(tick)} stroke="#e9ecef" />
                <text x={PAD.left - 6} y={y(tick) + 4} fontSize={11} textAnchor="end" fill="#495057">
                  {tick}
                </text>
              </g>
            ))}
            <text
              x={12}
              y={PAD.top + plotHeight / 2}
              fontSize={12}
              textAnchor="middle"
              fill="#495057"
              transform={`rotate(-90 12 ${PAD.top + plotHeight / 2})`}
            >
              RT (s)
            </text>
            {results.bands.map((band, index) => (
              <text
                key={band.frequencyHz}
                x={x(index)}
                y={HEIGHT - 8}
                fontSize={11}
                textAnchor="middle"
                fill="#495057"
              >
                {bandLabel(band.frequencyHz)}
              </text>
            ))}
            {rows.map((row, rowIndex) => {
              const points = row.seconds
                .map((value, index) =>
                  value === null ? null : `${x(index).toFixed(1)},${y(value).toFixed(1)}`,
                )
                .filter((point): point is string => point !== null);
              return (
                <polyline
                  key={row.modelId}
                  points={points.join(' ')}
                  fill="none"
                  stroke={FORMULA_COLORS[rowIndex] ?? '#868e96'}
                  strokeWidth={1.5}
                >
                  <title>{row.label}</title>
                </polyline>
              );
            })}
            {results.bands.map((band, index) =>
              band.t30Seconds === null ? null : (
                <g key={band.frequencyHz}>
                  {band.t30SpreadSeconds ? (
                    <line
                      x1={x(index)}
                      x2={x(index)}
                      y1={y(band.t30Seconds - band.t30SpreadSeconds)}
                      y2={y(band.t30Seconds + band.t30SpreadSeconds)}
                      stroke="#212529"
                      strokeWidth={2}
                    />
                  ) : null}
                  <circle cx={x(index)} cy={y(band.t30Seconds)} r={4} fill="#212529">
                    <title>Simulated T30</title>
                  </circle>
                </g>
              ),
            )}
          </svg>
        ) : null}
      </div>
      <Group gap="md" wrap="wrap" mt={4}>
        <Group gap={6} wrap="nowrap">
          <span
            style={{ width: 8, height: 8, borderRadius: 4, background: '#212529', display: 'inline-block' }}
            aria-hidden
          />
          <Text size="xs">Simulated T30 (± spread)</Text>
        </Group>
        {rows.map((row, rowIndex) => (
          <Group key={row.modelId} gap={6} wrap="nowrap">
            <span
              style={{
                width: 14,
                height: 2,
                background: FORMULA_COLORS[rowIndex] ?? '#868e96',
                display: 'inline-block',
              }}
              aria-hidden
            />
            <Text size="xs">{row.label}</Text>
          </Group>
        ))}
      </Group>
    </div>
  );
}
