import { Table } from '@mantine/core';
import { CALC_BANDS, type CalcDocument } from '@roomtone/contracts';
import { type Dispatch, memo } from 'react';
import type { CalcAction } from '../model/calc-actions.ts';
import { CalcNumberInput } from './calc-number-input.tsx';

type GoalShapeTableProps = { document: CalcDocument; dispatch: Dispatch<CalcAction> };

const ROWS = [
  { prefix: 'x', label: 'Multiplier' },
  { prefix: 's', label: 'Upper bound (%)' },
  { prefix: 'l', label: 'Lower bound (%)' },
] as const;

const SHAPE_FIELDS = ROWS.flatMap((row) => CALC_BANDS.map((band) => `${row.prefix}${band}` as const));

/** Per-band multipliers of the RT goal and its upper and lower bounds in percent. */
export const GoalShapeTable = memo(
  function GoalShapeTable({ document, dispatch }: GoalShapeTableProps) {
    return (
      <Table.ScrollContainer minWidth={420}>
        <Table withTableBorder verticalSpacing={4} horizontalSpacing={4} fz="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Goal shape</Table.Th>
              {CALC_BANDS.map((band) => (
                <Table.Th key={band}>{band} Hz</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {ROWS.map((row) => (
              <Table.Tr key={row.prefix}>
                <Table.Th scope="row">{row.label}</Table.Th>
                {CALC_BANDS.map((band) => (
                  <Table.Td key={band}>
                    <CalcNumberInput
                      aria-label={`${row.label} at ${band} Hz`}
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
      </Table.ScrollContainer>
    );
  },
  // Re-render only when one of the 18 shape values changes, not on every edit of the room.
  (previous, next) =>
    previous.dispatch === next.dispatch &&
    SHAPE_FIELDS.every((field) => previous.document[field] === next.document[field]),
);
