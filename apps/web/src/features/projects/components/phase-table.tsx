import { Anchor, Stack, Table, Text, TextInput } from '@mantine/core';
import type { Phase } from '@roomtone/contracts';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { SortableHeader } from '../../../components/sortable-header.tsx';
import { paths } from '../../../lib/config/paths.ts';
import { formatBudget, formatDay } from './phase-dates.ts';

type PhaseSort = 'name' | '-name' | 'budget' | '-budget' | 'from' | '-from' | 'to' | '-to';

function compare(a: Phase, b: Phase, sort: PhaseSort): number {
  const column = sort.replace('-', '') as 'name' | 'budget' | 'from' | 'to';
  const key = column === 'budget' ? 'budgetCents' : column;
  const direction = sort.startsWith('-') ? -1 : 1;
  const left = a[key];
  const right = b[key];
  // Undated phases sort last in either direction.
  if (left === null || right === null) return left === right ? 0 : left === null ? 1 : -1;
  if (typeof left === 'number' && typeof right === 'number') return (left - right) * direction;
  return String(left).localeCompare(String(right)) * direction;
}

/** The phase table of the Phases tab: searchable by name, sortable by every column. */
export function PhaseTable({
  projectId,
  phases,
  currency,
}: {
  projectId: string;
  phases: Phase[];
  /** The organization's currency, which the budgets are in. */
  currency: string;
}) {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<PhaseSort>('from');
  const rows = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return phases
      .filter((phase) => phase.name.toLowerCase().includes(needle))
      .sort((a, b) => compare(a, b, sort));
  }, [phases, search, sort]);
  const handleSort = (value: string) => setSort(value as PhaseSort);

  return (
    <Stack gap="sm">
      <TextInput
        label="Search phases"
        placeholder="Phase name"
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maw={360}
      />
      <Table.ScrollContainer minWidth={520}>
        <Table striped highlightOnHover verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <SortableHeader column="name" sort={sort} onSort={handleSort}>
                Phase
              </SortableHeader>
              <SortableHeader column="budget" sort={sort} onSort={handleSort} width={140} align="right">
                Budget
              </SortableHeader>
              <SortableHeader column="from" sort={sort} onSort={handleSort} width={120}>
                From
              </SortableHeader>
              <SortableHeader column="to" sort={sort} onSort={handleSort} width={120}>
                To
              </SortableHeader>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((phase) => (
              <Table.Tr key={phase._id}>
                <Table.Td>
                  <Anchor component={Link} to={paths.phase(projectId, phase._id)} fw={500}>
                    {phase.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" ta="right" ff="monospace">
                    {formatBudget(phase.budgetCents, currency)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{formatDay(phase.from)}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{formatDay(phase.to)}</Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm" ta="center" py="md">
          {search ? 'No phase matches your search.' : 'No phases yet.'}
        </Text>
      ) : null}
    </Stack>
  );
}
