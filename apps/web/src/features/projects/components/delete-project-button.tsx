import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ProjectDetail } from '@roomtone/contracts';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { paths } from '../../../lib/config/paths.ts';
import { useConfirmedDelete } from '../../../lib/use-confirmed-delete.ts';
import { useDeleteProject } from '../api/use-project-mutations.ts';

/** Deletes the project with everything in it, after a confirmation (organization-level users only). */
export function DeleteProjectButton({ project }: { project: ProjectDetail }) {
  const remove = useDeleteProject(project._id);
  const navigate = useNavigate();
  const removal = useConfirmedDelete(() => remove.mutateAsync(), {
    isPending: remove.isPending,
    onDeleted: () => navigate(paths.dashboard),
  });

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} style={{ borderColor: 'var(--mantine-color-red-3)' }}>
      <Group justify="space-between" wrap="wrap">
        <Stack gap={2}>
          <Title order={2} size="h5">
            Delete project
          </Title>
          <Text size="sm" c="dimmed">
            Removes its rooms, revisions, phases, notes and partitions.
          </Text>
        </Stack>
        <Button color="red" variant="light" onClick={() => removal.ask(project)}>
          Delete project
        </Button>
      </Group>
      <ConfirmDialog title="Delete project" confirmLabel="Delete project" {...removal.dialogProps}>
        Delete <strong>{project.name}</strong> with its {project.roomCount} rooms and all their revisions, its{' '}
        {project.phases.length} phases, its notes and its partitions? There is no undo.
      </ConfirmDialog>
    </Paper>
  );
}
