import { Group, UnstyledButton } from '@mantine/core';
import { MODEL_IDS, MODEL_METADATA } from '@roomtone/acoustics';
import { type Dispatch, memo } from 'react';
import type { CalcAction } from '../model/calc-actions.ts';
import type { GraphOverlay } from '../model/graph-overlays.ts';
import { isSeriesShown } from '../model/series.ts';
import classes from './graph-legend.module.css';
import { TOLERANCE_STYLE } from './graph-tolerance.tsx';
import { SERIES_STYLE } from './series-colors.ts';
import { SeriesSwatch } from './series-swatch.tsx';

type GraphLegendProps = {
  series: Record<string, boolean>;
  hasGoal: boolean;
  /** The tolerance band's name, when the graph draws one. */
  toleranceLabel?: string | null;
  overlays?: readonly GraphOverlay[];
  dispatch: Dispatch<CalcAction>;
};

/**
 * Every method with its colour and dash pattern (so it reads in greyscale), drawn or not: one click
 * draws or hides a series, as the results table's checkbox does. The goal band, the standard's
 * tolerance band and the extra curves (proposals, variants) close the list.
 */
export const GraphLegend = memo(function GraphLegend({
  series,
  hasGoal,
  toleranceLabel = null,
  overlays = [],
  dispatch,
}: GraphLegendProps) {
  return (
    <Group gap={4} mt="xs" role="group" aria-label="Graph legend" data-testid="rt-graph-legend">
      {MODEL_IDS.map((id) => {
        const isShown = isSeriesShown(series, id);
        const label = `${MODEL_METADATA[id].label}${MODEL_METADATA[id].experimental ? ' (experimental)' : ''}`;
        return (
          <UnstyledButton
            key={id}
            className={classes.item}
            data-shown={isShown}
            role="checkbox"
            aria-checked={isShown}
            aria-label={`${label} curve`}
            title={isShown ? `Hide ${label} on the graph` : `Draw ${label} on the graph`}
            onClick={() => dispatch({ type: 'toggleGuiFlag', group: 'series', id })}
          >
            <SeriesSwatch {...SERIES_STYLE[id]} />
            <span>{label}</span>
          </UnstyledButton>
        );
      })}
      {hasGoal ? (
        <span className={classes.item} data-shown="true">
          <svg width={22} height={10} aria-hidden="true" focusable="false">
            <rect x={1} y={1} width={20} height={8} fill="rgba(64, 192, 87, 0.15)" stroke="#2f9e44" />
            <line x1={1} x2={21} y1={5} y2={5} stroke="#2f9e44" strokeDasharray="4 4" />
          </svg>
          <span>RT goal</span>
        </span>
      ) : null}
      {toleranceLabel === null ? null : (
        <span className={classes.item} data-shown="true" data-testid="legend-tolerance">
          <svg width={22} height={10} aria-hidden="true" focusable="false">
            <rect
              x={1}
              y={1}
              width={20}
              height={8}
              fill={TOLERANCE_STYLE.fill}
              stroke={TOLERANCE_STYLE.edge}
            />
            <line x1={1} x2={21} y1={5} y2={5} stroke={TOLERANCE_STYLE.target} strokeDasharray="8 3 2 3" />
          </svg>
          <span>{`${toleranceLabel} tolerance`}</span>
        </span>
      )}
      {overlays.map((overlay) => (
        <span key={overlay.id} className={classes.item} data-shown="true" data-testid="legend-overlay">
          <SeriesSwatch color={overlay.color} dash={overlay.dash} width={26} />
          <span>{overlay.label}</span>
        </span>
      ))}
    </Group>
  );
});
