import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { type CreateProjectBody, CreateProjectBodySchema, LIMITS } from '@roomtone/contracts';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { paths } from '../../../lib/config/paths.ts';
import { useDialogForm } from '../../../lib/use-dialog-form.ts';
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
  const dialog = useDialogForm(form, onClose);

  const handleSubmit = dialog.submit(async (values) => {
    const project = await create.mutateAsync(values);
    form.reset();
    onClose();
    await navigate(paths.project(project._id));
  });

  const clientOptions = (clients.data ?? []).map((client) => ({
    value: client._id,
    label: `${client.name} (${client.id})`,
  }));

  return (
    <FormDialog
      opened={opened}
      title="New project"
      size="lg"
      submitLabel="Create project"
      isPending={create.isPending}
      canSubmit={form.isValid()}
      dialog={dialog}
      onSubmit={handleSubmit}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Project name" withAsterisk data-autofocus {...form.getInputProps('name')} />
        <TextInput
          label="Project ID"
          withAsterisk
          description="Your own reference, e.g. 2031-014"
          // Below the input, so that both inputs of the row line up.
          inputWrapperOrder={['label', 'input', 'description', 'error']}
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
          clients.isError
            ? clients.error.message
            : clients.data?.length === 0
              ? 'Add clients on the Clients page to name one here.'
              : undefined
        }
        {...form.getInputProps('clientId')}
      />
    </FormDialog>
  );
}
