import { Anchor } from '@mantine/core';
import type { CalcAxisName } from '@roomtone/contracts';
import { memo, useContext } from 'react';
import { AreaBudgetContext, remainingAreaFor } from '../model/area-budget.ts';
import classes from './area-meter.module.css';

type AreaMeterProps = {
  axis: CalcAxisName;
  /** This surface's own area in the group (counted in `covered`). */
  ownArea: number;
  unit: string;
  /** Sets this surface's area of the group to what is left; absent where the area is computed from panels. */
  onFill?: (area: number) => void;
};

function areaText(value: number): string {
  return String(Number(value.toFixed(1)));
}

type AreaMeterViewProps = {
  axis: CalcAxisName;
  geometric: number;
  covered: number;
  /** What 'Fill the rest of this group' sets, or `null` when it is not offered. */
  fillTo: number | null;
  unit: string;
  onFill?: (area: number) => void;
};

/**
 * The meter itself, rendered again only when one of its numbers changes: a height change moves
 * the wall groups' meters, not the floor and ceiling's.
 */
const AreaMeterView = memo(function AreaMeterView({
  axis,
  geometric,
  covered,
  fillTo,
  unit,
  onFill,
}: AreaMeterViewProps) {
  const isOver = covered > geometric + 1e-9;
  const percent = geometric > 0 ? Math.min(100, (covered / geometric) * 100) : 0;
  const text = `${areaText(covered)} of ${areaText(geometric)} ${unit}`;
  return (
    <div data-testid={`area-meter-${axis}`}>
      <div
        className={classes.track}
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(percent)}
        aria-label={`Covered area of the group: ${text}`}
      >
        <div className={classes.fill} data-over={isOver || undefined} style={{ width: `${percent}%` }} />
      </div>
      <div className={classes.line}>
        <p className={classes.text} data-over={isOver || undefined}>
          {`${text}${isOver ? ' (over)' : ''}`}
        </p>
        {onFill !== undefined && fillTo !== null ? (
          <Anchor component="button" type="button" size="xs" onClick={() => onFill(fillTo)}>
            Fill the rest of this group
          </Anchor>
        ) : null}
      </div>
    </div>
  );
});

/**
 * A group's covered area against the room's geometric area for it (amber when over), with
 * 'Fill the rest of this group'.
 */
export function AreaMeter({ axis, ownArea, unit, onFill }: AreaMeterProps) {
  const budget = useContext(AreaBudgetContext);
  if (budget === null) return null;
  const geometric = budget.geometric[axis];
  const covered = budget.covered[axis];
  const remaining = remainingAreaFor(budget, axis, ownArea);
  const canFill = onFill !== undefined && covered <= geometric + 1e-9 && Math.abs(remaining - ownArea) > 1e-9;
  return (
    <AreaMeterView
      axis={axis}
      geometric={geometric}
      covered={covered}
      fillTo={canFill ? remaining : null}
      unit={unit}
      onFill={onFill}
    />
  );
}
