import { Button, Group, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { api } from '../../../lib/api-client.ts';
import { adminQueries } from '../api/admin-queries.ts';
import { AdminPage, QueryState } from './admin-page.tsx';
import { ReferenceDialog, type ReferenceValues } from './reference-dialog.tsx';
import { useAdminAction } from './use-admin-action.ts';

type Row = ReferenceValues & { id: string; count: number };

const TEXT = {
  status: {
    title: 'Acoustic-model statuses',
    add: 'New status',
    counted: 'Models',
    empty: 'No status yet. Acoustic models show their status by name.',
    deleteNote: 'Only a status no model has can be deleted.',
    url: '/api/admin/statuses',
  },
  category: {
    title: 'Finish categories',
    add: 'New category',
    counted: 'Finishes',
    empty: 'No category yet.',
    deleteNote: 'Its finishes stay in the library, without a category.',
    url: '/api/admin/categories',
  },
} as const;

function useRows(kind: 'status' | 'category') {
  const statuses = useQuery({ ...adminQueries.statuses(), enabled: kind === 'status' });
  const categories = useQuery({ ...adminQueries.categories(), enabled: kind === 'category' });
  if (kind === 'status') {
    return {
      ...statuses,
      data: statuses.data?.map((row): Row => ({ ...row, isPublic: false, count: row.modelCount })),
    };
  }
  return { ...categories, data: categories.data?.map((row): Row => ({ ...row, count: row.finishCount })) };
}

/** `/admin/statuses` and `/admin/categories`: name, order (and public flag), added, edited and deleted in place. */
export function ReferenceListPage({ kind }: { kind: 'status' | 'category' }) {
  const text = TEXT[kind];
  const rows = useRows(kind);
  const [editing, setEditing] = useState<ReferenceValues | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const remove = useAdminAction((id: string) => api.delete(`${text.url}/${id}`), 'Deleted');
  return (
    <AdminPage
      title={text.title}
      actions={
        <Button onClick={() => setEditing({ name: '', sortOrder: 0, isPublic: true })}>{text.add}</Button>
      }
    >
      <QueryState query={rows} what={text.title.toLowerCase()}>
        {(data) =>
          data.length === 0 ? (
            <Text c="dimmed">{text.empty}</Text>
          ) : (
            <Table.ScrollContainer minWidth={480}>
              <Table striped verticalSpacing={6}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Name</Table.Th>
                    <Table.Th ta="right">Order</Table.Th>
                    {kind === 'category' ? <Table.Th>Visibility</Table.Th> : null}
                    <Table.Th ta="right">{text.counted}</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.map((row) => (
                    <Table.Tr key={row.id}>
                      <Table.Td>{row.name}</Table.Td>
                      <Table.Td ta="right">{row.sortOrder}</Table.Td>
                      {kind === 'category' ? (
                        <Table.Td>
                          <Text size="sm" c={row.isPublic ? 'green.8' : 'dimmed'}>
                            {row.isPublic ? 'Public' : 'Signed-in users'}
                          </Text>
                        </Table.Td>
                      ) : null}
                      <Table.Td ta="right">{row.count}</Table.Td>
                      <Table.Td>
                        <Group gap={4} justify="flex-end" wrap="nowrap">
                          <Button variant="subtle" size="compact-sm" onClick={() => setEditing(row)}>
                            Edit
                          </Button>
                          <Button
                            variant="subtle"
                            color="red"
                            size="compact-sm"
                            onClick={() => setDeleting(row)}
                          >
                            Delete
                          </Button>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )
        }
      </QueryState>
      {editing ? <ReferenceDialog kind={kind} initial={editing} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        opened={deleting !== null}
        title={`Delete “${deleting?.name ?? ''}”?`}
        confirmLabel="Delete"
        isPending={remove.isPending}
        errors={remove.errors}
        onConfirm={async () => {
          if (deleting && (await remove.execute(deleting.id))) setDeleting(null);
        }}
        onCancel={() => {
          remove.clear();
          setDeleting(null);
        }}
      >
        {text.deleteNote}
      </ConfirmDialog>
    </AdminPage>
  );
}

/** `/admin/statuses`. */
export function AdminStatusesPage() {
  return <ReferenceListPage kind="status" />;
}

/** `/admin/categories`. */
export function AdminCategoriesPage() {
  return <ReferenceListPage kind="category" />;
}
