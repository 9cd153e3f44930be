import { Table, Text } from '@mantine/core';
import {
  formatAlpha,
  formatSabins,
  type NeubauerFace,
  type NeubauerGroup,
  type SurfaceResult,
} from '@roomtone/acoustics';
import { surfaceTitle } from '@roomtone/contracts';
import { Fragment } from 'react';
import { faceLabel, formatArea, formatTerm } from '../model/neubauer-texts.ts';
import { Subscripted } from './subscripted.tsx';

type Units = { area: string; sabins: string; term: string };

type NeubauerFacesTableProps = {
  walls: NeubauerGroup;
  ceilingFloor: NeubauerGroup;
  surfaces: SurfaceResult[];
  units: Units;
};

const GROUP_TITLE: Record<NeubauerGroup['group'], { name: string; symbol: string; faces: string }> = {
  walls: { name: 'Walls (sidewalls and front/rear)', symbol: 'w', faces: 'the four walls' },
  ceilingFloor: { name: 'Ceiling and floor', symbol: 'cf', faces: 'ceiling and floor' },
};

const COLUMNS = 5;

/** The surfaces whose absorption is on a face, with their sabins there. */
function faceSharesText(face: NeubauerFace, surfaces: SurfaceResult[], sabins: string): string {
  if (face.shares.length === 0) return 'No surface: perfectly reflective.';
  return face.shares
    .map(
      (share) =>
        `${surfaceTitle(share.surfaceIndex, surfaces[share.surfaceIndex]?.name)}: ${formatSabins(share.sabins)} ${sabins}${share.isSplit ? ' (half: on both faces)' : ''}`,
    )
    .join('; ');
}

function GroupRows({
  group,
  surfaces,
  units,
}: {
  group: NeubauerGroup;
  surfaces: SurfaceResult[];
  units: Units;
}) {
  const { name, symbol, faces } = GROUP_TITLE[group.group];
  return (
    <>
      <Table.Tr>
        <Table.Th colSpan={COLUMNS} scope="colgroup" bg="var(--mantine-color-default-hover)">
          <Subscripted
            text={`${name}: S_${symbol} = ${formatArea(group.area)} ${units.area}, A_${symbol} = ${formatSabins(group.sabins)} ${units.sabins}, ρ_${symbol} = 1 − A_${symbol}/S_${symbol} = ${formatAlpha(group.reflection)}`}
          />
        </Table.Th>
      </Table.Tr>
      {group.faces.map((face) => (
        <Fragment key={face.face}>
          <Table.Tr data-face={face.face}>
            <Table.Th scope="row" fw={500}>
              {faceLabel(face.face)}
            </Table.Th>
            <Table.Td ta="right" ff="monospace">
              {formatArea(face.area)}
            </Table.Td>
            <Table.Td ta="right" ff="monospace">
              {formatSabins(face.sabins)}
            </Table.Td>
            <Table.Td ta="right" ff="monospace">
              {formatAlpha(face.reflection)}
            </Table.Td>
            <Table.Td ta="right" ff="monospace">
              {formatTerm(face.term)}
            </Table.Td>
          </Table.Tr>
          <Table.Tr data-face-shares={face.face}>
            <Table.Td colSpan={COLUMNS} pt={0}>
              <Text size="xs" c="dimmed" pl="sm">
                {faceSharesText(face, surfaces, units.sabins)}
              </Text>
            </Table.Td>
          </Table.Tr>
        </Fragment>
      ))}
      <Table.Tr data-group-sum={group.group}>
        <Table.Th scope="row" colSpan={COLUMNS - 1} ta="right" fw={600}>
          <Subscripted text={`Σ_${symbol}, sum over ${faces}`} />
        </Table.Th>
        <Table.Td ta="right" ff="monospace" fw={600}>
          {formatTerm(group.termSum)}
        </Table.Td>
      </Table.Tr>
    </>
  );
}

/** Each face of the room with its area, absorption (and the surfaces on it), ρ and its term of eq. 20. */
export function NeubauerFacesTable({ walls, ceilingFloor, surfaces, units }: NeubauerFacesTableProps) {
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table verticalSpacing={2} horizontalSpacing={6} fz="xs" withTableBorder aria-label="Neubauer faces">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Face</Table.Th>
            <Table.Th ta="right">
              <Subscripted text={`S_i (${units.area})`} />
            </Table.Th>
            <Table.Th ta="right">
              <Subscripted text={`A_i (${units.sabins})`} />
            </Table.Th>
            <Table.Th ta="right">
              <Subscripted text="ρ_i = 1 − A_i/S_i" />
            </Table.Th>
            <Table.Th ta="right">
              <Subscripted text={`ρ_i(ρ_i − ρ_G)·S_i² (${units.term})`} />
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {[walls, ceilingFloor].map((group) => (
            <Fragment key={group.group}>
              <GroupRows group={group} surfaces={surfaces} units={units} />
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
