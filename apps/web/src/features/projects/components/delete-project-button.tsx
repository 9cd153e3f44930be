import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ProjectDetail } from '@roomtone/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/config/paths.ts';
import { useDeleteProject } from '../api/use-project-mutations.ts';

/** Deletes the project with everything in it, after a confirmation (organization-level users only). */
export function DeleteProjectButton({ project }: { project: ProjectDetail }) {
  const remove = useDeleteProject(project._id);
  const navigate = useNavigate();
  const [isAsking, setAsking] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);

  const handleDelete = async () => {
    try {
      await remove.mutateAsync();
      await navigate(paths.dashboard);
    } catch (error) {
      setErrors(error instanceof ApiError ? error.errors : [String(error)]);
    }
  };

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
        <Button color="red" variant="light" onClick={() => setAsking(true)}>
          Delete project
        </Button>
      </Group>
      <ConfirmDialog
        opened={isAsking}
        title="Delete project"
        confirmLabel="Delete project"
        isPending={remove.isPending}
        errors={errors}
        onConfirm={() => void handleDelete()}
        onCancel={() => {
          setAsking(false);
          setErrors([]);
        }}
      >
        Delete <strong>{project.name}</strong> with its {project.roomCount} rooms and all their revisions, its{' '}
        {project.phases.length} phases, its notes and its partitions? There is no undo.
      </ConfirmDialog>
    </Paper>
  );
}
