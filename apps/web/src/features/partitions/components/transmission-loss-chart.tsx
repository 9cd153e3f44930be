import { Group, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import classes from './transmission-loss-chart.module.css';

/** A point of a curve: frequency in Hz and level in dB. */
export type ChartPoint = { frequencyHz: number; levelDb: number };

type TransmissionLossChartProps = {
  /** The measured (or published) transmission loss. */
  points: ChartPoint[];
  /** The STC reference contour, 125-4000 Hz, and how to name it. */
  contour: { points: ChartPoint[]; label: string } | null;
  /** Label of the transmission-loss curve in the legend. */
  curveLabel: string;
  /** What a screen reader hears instead of the picture. */
  description: string;
};

/** Width drawn before the container is measured, and the narrowest drawing. */
const DEFAULT_WIDTH = 640;
const MIN_WIDTH = 300;
const MARGIN = { top: 14, right: 16, bottom: 42, left: 46 };
const F_MIN = 40;
const F_MAX = 8000;
const AXIS_TICKS = [63, 125, 250, 500, 1000, 2000, 4000];
/** On a narrow drawing every other octave is labelled, so the labels do not collide. */
const NARROW_TICKS = [63, 250, 1000, 4000];
const THIRD_OCTAVES = [
  50, 63, 80, 100, 125, 160, 200, 250, 315, 400, 500, 630, 800, 1000, 1250, 1600, 2000, 2500, 3150, 4000,
  5000, 6300,
];

function xScale(width: number) {
  return (frequencyHz: number) => {
    const share = Math.log(frequencyHz / F_MIN) / Math.log(F_MAX / F_MIN);
    return MARGIN.left + share * (width - MARGIN.left - MARGIN.right);
  };
}

function frequencyLabel(frequencyHz: number): string {
  return frequencyHz >= 1000 ? `${frequencyHz / 1000}k` : String(frequencyHz);
}

function path(points: ChartPoint[], x: (frequency: number) => number, y: (level: number) => number): string {
  return points
    .map(
      (point, index) =>
        `${index === 0 ? 'M' : 'L'}${x(point.frequencyHz).toFixed(1)},${y(point.levelDb).toFixed(1)}`,
    )
    .join(' ');
}

/**
 * Transmission loss against frequency on a logarithmic axis (50-6300 Hz), with the STC reference
 * contour: an inline SVG that scales to its container.
 */
export function TransmissionLossChart({
  points,
  contour,
  curveLabel,
  description,
}: TransmissionLossChartProps) {
  // Drawn at the container's own pixel width, so the labels keep their size on a phone.
  const { ref, width: measured } = useElementSize<HTMLElement>();
  const width = measured > 0 ? Math.max(MIN_WIDTH, Math.round(measured)) : DEFAULT_WIDTH;
  const height = width < 480 ? 240 : 300;
  const x = xScale(width);
  const labelledTicks: readonly number[] = width < 480 ? NARROW_TICKS : AXIS_TICKS;
  const levels = [...points, ...(contour?.points ?? [])].map((point) => point.levelDb);
  const yMax = Math.max(60, Math.ceil((Math.max(0, ...levels) + 5) / 10) * 10);
  const y = (level: number) => MARGIN.top + (1 - level / yMax) * (height - MARGIN.top - MARGIN.bottom);
  const gridLevels = Array.from({ length: yMax / 10 + 1 }, (_, index) => index * 10);
  const plotBottom = height - MARGIN.bottom;

  return (
    <figure className={classes.figure} ref={ref}>
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={description} className={classes.svg}>
        {gridLevels.map((level) => (
          <g key={level}>
            <line
              x1={MARGIN.left}
              x2={width - MARGIN.right}
              y1={y(level)}
              y2={y(level)}
              className={classes.grid}
            />
            <text x={MARGIN.left - 8} y={y(level) + 4} textAnchor="end" className={classes.tick}>
              {level}
            </text>
          </g>
        ))}
        {THIRD_OCTAVES.map((frequency) => (
          <line
            key={frequency}
            x1={x(frequency)}
            x2={x(frequency)}
            y1={plotBottom}
            y2={plotBottom + 4}
            className={classes.axis}
          />
        ))}
        {AXIS_TICKS.map((frequency) => (
          <g key={frequency}>
            <line
              x1={x(frequency)}
              x2={x(frequency)}
              y1={MARGIN.top}
              y2={plotBottom}
              className={classes.grid}
            />
            {labelledTicks.includes(frequency) ? (
              <text x={x(frequency)} y={plotBottom + 18} textAnchor="middle" className={classes.tick}>
                {frequencyLabel(frequency)}
              </text>
            ) : null}
          </g>
        ))}
        <line
          x1={MARGIN.left}
          x2={width - MARGIN.right}
          y1={plotBottom}
          y2={plotBottom}
          className={classes.axis}
        />
        <text
          x={(MARGIN.left + width - MARGIN.right) / 2}
          y={height - 4}
          textAnchor="middle"
          className={classes.axisTitle}
        >
          Frequency (Hz)
        </text>
        <text
          transform={`translate(12 ${(MARGIN.top + plotBottom) / 2}) rotate(-90)`}
          textAnchor="middle"
          className={classes.axisTitle}
        >
          Transmission loss (dB)
        </text>
        {contour ? <path d={path(contour.points, x, y)} className={classes.contour} /> : null}
        <path d={path(points, x, y)} className={classes.curve} />
        {points.map((point) => (
          <circle
            key={point.frequencyHz}
            cx={x(point.frequencyHz)}
            cy={y(point.levelDb)}
            r={3}
            className={classes.marker}
          />
        ))}
      </svg>
      <Group gap="lg" justify="center" component="figcaption" className={classes.legend}>
        <Group gap={6} wrap="nowrap">
          <span className={classes.swatchCurve} aria-hidden />
          <Text size="sm">{curveLabel}</Text>
        </Group>
        {contour ? (
          <Group gap={6} wrap="nowrap">
            <span className={classes.swatchContour} aria-hidden />
            <Text size="sm">{contour.label}</Text>
          </Group>
        ) : null}
      </Group>
    </figure>
  );
}
