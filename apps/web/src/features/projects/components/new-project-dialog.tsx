import { Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { type CreateProjectBody, CreateProjectBodySchema, LIMITS } from '@roomtone/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AlertList } from '../../../components/alert-list.tsx';
import { paths } from '../../../lib/config/paths.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { projectQueries } from '../api/project-queries.ts';
import { useCreateProject } from '../api/use-project-mutations.ts';

const EMPTY: CreateProjectBody = { name: '', id: '', clientId: null };

type NewProjectDialogProps = { opened: boolean; onClose: () => void };

/** The new-project dialog: name (required), project id and client; opens the new project. */
export function NewProjectDialog({ opened, onClose }: NewProjectDialogProps) {
  const form = useForm<CreateProjectBody>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: schemaResolver(CreateProjectBodySchema, { sync: true }),
    validateInputOnBlur: true,
  });
  const clients = useQuery({ ...projectQueries.clientOptions(), enabled: opened });
  const create = useCreateProject();
  const navigate = useNavigate();
  const [alerts, setAlerts] = useState<string[]>([]);

  const handleClose = () => {
    form.reset();
    setAlerts([]);
    onClose();
  };

  const handleSubmit = form.onSubmit(async (values) => {
    setAlerts([]);
    try {
      const project = await create.mutateAsync(values);
      form.reset();
      onClose();
      await navigate(paths.project(project._id));
    } catch (error) {
      setAlerts(applyServerErrors(form, error));
    }
  });

  const clientOptions = (clients.data ?? []).map((client) => ({
    value: client._id,
    label: `${client.name} (${client.id})`,
  }));

  return (
    <Modal opened={opened} onClose={handleClose} title="New project" centered size="lg">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <AlertList
            messages={alerts}
            onClose={(index) => setAlerts((list) => list.filter((_, i) => i !== index))}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Project name" withAsterisk data-autofocus {...form.getInputProps('name')} />
            <TextInput
              label="Project ID"
              withAsterisk
              description="Your own reference, e.g. 2031-014"
              {...form.getInputProps('id')}
            />
          </SimpleGrid>
          <Select
            label="Client"
            placeholder={clients.isPending ? 'Loading your clients…' : 'No client'}
            data={clientOptions}
            searchable
            clearable
            nothingFoundMessage="No client matches"
            maxDropdownHeight={LIMITS.dropdownMaxHeightPx}
            description={
              clients.data?.length === 0 ? 'Add clients on the Clients page to name one here.' : undefined
            }
            {...form.getInputProps('clientId')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={handleClose}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending} disabled={!form.isValid()}>
              Create project
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
