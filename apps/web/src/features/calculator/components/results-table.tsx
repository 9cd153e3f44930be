import { Badge, Box, Card, Checkbox, Group, Table, Text, Title } from '@mantine/core';
import { formatRt, MODEL_IDS, MODEL_METADATA, type RoomResult } from '@roomtone/acoustics';
import { CALC_BANDS } from '@roomtone/contracts';
import type { Dispatch } from 'react';
import type { CalcAction } from '../model/calc-actions.ts';
import { NULL_REASON_TEXT } from '../model/model-texts.ts';
import { SERIES_STYLE } from './series-colors.ts';

type ResultsTableProps = {
  result: RoomResult | null;
  series: Record<string, boolean>;
  dispatch: Dispatch<CalcAction>;
  problem: string | null;
};

/** One row per method, RT per band with one decimal, and a checkbox that shows its graph series. */
export function ResultsTable({ result, series, dispatch, problem }: ResultsTableProps) {
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="results-title">
      <Title order={2} size="h4" id="results-title" mb="xs">
        Results (RT in seconds)
      </Title>
      {problem === null ? null : (
        <Text size="sm" c="dimmed" mb="xs" data-testid="results-problem">
          {problem}
        </Text>
      )}
      <Table.ScrollContainer minWidth={560}>
        <Table striped highlightOnHover data-testid="results-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Method</Table.Th>
              {CALC_BANDS.map((band) => (
                <Table.Th key={band} ta="right">
                  {band} Hz
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {MODEL_IDS.map((id) => {
              const metadata = MODEL_METADATA[id];
              return (
                <Table.Tr key={id} data-model={id}>
                  <Table.Th scope="row" fw={500}>
                    <Group gap={6} wrap="wrap">
                      <Checkbox
                        size="xs"
                        aria-label={`Show ${metadata.label} on the graph`}
                        checked={series[id] ?? true}
                        onChange={() => dispatch({ type: 'toggleGuiFlag', group: 'series', id })}
                      />
                      <Box w={14} h={3} bg={SERIES_STYLE[id].color} aria-hidden />
                      <Text size="sm" fw={500}>
                        {metadata.label}
                      </Text>
                      {metadata.experimental ? (
                        <Badge size="xs" variant="filled" color="orange.4" autoContrast>
                          experimental
                        </Badge>
                      ) : null}
                      {result?.autoModel === id ? (
                        <Badge size="xs" variant="filled" color="teal.9">
                          auto
                        </Badge>
                      ) : null}
                    </Group>
                  </Table.Th>
                  {CALC_BANDS.map((band, index) => {
                    const value = result?.rt[id][index];
                    return (
                      <Table.Td
                        key={band}
                        ta="right"
                        ff="monospace"
                        title={value?.reason ? NULL_REASON_TEXT[value.reason] : undefined}
                      >
                        {formatRt(value?.value ?? null)}
                      </Table.Td>
                    );
                  })}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
