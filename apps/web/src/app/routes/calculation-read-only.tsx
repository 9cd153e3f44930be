import { Grid, List, Paper, Text, Title } from '@mantine/core';
import { CALC_BANDS, type SharedCalculationView } from '@roomtone/contracts';
import { ReportFacts } from '../../features/reports/components/report-facts.tsx';
import { ReportSurfacesTable } from '../../features/reports/components/report-surfaces-table.tsx';
import { SharedResultsTable } from '../../features/sharing/components/shared-results-table.tsx';
import { SharedRtGraph } from '../../features/sharing/components/shared-rt-graph.tsx';

const BANDS = [...CALC_BANDS];

/**
 * A calculation shown read-only from the server engine's view of it: the room, the graph, every
 * model's RT by band, the surfaces and the warnings. Used by the shared page and by an inquiry.
 */
export function CalculationReadOnly({ view }: { view: SharedCalculationView }) {
  return (
    <>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder p="md">
            <ReportFacts columns={[{ title: 'Room', facts: view.facts }]} />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <SharedRtGraph chart={view.chart} />
        </Grid.Col>
      </Grid>
      <SharedResultsTable view={view} bands={BANDS} />
      <Paper withBorder p="md" component="section" aria-labelledby="shared-surfaces-title">
        <Title order={2} size="h4" id="shared-surfaces-title" mb="xs">
          Surfaces
        </Title>
        {view.surfaces.rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            This calculation has no active surface.
          </Text>
        ) : (
          <ReportSurfacesTable surfaces={view.surfaces} bands={BANDS} />
        )}
      </Paper>
      <Paper withBorder p="md" component="section" aria-labelledby="shared-warnings-title">
        <Title order={2} size="h4" id="shared-warnings-title" mb="xs">
          Warnings
        </Title>
        {view.warnings.length === 0 ? (
          <Text size="sm" c="dimmed">
            No warning applies to this calculation.
          </Text>
        ) : (
          <List size="sm" spacing={4}>
            {view.warnings.map((warning) => (
              <List.Item key={warning.message}>
                <Text size="sm">{warning.message}</Text>
                {warning.details.map((detail) => (
                  <Text key={detail} size="xs" c="dimmed">
                    – {detail}
                  </Text>
                ))}
              </List.Item>
            ))}
          </List>
        )}
      </Paper>
    </>
  );
}
