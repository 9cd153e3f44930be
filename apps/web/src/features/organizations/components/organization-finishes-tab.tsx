import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AlertList } from '../../../components/alert-list.tsx';
import { organizationQueries } from '../api/organization-queries.ts';
import { useFinishGrid } from '../hooks/use-finish-grid.ts';
import { FinishesGrid } from './finishes-grid.tsx';
import { NewFinishDialog } from './new-finish-dialog.tsx';

/** Finishes tab (plans pro or man): the organization's own finishes, edited in place. */
export function OrganizationFinishesTab() {
  const finishes = useQuery(organizationQueries.finishes());
  const grid = useFinishGrid(finishes.data ?? []);
  const [isAdding, setAdding] = useState(false);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Text size="sm" c="dimmed" maw={560}>
          Your finishes are offered to everyone in your organization when they add a surface. Edit a cell and
          leave it to save; paste rows copied from a spreadsheet (name, description, 125 to 4000 Hz) to update
          or add several at once.
        </Text>
        <Button onClick={() => setAdding(true)}>Add New Finish</Button>
      </Group>
      <AlertList messages={grid.alerts} onClose={grid.dismissAlert} />
      {finishes.isPending ? <Loader aria-label="Loading the finishes" /> : null}
      {finishes.isError ? (
        <Alert color="red" role="alert">
          {finishes.error.message}
        </Alert>
      ) : null}
      {finishes.data ? (
        <>
          <FinishesGrid finishes={finishes.data} grid={grid} />
          <Text size="xs" c="dimmed">
            {finishes.data.length === 0
              ? 'No finishes yet: type one into the shaded row, or use Add New Finish.'
              : `${finishes.data.length} ${finishes.data.length === 1 ? 'finish' : 'finishes'}. The shaded row adds a new one.`}
          </Text>
        </>
      ) : null}
      <NewFinishDialog opened={isAdding} onClose={() => setAdding(false)} />
    </Stack>
  );
}
