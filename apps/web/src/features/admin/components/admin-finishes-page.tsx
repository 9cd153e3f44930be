import { Button, Table, Text, TextInput } from '@mantine/core';
import { FINISH_BANDS, type Finish } from '@roomtone/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { adminQueries } from '../api/admin-queries.ts';
import { AdminPage, QueryState } from './admin-page.tsx';
import { AdminPagedTable, countText } from './admin-paged-table.tsx';
import { FinishEditDialog } from './finish-edit-dialog.tsx';
import { useListParams } from './use-list-params.ts';

const DEFAULTS = { q: '', page: '1' };

/** `/admin/finishes`: the global finishes library, searched and paged, each edited in place; new ones added. */
export function AdminFinishesPage() {
  const { params, update, searchText, setSearchText } = useListParams(DEFAULTS);
  const list = useQuery(adminQueries.finishes(params));
  // The finish being edited, 'new' while one is added, or null.
  const [editing, setEditing] = useState<Finish | 'new' | null>(null);
  return (
    <AdminPage
      title="Global finishes"
      actions={<Button onClick={() => setEditing('new')}>Add finish</Button>}
    >
      <TextInput
        label="Search"
        placeholder="Name, keyword or manufacturer"
        value={searchText}
        onChange={(event) => setSearchText(event.currentTarget.value)}
        maw={420}
      />
      <QueryState query={list} what="finishes">
        {(data) => (
          <AdminPagedTable
            paging={data.paging}
            count={`${countText(data.paging.total, 'finish', 'finishes')}; absorption by octave band`}
            empty="No global finish matches."
            minWidth={860}
            isDense
            head={
              <Table.Tr>
                <Table.Th>Finish</Table.Th>
                <Table.Th>Category</Table.Th>
                {FINISH_BANDS.map((band) => (
                  <Table.Th key={band} ta="right">
                    {band.slice(1)} Hz
                  </Table.Th>
                ))}
                <Table.Th ta="right">NRC</Table.Th>
                <Table.Th />
              </Table.Tr>
            }
            onPage={(page) => update({ page: String(page) })}
          >
            {data.finishes.map((finish) => (
              <Table.Tr key={finish.id}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {finish.finishName}
                  </Text>
                  <Text size="xs" c="dimmed" lineClamp={1}>
                    {finish.description}
                  </Text>
                </Table.Td>
                <Table.Td>{finish.categoryName ?? '—'}</Table.Td>
                {FINISH_BANDS.map((band) => (
                  <Table.Td key={band} ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {finish[band].toFixed(2)}
                  </Table.Td>
                ))}
                <Table.Td ta="right">{finish.nrc === null ? '—' : finish.nrc.toFixed(2)}</Table.Td>
                <Table.Td>
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    onClick={() => setEditing(finish)}
                    aria-label={`Edit ${finish.finishName}`}
                  >
                    Edit
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </AdminPagedTable>
        )}
      </QueryState>
      {editing ? (
        <FinishEditDialog finish={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </AdminPage>
  );
}
