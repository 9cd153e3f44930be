import {
  Alert,
  Button,
  Center,
  Container,
  Group,
  Loader,
  Pagination,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { LIMITS, type Partition } from '@roomtone/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { partitionQueries } from '../api/partition-queries.ts';
import { usePartitionView } from '../hooks/use-partition-view.ts';
import { PartitionDetail } from './partition-detail.tsx';
import { PartitionsFilters } from './partitions-filters.tsx';
import { PartitionsTable } from './partitions-table.tsx';

/**
 * `/public/partitions` (docs/product/screens.md#public): the public partitions database, paged and sorted by
 * the server, filtered by STC range and elements; the URL keeps the view so it can be shared. The
 * element list loads before the page shows.
 */
export function PartitionsPage() {
  const elements = useQuery(partitionQueries.elements());
  if (elements.isPending) {
    return (
      <Center py={120}>
        <Loader aria-label="Loading partitions" />
      </Center>
    );
  }
  if (elements.isError) {
    return (
      <Container size="lg" py="xl">
        <Alert color="red" variant="light" role="alert" title="The partitions could not be loaded">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{elements.error.message}</Text>
            <Button variant="default" size="xs" onClick={() => void elements.refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      </Container>
    );
  }
  return (
    <PartitionsBrowser
      elementNames={new Map(elements.data.map((element) => [element.code, element.description]))}
      elements={elements.data}
    />
  );
}

function PartitionsBrowser({
  elements,
  elementNames,
}: {
  elements: { code: string; description: string }[];
  elementNames: Map<string, string>;
}) {
  const { view, update } = usePartitionView();
  const list = useQuery(partitionQueries.list(view));
  const [opened, setOpened] = useState<Partition | null>(null);
  const result = list.data;
  const resetFilters = () =>
    update({ stcMin: LIMITS.stcSliderMin, stcMax: LIMITS.stcSliderMax, elements: [] });

  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>Partitions</Title>
          <Text c="dimmed" size="lg">
            Sound transmission loss and STC of walls, floors, doors and windows. Open a row for its curve
            against the STC reference contour.
          </Text>
        </Stack>
        <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
          <PartitionsFilters
            elements={elements}
            stcRange={[view.stcMin, view.stcMax]}
            selectedElements={view.elements}
            onStcRangeChange={([stcMin, stcMax]) => update({ stcMin, stcMax })}
            onElementsChange={(codes) => update({ elements: codes })}
            onReset={resetFilters}
          />
        </Paper>
        {list.isError ? (
          <Alert color="red" variant="light" role="alert" title="The partitions could not be loaded">
            {list.error.message}
          </Alert>
        ) : null}
        {list.isPending ? (
          <Center py="xl">
            <Loader aria-label="Loading partitions" />
          </Center>
        ) : null}
        {result && result.items.total === 0 ? (
          <Paper withBorder p="xl">
            <Stack align="center" gap="sm">
              <Text fw={600}>No partition matches these filters.</Text>
              <Text size="sm" c="dimmed">
                Widen the STC range or choose fewer elements.
              </Text>
              <Button variant="default" onClick={resetFilters}>
                Clear filters
              </Button>
            </Stack>
          </Paper>
        ) : null}
        {result && result.items.total > 0 ? (
          <Paper withBorder aria-busy={list.isFetching}>
            <PartitionsTable
              rows={result.data}
              sort={view.sort}
              onSort={(sort) => update({ sort })}
              onOpen={setOpened}
            />
            <Group justify="space-between" p="md" gap="sm">
              <Text size="sm" c="dimmed" role="status">
                {result.data.length > 0
                  ? `Showing ${result.items.begin}–${result.items.end} of ${result.items.total} partitions`
                  : `Page ${view.page} is past the last page (${result.pages.total}).`}
              </Text>
              <Pagination
                total={result.pages.total}
                value={Math.min(view.page, Math.max(1, result.pages.total))}
                onChange={(page) => update({ page })}
                size="sm"
                getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
                getControlProps={(control) => ({
                  'aria-label': `${control[0]?.toUpperCase()}${control.slice(1)} page`,
                })}
              />
            </Group>
          </Paper>
        ) : null}
        <Text size="xs" c="dimmed">
          Rows marked “Octave bands” come from a textbook table: octave-band values with the published STC, no
          laboratory, test number or date. Laboratory test data is loaded with third-octave values 50–6300 Hz.
        </Text>
      </Stack>
      <PartitionDetail partition={opened} elementNames={elementNames} onClose={() => setOpened(null)} />
    </Container>
  );
}
