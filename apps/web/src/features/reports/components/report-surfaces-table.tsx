import { Table, Text } from '@mantine/core';
import type { ReportSurfaces } from '@roomtone/contracts';
import classes from './report.module.css';

type ReportSurfacesTableProps = { surfaces: ReportSurfaces; bands: number[] };

/**
 * Each active surface with its finish and source, its quantity per group and in total, its
 * coefficients (2 decimals) and sabins (0 decimals) per band and its NRC; the totals per band.
 * A surface's two lines form one body, which printing keeps on one page.
 */
export function ReportSurfacesTable({ surfaces, bands }: ReportSurfacesTableProps) {
  const bandCells = (values: string[], bold = false) =>
    values.map((value, index) => (
      <Table.Td key={bands[index]} className={classes.number} fw={bold ? 700 : undefined}>
        {value}
      </Table.Td>
    ));
  return (
    <Table.ScrollContainer minWidth={720} type="native" className={classes.scroll}>
      <Table
        fz="xs"
        verticalSpacing={3}
        horizontalSpacing={6}
        className={classes.table}
        data-testid="report-surfaces"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th rowSpan={2}>#</Table.Th>
            <Table.Th rowSpan={2}>Surface, finish and source</Table.Th>
            <Table.Th rowSpan={2}>Quantity ({surfaces.areaUnit})</Table.Th>
            <Table.Th rowSpan={2} />
            <Table.Th colSpan={bands.length} ta="center">
              Octave band (Hz)
            </Table.Th>
            <Table.Th rowSpan={2} className={classes.number}>
              NRC
            </Table.Th>
          </Table.Tr>
          <Table.Tr>
            {bands.map((band) => (
              <Table.Th key={band} className={classes.number}>
                {band}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        {surfaces.rows.length === 0 ? (
          <Table.Tbody>
            <Table.Tr>
              <Table.Td colSpan={bands.length + 5}>
                <Text size="sm" c="dimmed">
                  No active surface.
                </Text>
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        ) : null}
        {surfaces.rows.map((surface) => (
          <Table.Tbody key={surface.number} className={classes.keep} data-surface={surface.number}>
            <Table.Tr className={classes.surfaceFirst}>
              <Table.Td rowSpan={2} valign="top">
                {surface.number}
              </Table.Td>
              <Table.Td rowSpan={2} valign="top" className={classes.surfaceName}>
                <Text fw={700} size="xs">
                  {surface.name}
                </Text>
                {surface.finish === '' ? null : <Text size="xs">{surface.finish}</Text>}
                <Text size="xs" c="dimmed">
                  {surface.source}
                </Text>
              </Table.Td>
              <Table.Td rowSpan={2} valign="top">
                <Text size="xs">{surface.quantityTotal}</Text>
                <Text size="xs" c="dimmed">
                  {surface.quantityByGroup}
                </Text>
              </Table.Td>
              <Table.Td c="dimmed">α</Table.Td>
              {bandCells(surface.coefficients)}
              <Table.Td className={classes.number}>{surface.nrc}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Td c="dimmed" className={classes.nowrap}>
                {surfaces.sabinsUnit}
              </Table.Td>
              {bandCells(surface.sabins)}
              <Table.Td />
            </Table.Tr>
          </Table.Tbody>
        ))}
        <Table.Tbody className={`${classes.keep} ${classes.totals}`}>
          {surfaces.totals.map((row, index) => {
            const isTotal = row.label === 'Total absorption' || (surfaces.totals.length === 2 && index === 0);
            return (
              <Table.Tr key={row.label}>
                <Table.Td />
                <Table.Td fw={isTotal ? 700 : undefined}>{row.label}</Table.Td>
                <Table.Td>{index === 0 ? `${surfaces.totalArea} entered` : null}</Table.Td>
                <Table.Td />
                {bandCells(row.values, isTotal)}
                <Table.Td />
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
