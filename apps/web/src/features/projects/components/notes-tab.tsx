import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
  Typography,
} from '@mantine/core';
import type { ProjectNote } from '@roomtone/contracts';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useConfirmedDelete } from '../../../lib/use-confirmed-delete.ts';
import { projectQueries } from '../api/project-queries.ts';
import { useDeleteNote } from '../api/use-project-mutations.ts';
import { formatMeeting } from './note-timestamp.ts';

// The rich-text editor is large; it loads when a note is opened for writing.
const NoteDialog = lazy(async () => ({ default: (await import('./note-dialog.tsx')).NoteDialog }));

/** Notes tab (pro): meeting notes, latest first, with the new-note dialog and a delete confirmation. */
export function NotesTab({ projectId }: { projectId: string }) {
  const notes = useQuery(projectQueries.notes(projectId));
  const remove = useDeleteNote(projectId);
  const [editing, setEditing] = useState<ProjectNote | 'new' | null>(null);
  const removal = useConfirmedDelete((note: ProjectNote) => remove.mutateAsync(note._id), {
    isPending: remove.isPending,
  });
  const toDelete = removal.target;

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} size="h4">
          Notes
        </Title>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          New note
        </Button>
      </Group>
      {notes.isPending ? <Loader aria-label="Loading the notes" /> : null}
      {notes.isError ? (
        <Alert color="red" role="alert">
          {notes.error.message}
        </Alert>
      ) : null}
      {notes.data?.length === 0 ? (
        <Paper withBorder p="xl">
          <Text c="dimmed" ta="center">
            No notes yet. Keep the minutes of site visits and calls here.
          </Text>
        </Paper>
      ) : null}
      {notes.data?.map((note) => (
        <Paper
          key={note._id}
          withBorder
          p="md"
          component="article"
          aria-label={`Note of ${formatMeeting(note.timestamp)}`}
        >
          <Stack gap="xs">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={2}>
                <Group gap="xs">
                  <Text fw={600}>{formatMeeting(note.timestamp)}</Text>
                  <Badge variant="light" radius="sm" color={note.type === 'in-person' ? 'blue' : 'grape'}>
                    {note.type === 'in-person' ? 'In person' : 'Teleconference'}
                  </Badge>
                </Group>
                <Text size="sm" c="dimmed">
                  Attendees: {note.attendees}
                  {note.createdBy ? ` · written by ${note.createdBy}` : ''}
                </Text>
              </Stack>
              <Group gap={4} wrap="nowrap">
                <ActionIcon variant="subtle" aria-label="Edit note" onClick={() => setEditing(note)}>
                  <IconPencil size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label="Delete note"
                  onClick={() => removal.ask(note)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            </Group>
            {note.body ? (
              <Typography fz="sm">
                {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server keeps only an allow-list of tags (sanitize-html.ts) */}
                <div dangerouslySetInnerHTML={{ __html: note.body }} />
              </Typography>
            ) : null}
          </Stack>
        </Paper>
      ))}
      {editing !== null ? (
        <Suspense fallback={<Loader size="sm" aria-label="Opening the note editor" />}>
          <NoteDialog
            projectId={projectId}
            note={editing === 'new' ? null : editing}
            opened
            onClose={() => setEditing(null)}
          />
        </Suspense>
      ) : null}
      <ConfirmDialog title="Delete note" confirmLabel="Delete note" {...removal.dialogProps}>
        Delete the note of {toDelete ? formatMeeting(toDelete.timestamp) : ''}? There is no undo.
      </ConfirmDialog>
    </Stack>
  );
}
