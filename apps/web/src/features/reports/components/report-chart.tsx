import type { ReportChart as ReportChartData } from '@roomtone/contracts';

type ReportChartProps = { chart: ReportChartData };

const WIDTH = 640;
const HEIGHT = 318;
const PLOT = { left: 48, right: 12, top: 10, height: 236 };

/** Styles of the series in order, as the PDF draws them: black solid with discs, grey dashed with squares. */
const SERIES_STYLES = [
  { color: '#111111', dash: undefined, marker: 'disc' },
  { color: '#4a4a4a', dash: '6 3', marker: 'square' },
] as const;

type SeriesStyle = (typeof SERIES_STYLES)[number];

function Marker({ style, x, y }: { style: SeriesStyle; x: number; y: number }) {
  return style.marker === 'disc' ? (
    <circle cx={x} cy={y} r={3.6} fill={style.color} />
  ) : (
    <rect
      x={x - 3.4}
      y={y - 3.4}
      width={6.8}
      height={6.8}
      fill="#ffffff"
      stroke={style.color}
      strokeWidth={1.4}
    />
  );
}

/**
 * The RT graph of the report in SVG, drawn like the PDF's: octave bands on a logarithmic frequency
 * axis (equal width per octave, third-octave minor ticks), seconds from 0, the RT goal band in
 * grey with its goal dotted, each model with its own dash and marker so it reads in black and white.
 */
export function ReportChart({ chart }: ReportChartProps) {
  const plotWidth = WIDTH - PLOT.left - PLOT.right;
  const bottom = PLOT.top + PLOT.height;
  const count = chart.bands.length;
  const x = (octave: number) => PLOT.left + ((octave + 0.5) / count) * plotWidth;
  const y = (seconds: number) => bottom - (seconds / chart.yMax) * PLOT.height;
  const styleOf = (index: number): SeriesStyle =>
    SERIES_STYLES[index % SERIES_STYLES.length] ?? SERIES_STYLES[0];
  const goalArea = [
    ...chart.goal.map((point, band) => `${x(band)},${y(point.upper)}`),
    ...chart.goal.map((point, band) => `${x(band)},${y(point.lower)}`).reverse(),
  ].join(' ');
  const labels = chart.series.map((series) => series.label);
  const description = `Reverberation time in seconds per octave band for ${labels.join(' and ') || 'no model'}${
    chart.goal.length > 0 ? ', with the RT goal and its range' : ''
  }.`;
  let legendX = PLOT.left;
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width="100%"
      role="img"
      aria-label={description}
      data-testid="report-chart"
      style={{ display: 'block', fontFamily: 'inherit' }}
    >
      <rect x={PLOT.left} y={PLOT.top} width={plotWidth} height={PLOT.height} fill="#ffffff" />
      {chart.yTicks.map((tick) => (
        <g key={tick}>
          <line
            x1={PLOT.left}
            x2={PLOT.left + plotWidth}
            y1={y(tick)}
            y2={y(tick)}
            stroke="#d0d0d0"
            strokeWidth={0.6}
          />
          <text x={PLOT.left - 6} y={y(tick) + 4} fontSize={11} textAnchor="end" fill="#505050">
            {tick.toFixed(chart.tickDecimals)}
          </text>
        </g>
      ))}
      {chart.bands.map((band, index) => (
        <g key={band}>
          <line x1={x(index)} x2={x(index)} y1={PLOT.top} y2={bottom} stroke="#d0d0d0" strokeWidth={0.6} />
          {[-1 / 3, 1 / 3].map((third) => (
            <line
              key={third}
              x1={x(index + third)}
              x2={x(index + third)}
              y1={bottom}
              y2={bottom - 4}
              stroke="#8c8c8c"
            />
          ))}
          <text x={x(index)} y={bottom + 16} fontSize={11} textAnchor="middle" fill="#505050">
            {band}
          </text>
        </g>
      ))}
      <text x={PLOT.left + plotWidth / 2} y={bottom + 34} fontSize={11} textAnchor="middle" fill="#505050">
        Frequency (Hz), octave bands, logarithmic scale
      </text>
      <text
        x={12}
        y={PLOT.top + PLOT.height / 2}
        fontSize={11}
        textAnchor="middle"
        fill="#505050"
        transform={`rotate(-90 12 ${PLOT.top + PLOT.height / 2})`}
      >
        RT (s)
      </text>
      {chart.goal.length > 0 ? (
        <g data-testid="report-goal-band">
          <polygon points={goalArea} fill="#d6d6d6" stroke="#9a9a9a" strokeWidth={0.8} />
          <polyline
            points={chart.goal.map((point, band) => `${x(band)},${y(point.goal)}`).join(' ')}
            fill="none"
            stroke="#2b2b2b"
            strokeWidth={1.3}
            strokeDasharray="2 3"
          />
        </g>
      ) : null}
      {chart.series.map((series, index) => {
        const style = styleOf(index);
        const points = series.values.flatMap((value, band) =>
          value === null ? [] : [{ band, x: x(band), y: y(Math.min(value, chart.yMax)) }],
        );
        return (
          <g key={series.id} data-series={series.id}>
            <polyline
              points={points.map((point) => `${point.x},${point.y}`).join(' ')}
              fill="none"
              stroke={style.color}
              strokeWidth={2}
              strokeDasharray={style.dash}
            />
            {points.map((point) => (
              <Marker key={point.band} style={style} x={point.x} y={point.y} />
            ))}
          </g>
        );
      })}
      <rect x={PLOT.left} y={PLOT.top} width={plotWidth} height={PLOT.height} fill="none" stroke="#141414" />
      {chart.series.map((series, index) => {
        const style = styleOf(index);
        const startX = legendX;
        legendX += 48 + series.label.length * 6.5 + 18;
        return (
          <g key={series.id}>
            <line
              x1={startX}
              x2={startX + 30}
              y1={HEIGHT - 12}
              y2={HEIGHT - 12}
              stroke={style.color}
              strokeWidth={2}
              strokeDasharray={style.dash}
            />
            <Marker style={style} x={startX + 15} y={HEIGHT - 12} />
            <text x={startX + 38} y={HEIGHT - 8} fontSize={11} fill="#141414">
              {series.label}
            </text>
          </g>
        );
      })}
      {chart.goal.length > 0 ? (
        <g>
          <rect x={legendX} y={HEIGHT - 17} width={30} height={10} fill="#d6d6d6" stroke="#9a9a9a" />
          <line
            x1={legendX}
            x2={legendX + 30}
            y1={HEIGHT - 12}
            y2={HEIGHT - 12}
            stroke="#2b2b2b"
            strokeWidth={1.3}
            strokeDasharray="2 3"
          />
          <text x={legendX + 38} y={HEIGHT - 8} fontSize={11} fill="#141414">
            RT goal and range
          </text>
        </g>
      ) : null}
    </svg>
  );
}
