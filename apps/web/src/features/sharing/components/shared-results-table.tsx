import { Badge, Group, Paper, Table, Text, Title } from '@mantine/core';
import type { SharedCalculationView } from '@roomtone/contracts';
import { SHARED_SERIES_COLORS } from './shared-series-colors.ts';

type SharedResultsTableProps = { view: SharedCalculationView; bands: number[] };

/** RT in seconds per octave band for every model, as the server's engine computed them. */
export function SharedResultsTable({ view, bands }: SharedResultsTableProps) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="shared-results-title">
      <Title order={2} size="h4" id="shared-results-title" mb="xs">
        Results (RT in seconds)
      </Title>
      <Table.ScrollContainer minWidth={680} type="native">
        <Table striped verticalSpacing={4} fz="sm" data-testid="shared-results">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Method</Table.Th>
              {bands.map((band) => (
                <Table.Th key={band} ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {band} Hz
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {view.models.map((row, index) => (
              <Table.Tr key={row.id}>
                <Table.Th scope="row" fw={500} style={{ whiteSpace: 'nowrap' }}>
                  <Group gap={6} wrap="nowrap">
                    <Text
                      span
                      w={14}
                      h={3}
                      bg={SHARED_SERIES_COLORS[index % SHARED_SERIES_COLORS.length]}
                      aria-hidden
                    />
                    <Text span size="sm" fw={500}>
                      {row.label}
                    </Text>
                    {row.isExperimental ? (
                      <Badge size="xs" variant="filled" color="orange.4" autoContrast>
                        experimental
                      </Badge>
                    ) : null}
                    {view.autoModel === row.label ? (
                      <Badge size="xs" variant="filled" color="teal.9">
                        auto
                      </Badge>
                    ) : null}
                  </Group>
                </Table.Th>
                {row.values.map((value, band) => (
                  <Table.Td key={bands[band]} ta="right" ff="monospace">
                    {value}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
