import { Button, Group, Paper, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  canDeleteRecords,
  LIMITS,
  MESSAGES,
  type ProjectDetail,
  type UpdateProjectBody,
  UpdateProjectBodySchema,
  viewerOf,
} from '@roomtone/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AlertList } from '../../../components/alert-list.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { projectQueries } from '../api/project-queries.ts';
import { useSaveProject } from '../api/use-project-mutations.ts';
import { DeleteProjectButton } from './delete-project-button.tsx';
import { ManagerSelect } from './manager-select.tsx';

/** Settings tab: id and name (required), client, and the project manager searched among the members. */
export function ProjectSettingsTab({ project }: { project: ProjectDetail }) {
  const form = useForm<UpdateProjectBody>({
    mode: 'controlled',
    initialValues: {
      id: project.id,
      name: project.name,
      projectManagerId: project.projectManager?.id ?? null,
      clientId: project.client?._id ?? null,
    },
    validate: schemaResolver(UpdateProjectBodySchema, { sync: true }),
    validateInputOnBlur: true,
  });
  const clients = useQuery(projectQueries.clientOptions());
  const save = useSaveProject(project._id);
  const { data: user } = useCurrentUser();
  const [alerts, setAlerts] = useState<string[]>([]);
  const [notice, setNotice] = useState<string[]>([]);

  const clientOptions = new Map<string, string>();
  if (project.client) clientOptions.set(project.client._id, `${project.client.name} (${project.client.id})`);
  for (const client of clients.data ?? []) clientOptions.set(client._id, `${client.name} (${client.id})`);

  const handleSubmit = form.onSubmit(async (values) => {
    setAlerts([]);
    setNotice([]);
    try {
      await save.mutateAsync(values);
      form.resetDirty(values);
      setNotice([MESSAGES.changesSaved]);
    } catch (error) {
      setAlerts(applyServerErrors(form, error));
    }
  });

  return (
    <Stack gap="lg">
      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        <form onSubmit={handleSubmit} noValidate>
          <Stack gap="md">
            <Title order={2} size="h4">
              Project settings
            </Title>
            <AlertList messages={notice} color="green" onClose={() => setNotice([])} />
            <AlertList
              messages={alerts}
              onClose={(index) => setAlerts((list) => list.filter((_, i) => i !== index))}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="Project ID" withAsterisk {...form.getInputProps('id')} />
              <TextInput label="Project name" withAsterisk {...form.getInputProps('name')} />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <ManagerSelect
                value={form.getValues().projectManagerId}
                current={project.projectManager}
                onChange={(value) => form.setFieldValue('projectManagerId', value)}
                error={
                  typeof form.errors.projectManagerId === 'string' ? form.errors.projectManagerId : undefined
                }
              />
              <Select
                label="Client"
                placeholder={clients.isPending ? 'Loading your clients…' : 'No client'}
                data={[...clientOptions].map(([value, label]) => ({ value, label }))}
                searchable
                clearable
                nothingFoundMessage="No client matches"
                description={clients.isError ? clients.error.message : undefined}
                maxDropdownHeight={LIMITS.dropdownMaxHeightPx}
                {...form.getInputProps('clientId')}
              />
            </SimpleGrid>
            <Group>
              <Button type="submit" loading={save.isPending} disabled={!form.isValid() || !form.isDirty()}>
                Save
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      {canDeleteRecords(viewerOf(user)) ? <DeleteProjectButton project={project} /> : null}
    </Stack>
  );
}
