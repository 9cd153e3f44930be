import { Table } from '@mantine/core';
import { CALC_BANDS, type CalcDocument } from '@roomtone/contracts';
import { type Dispatch, memo } from 'react';
import type { CalcAction } from '../model/calc-actions.ts';
import { CalcNumberInput } from './calc-number-input.tsx';

type GoalShapeTableProps = { document: CalcDocument; dispatch: Dispatch<CalcAction> };

const ROWS = [
  { prefix: 'x', label: 'Multiplier', kind: 'goalMultiplier' },
  { prefix: 's', label: 'Upper bound (%)', kind: 'upperBound' },
  { prefix: 'l', label: 'Lower bound (%)', kind: 'lowerBound' },
] as const;

const SHAPE_FIELDS = ROWS.flatMap((row) => CALC_BANDS.map((band) => `${row.prefix}${band}` as const));

/** Per-band multipliers of the RT goal and its upper and lower bounds in percent. */
export const GoalShapeTable = memo(
  function GoalShapeTable({ document, dispatch }: GoalShapeTableProps) {
    return (
      // One row per band and one column per value, so the table fits a phone's width.
      <Table withTableBorder verticalSpacing={4} horizontalSpacing={4} fz="xs" layout="fixed">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={64}>Goal shape</Table.Th>
            {ROWS.map((row) => (
              <Table.Th key={row.prefix}>{row.label}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {CALC_BANDS.map((band) => (
            <Table.Tr key={band}>
              <Table.Th scope="row">{band} Hz</Table.Th>
              {ROWS.map((row) => (
                <Table.Td key={row.prefix}>
                  <CalcNumberInput
                    aria-label={`${row.label} at ${band} Hz`}
                    kind={row.kind}
                    value={document[`${row.prefix}${band}`]}
                    onCalcChange={(value) =>
                      dispatch({ type: 'setRoomField', field: `${row.prefix}${band}`, value })
                    }
                  />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    );
  },
  // Re-render only when one of the 18 shape values changes, not on every edit of the room.
  (previous, next) =>
    previous.dispatch === next.dispatch &&
    SHAPE_FIELDS.every((field) => previous.document[field] === next.document[field]),
);
