import { Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import type { AdminNote } from '@roomtone/contracts';
import { useState } from 'react';
import { AlertList } from '../../../components/alert-list.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { api } from '../../../lib/api-client.ts';
import { useAdminAction } from './use-admin-action.ts';

/** The administrators' notes about a user: newest first, with author and date. */
export function UserNotes({ userId, notes }: { userId: string; notes: AdminNote[] }) {
  const [body, setBody] = useState('');
  const [deleting, setDeleting] = useState<AdminNote | null>(null);
  const add = useAdminAction(
    (text: string) => api.post(`/api/admin/users/${userId}/notes`, { body: text }),
    'Note added',
  );
  const remove = useAdminAction(
    (noteId: string) => api.delete(`/api/admin/users/${userId}/notes/${noteId}`),
    'Note deleted',
  );
  const handleAdd = async () => {
    if (await add.execute(body)) setBody('');
  };
  const handleDelete = async () => {
    if (deleting && (await remove.execute(deleting.id))) setDeleting(null);
  };
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Notes
        </Title>
        <Text size="sm" c="dimmed">
          Only administrators read these notes.
        </Text>
        <AlertList messages={add.errors} onClose={add.clear} />
        <Textarea
          label="New note"
          autosize
          minRows={2}
          maxRows={8}
          value={body}
          error={add.errfor.body}
          onChange={(event) => setBody(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button onClick={handleAdd} loading={add.isPending}>
            Add note
          </Button>
        </Group>
        {notes.length === 0 ? (
          <Text c="dimmed" size="sm">
            No note about this user yet.
          </Text>
        ) : (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {notes.map((note) => (
              <Card key={note.id} component="li" withBorder padding="sm" bg="gray.0">
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {note.body}
                </Text>
                <Group justify="space-between" mt={4} wrap="wrap">
                  <Text size="xs" c="dimmed">
                    {note.authorEmail ?? 'A former administrator'} ·{' '}
                    {new Date(note.createdOn).toLocaleString()}
                  </Text>
                  <Button variant="subtle" color="red" size="compact-xs" onClick={() => setDeleting(note)}>
                    Delete
                  </Button>
                </Group>
              </Card>
            ))}
          </Stack>
        )}
      </Stack>
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete this note?"
        confirmLabel="Delete note"
        isPending={remove.isPending}
        errors={remove.errors}
        onConfirm={handleDelete}
        onCancel={() => {
          remove.clear();
          setDeleting(null);
        }}
      >
        The note is deleted for every administrator. The audit log keeps that it was.
      </ConfirmDialog>
    </Card>
  );
}
