import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import type { RaytraceResults } from '@roomtone/contracts';
import { bandLabel, secondsText } from '../model/format.ts';
import { bandColor } from './band-colors.ts';

const HEIGHT = 280;
const PAD = { left: 48, right: 12, top: 12, bottom: 40 };
const FLOOR_DB = -60;

type DecayCurvesProps = {
  results: RaytraceResults;
  band: number;
  onBandChange: (band: number) => void;
};

function timeTicks(maxSeconds: number): number[] {
  const steps = [0.05, 0.1, 0.2, 0.25, 0.5, 1, 2, 5];
  const step = steps.find((value) => maxSeconds / value <= 6) ?? 10;
  const ticks: number[] = [];
  for (let tick = 0; tick <= maxSeconds + 1e-9; tick += step) ticks.push(Math.round(tick * 1000) / 1000);
  return ticks;
}

/**
 * Schroeder decay curves of the six bands, level in dB against time: the chosen band drawn strong
 * with its T30 range (−5 to −35 dB) shaded and its fitted line dashed, and the EDT range marked.
 */
export function DecayCurves({ results, band, onBandChange }: DecayCurvesProps) {
  const { ref, width } = useElementSize();
  const chosen = results.bands[band];
  const curves = results.decayCurves;
  let lastSeconds = 0.1;
  for (const curve of curves) {
    const index = curve.levelsDb.findIndex((level) => level < FLOOR_DB);
    const points = index < 0 ? curve.levelsDb.length : index + 1;
    lastSeconds = Math.max(lastSeconds, (points - 1) * curve.stepSeconds);
  }
  const plotWidth = Math.max(width - PAD.left - PAD.right, 10);
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const x = (seconds: number) => PAD.left + (Math.min(seconds, lastSeconds) / lastSeconds) * plotWidth;
  const y = (level: number) => PAD.top + (Math.max(level, FLOOR_DB) / FLOOR_DB) * plotHeight;
  const pathOf = (levels: number[], step: number) =>
    levels
      .filter((_, index) => index * step <= lastSeconds)
      .map((level, index) => `${index === 0 ? 'M' : 'L'}${x(index * step).toFixed(1)},${y(level).toFixed(1)}`)
      .join('');
  const t30 = chosen?.fits.t30 ?? null;
  const edt = chosen?.fits.edt ?? null;
  const fittedSlope = chosen?.t30Seconds ? -60 / chosen.t30Seconds : null;
  const chosenCurve = curves[band];
  const levelAt = (seconds: number) => {
    if (!chosenCurve) return 0;
    const index = Math.round(seconds / chosenCurve.stepSeconds);
    return chosenCurve.levelsDb[Math.min(index, chosenCurve.levelsDb.length - 1)] ?? 0;
  };
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <SegmentedControl
          size="xs"
          aria-label="Band of the decay curve"
          value={String(band)}
          onChange={(value) => onBandChange(Number(value))}
          data={results.bands.map((entry, index) => ({
            value: String(index),
            label: bandLabel(entry.frequencyHz),
          }))}
        />
        <Text size="sm" c="dimmed">
          T30 {secondsText(chosen?.t30Seconds)} · EDT {secondsText(chosen?.edtSeconds)}
        </Text>
      </Group>
      <div ref={ref} style={{ width: '100%' }}>
        {width > 0 ? (
          <svg
            width={width}
            height={HEIGHT}
            role="img"
            aria-label={`Decay curves, level in dB against time; ${bandLabel(chosen?.frequencyHz ?? 0)} shown with its fitted T30 range`}
          >
            {[0, -10, -20, -30, -40, -50, -60].map((level) => (
              <g key={level}>
                <line x1={PAD.left} x2={PAD.left + plotWidth} y1={y(level)} y2={y(level)} stroke="#e9ecef" />
                <text x={PAD.left - 6} y={y(level) + 4} fontSize={11} textAnchor="end" fill="#495057">
                  {level}
                </text>
              </g>
            ))}
            {timeTicks(lastSeconds).map((tick) => (
              <text
                key={tick}
                x={x(tick)}
                y={PAD.top + plotHeight + 16}
                fontSize={11}
                textAnchor="middle"
                fill="#495057"
              >
                {tick}
              </text>
            ))}
            <text
              x={PAD.left + plotWidth / 2}
              y={HEIGHT - 4}
              fontSize={12}
              textAnchor="middle"
              fill="#495057"
            >
              Time after the emission (s)
            </text>
            <text
              x={12}
              y={PAD.top + plotHeight / 2}
              fontSize={12}
              textAnchor="middle"
              fill="#495057"
              transform={`rotate(-90 12 ${PAD.top + plotHeight / 2})`}
            >
              Level (dB)
            </text>
            {t30 ? (
              <rect
                x={x(t30.startSeconds)}
                width={Math.max(x(t30.endSeconds) - x(t30.startSeconds), 1)}
                y={PAD.top}
                height={plotHeight}
                fill={bandColor(band)}
                opacity={0.08}
              >
                <title>T30 range: −5 to −35 dB</title>
              </rect>
            ) : null}
            {edt ? (
              <line
                x1={x(edt.endSeconds)}
                x2={x(edt.endSeconds)}
                y1={PAD.top}
                y2={PAD.top + plotHeight}
                stroke={bandColor(band)}
                strokeDasharray="2 4"
              >
                <title>End of the EDT range (−10 dB)</title>
              </line>
            ) : null}
            {curves.map((curve, index) =>
              index === band ? null : (
                <path
                  key={curve.frequencyHz}
                  d={pathOf(curve.levelsDb, curve.stepSeconds)}
                  fill="none"
                  stroke={bandColor(index)}
                  strokeWidth={1}
                  opacity={0.35}
                />
              ),
            )}
            {chosenCurve ? (
              <path
                d={pathOf(chosenCurve.levelsDb, chosenCurve.stepSeconds)}
                fill="none"
                stroke={bandColor(band)}
                strokeWidth={2.5}
              />
            ) : null}
            {t30 && fittedSlope !== null ? (
              <line
                x1={x(t30.startSeconds)}
                y1={y(
                  levelAt((t30.startSeconds + t30.endSeconds) / 2) +
                    (fittedSlope * (t30.startSeconds - t30.endSeconds)) / 2,
                )}
                x2={x(t30.endSeconds)}
                y2={y(
                  levelAt((t30.startSeconds + t30.endSeconds) / 2) +
                    (fittedSlope * (t30.endSeconds - t30.startSeconds)) / 2,
                )}
                stroke="#212529"
                strokeWidth={1.5}
                strokeDasharray="6 4"
              >
                <title>Fitted T30 line</title>
              </line>
            ) : null}
          </svg>
        ) : null}
      </div>
      <Group gap="md" wrap="wrap">
        {results.bands.map((entry, index) => (
          <Group key={entry.frequencyHz} gap={6} wrap="nowrap">
            <span
              style={{ width: 14, height: 3, background: bandColor(index), display: 'inline-block' }}
              aria-hidden
            />
            <Text size="xs">{bandLabel(entry.frequencyHz)}</Text>
          </Group>
        ))}
        <Text size="xs" c="dimmed">
          Shaded: the T30 range (−5 to −35 dB); dashed: the fitted line and the end of the EDT range.
        </Text>
      </Group>
    </Stack>
  );
}
