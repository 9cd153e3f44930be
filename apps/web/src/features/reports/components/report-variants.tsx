import { Stack, Table, Text } from '@mantine/core';
import type { ReportVariant } from '@roomtone/contracts';
import classes from './report.module.css';

type ReportVariantsProps = { variants: ReportVariant[]; bands: number[] };

/** The variants side by side: RT per band of each, the change against the first under it, its model and verdict. */
export function ReportVariants({ variants, bands }: ReportVariantsProps) {
  const first = variants[0]?.name ?? 'the first';
  return (
    <Stack gap="xs">
      <Text size="sm">
        {`Each variant is the room with its own surfaces; the change is against ${first}, from the values as printed.`}
      </Text>
      <Table.ScrollContainer minWidth={560} type="native" className={classes.scroll}>
        <Table fz="sm" verticalSpacing={4} className={classes.table} data-testid="report-variants">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Variant (RT in s)</Table.Th>
              {bands.map((band) => (
                <Table.Th key={band} className={classes.number}>
                  {band} Hz
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {variants.map((variant, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a variant is its place in the list.
              <Table.Tr key={`${index}-${variant.name}`} className={classes.keep}>
                <Table.Th scope="row">
                  {variant.name}
                  <Text size="xs" c="dimmed" fw={400}>
                    {[variant.model, variant.verdict, variant.problem]
                      .filter((text) => text !== '')
                      .join(' · ')}
                  </Text>
                </Table.Th>
                {bands.map((band, bandIndex) => (
                  <Table.Td key={band} className={classes.number}>
                    {variant.values[bandIndex] ?? '—'}
                    {variant.changes[bandIndex] === undefined ? null : (
                      <Text size="xs" c="dimmed">
                        {variant.changes[bandIndex]}
                      </Text>
                    )}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
