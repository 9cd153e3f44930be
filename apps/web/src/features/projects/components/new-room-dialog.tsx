import { Checkbox, SimpleGrid, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { type NewRoomForm, NewRoomFormSchema } from '@roomtone/contracts';
import { useNavigate } from 'react-router';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { paths } from '../../../lib/config/paths.ts';
import { useDialogForm } from '../../../lib/use-dialog-form.ts';
import { useCreateRoom } from '../api/use-project-mutations.ts';

const EMPTY: NewRoomForm = { name: '', number: '', openCalculator: true };

type NewRoomDialogProps = { projectId: string; opened: boolean; onClose: () => void };

/**
 * The New Room dialog: room name, room number and 'Open RT Calculator'
 * (docs/product/screens.md#projects-phases-and-rooms).
 */
export function NewRoomDialog({ projectId, opened, onClose }: NewRoomDialogProps) {
  const form = useForm<NewRoomForm>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: schemaResolver(NewRoomFormSchema, { sync: true }),
    validateInputOnBlur: true,
  });
  const create = useCreateRoom();
  const navigate = useNavigate();
  const dialog = useDialogForm(form, onClose);

  const handleSubmit = dialog.submit(async ({ openCalculator, ...values }) => {
    const room = await create.mutateAsync({ projectId, ...values });
    dialog.close();
    if (openCalculator) await navigate(paths.newCalculation(projectId, room._id));
  });

  return (
    <FormDialog
      opened={opened}
      title="New Room"
      submitLabel="Create room"
      isPending={create.isPending}
      canSubmit={form.isValid()}
      dialog={dialog}
      onSubmit={handleSubmit}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput label="Room name" withAsterisk data-autofocus {...form.getInputProps('name')} />
        <TextInput label="Room number" withAsterisk {...form.getInputProps('number')} />
      </SimpleGrid>
      <Checkbox label="Open RT Calculator" {...form.getInputProps('openCalculator', { type: 'checkbox' })} />
    </FormDialog>
  );
}
