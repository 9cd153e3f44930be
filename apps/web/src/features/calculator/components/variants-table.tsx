import { Paper, Table, Text, Title } from '@mantine/core';
import { formatRt, MODEL_METADATA } from '@roomtone/acoustics';
import { CALC_BANDS, rtChangeText } from '@roomtone/contracts';
import { memo } from 'react';
import type { VariantResult } from '../hooks/use-variant-results.ts';
import { variantStyleOf } from '../model/graph-overlays.ts';
import { BandHeaderCells } from './band-header-cells.tsx';
import classes from './results-table.module.css';
import { SeriesSwatch } from './series-swatch.tsx';

type VariantsTableProps = { variants: readonly VariantResult[]; active: number };

/**
 * Each variant's RT per band with its chosen model, and the change against the first variant
 * (differences of the values as shown, in s); the open variant is marked.
 */
export const VariantsTable = memo(function VariantsTable({ variants, active }: VariantsTableProps) {
  const first = variants[0];
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="variants-table-title">
      <Title order={2} size="h4" id="variants-table-title" mb="xs">
        Variants (RT in seconds)
      </Title>
      <Table.ScrollContainer minWidth={300} type="native">
        <Table className={classes.table} data-testid="variants-table" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Variant</Table.Th>
              <BandHeaderCells />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {variants.map((variant, index) => (
              <Table.Tr
                // biome-ignore lint/suspicious/noArrayIndexKey: a variant is its place in the list.
                key={`${index}-${variant.name}`}
                data-variant={index}
                aria-current={index === active ? 'true' : undefined}
              >
                <Table.Th scope="row" fw={index === active ? 700 : 500}>
                  <Text
                    size="xs"
                    fw="inherit"
                    component="span"
                    style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
                  >
                    <SeriesSwatch {...variantStyleOf(index)} />
                    {variant.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {variant.result === null
                      ? (variant.problem ?? 'No result')
                      : `${MODEL_METADATA[variant.model].label}${index === 0 ? '' : `, change against ${first?.name ?? 'the first'}`}`}
                  </Text>
                </Table.Th>
                {CALC_BANDS.map((band, bandIndex) => {
                  const value = variant.values[bandIndex] ?? null;
                  return (
                    <Table.Td key={band} className={classes.value}>
                      <div>{formatRt(value)}</div>
                      {index === 0 ? null : (
                        <Text size="xs" c="dimmed" data-testid="variant-change">
                          {rtChangeText(value, first?.values[bandIndex] ?? null)}
                        </Text>
                      )}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
});
