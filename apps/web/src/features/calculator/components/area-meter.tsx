import { Anchor, Group, Progress, Text } from '@mantine/core';
import type { CalcAxisName } from '@roomtone/contracts';
import { useContext } from 'react';
import { AreaBudgetContext, remainingAreaFor } from '../model/area-budget.ts';

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

/**
 * A group's covered area against the room's geometric area for it (amber when over), with
 * 'Fill the rest of this group'.
 */
export function AreaMeter({ axis, ownArea, unit, onFill }: AreaMeterProps) {
  const budget = useContext(AreaBudgetContext);
  if (budget === null) return null;
  const geometric = budget.geometric[axis];
  const covered = budget.covered[axis];
  const isOver = covered > geometric + 1e-9;
  const remaining = remainingAreaFor(budget, axis, ownArea);
  const percent = geometric > 0 ? Math.min(100, (covered / geometric) * 100) : 0;
  return (
    <div data-testid={`area-meter-${axis}`}>
      <Progress
        value={percent}
        size={4}
        color={isOver ? 'orange.6' : 'teal.7'}
        aria-label={`Covered area of the group: ${areaText(covered)} of ${areaText(geometric)} ${unit}`}
      />
      <Group gap={4} justify="space-between" wrap="wrap">
        <Text size="xs" c={isOver ? 'orange.9' : 'dimmed'} fw={isOver ? 600 : undefined}>
          {`${areaText(covered)} of ${areaText(geometric)} ${unit}${isOver ? ' (over)' : ''}`}
        </Text>
        {onFill !== undefined && !isOver && Math.abs(remaining - ownArea) > 1e-9 ? (
          <Anchor component="button" type="button" size="xs" onClick={() => onFill(remaining)}>
            Fill the rest of this group
          </Anchor>
        ) : null}
      </Group>
    </div>
  );
}
