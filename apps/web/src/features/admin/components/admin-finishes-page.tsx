import { Badge, Button, Group, Select, Table, Text, TextInput } from '@mantine/core';
import { type AdminFinish, type AdminFinishState, FINISH_BANDS } from '@roomtone/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AlertList } from '../../../components/alert-list.tsx';
import { api } from '../../../lib/api-client.ts';
import { adminQueries } from '../api/admin-queries.ts';
import { AdminPage, QueryState } from './admin-page.tsx';
import { AdminPagedTable, countText } from './admin-paged-table.tsx';
import { FinishEditDialog } from './finish-edit-dialog.tsx';
import { FinishRetireDialog } from './finish-retire-dialog.tsx';
import { useAdminAction } from './use-admin-action.ts';
import { useListParams } from './use-list-params.ts';

const DEFAULTS = { q: '', state: 'all', page: '1' };

const STATE_OPTIONS: { value: AdminFinishState; label: string }[] = [
  { value: 'all', label: 'All finishes' },
  { value: 'in-use', label: 'In use' },
  { value: 'retired', label: 'Retired' },
];

/**
 * `/admin/finishes`: the global finishes library, searched, filtered (in use, retired) and paged,
 * each edited in place, retired or restored; new ones added.
 */
export function AdminFinishesPage() {
  const { params, update, searchText, setSearchText } = useListParams(DEFAULTS);
  const list = useQuery(adminQueries.finishes(params));
  // The finish being edited, 'new' while one is added, or null.
  const [editing, setEditing] = useState<AdminFinish | 'new' | null>(null);
  const [retiring, setRetiring] = useState<AdminFinish | null>(null);
  const [restoringId, setRestoringId] = useState<string | null>(null);
  const restore = useAdminAction(
    (finish: AdminFinish) => api.delete(`/api/admin/finishes/${finish.id}/retire`),
    'Finish restored',
  );
  return (
    <AdminPage
      title="Global finishes"
      actions={<Button onClick={() => setEditing('new')}>Add finish</Button>}
    >
      <Group gap="sm" wrap="wrap" align="flex-end">
        <TextInput
          label="Search"
          placeholder="Name, keyword or manufacturer"
          value={searchText}
          onChange={(event) => setSearchText(event.currentTarget.value)}
          style={{ flex: '1 1 240px' }}
          maw={420}
        />
        <Select
          label="Show"
          data={STATE_OPTIONS}
          value={params.state}
          onChange={(value) => update({ state: value ?? 'all' })}
          allowDeselect={false}
          w={180}
        />
      </Group>
      <AlertList messages={restore.errors} onClose={restore.clear} />
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
                  <Group gap={6} wrap="nowrap" align="baseline">
                    <Text size="sm" fw={500} c={finish.retiredOn === null ? undefined : 'dimmed'}>
                      {finish.finishName}
                    </Text>
                    {finish.retiredOn === null ? null : (
                      <Badge color="gray" variant="light" size="sm" style={{ flexShrink: 0 }}>
                        Retired
                      </Badge>
                    )}
                  </Group>
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
                  <Group gap={4} wrap="nowrap" justify="flex-end">
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      onClick={() => setEditing(finish)}
                      aria-label={`Edit ${finish.finishName}`}
                    >
                      Edit
                    </Button>
                    {finish.retiredOn === null ? (
                      <Button
                        variant="subtle"
                        color="red"
                        size="compact-sm"
                        onClick={() => setRetiring(finish)}
                        aria-label={`Retire ${finish.finishName}`}
                      >
                        Retire
                      </Button>
                    ) : (
                      <Button
                        variant="subtle"
                        size="compact-sm"
                        loading={restore.isPending && restoringId === finish.id}
                        onClick={() => {
                          setRestoringId(finish.id);
                          void restore.execute(finish);
                        }}
                        aria-label={`Restore ${finish.finishName}`}
                      >
                        Restore
                      </Button>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </AdminPagedTable>
        )}
      </QueryState>
      {editing ? (
        <FinishEditDialog finish={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      <FinishRetireDialog finish={retiring} onClose={() => setRetiring(null)} />
    </AdminPage>
  );
}
