import { Button, Checkbox, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { type NewRoomForm, NewRoomFormSchema } from '@roomtone/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AlertList } from '../../../components/alert-list.tsx';
import { paths } from '../../../lib/config/paths.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useCreateRoom } from '../api/use-project-mutations.ts';

const EMPTY: NewRoomForm = { name: '', number: '', openCalculator: true };

type NewRoomDialogProps = { projectId: string; opened: boolean; onClose: () => void };

/** The New Room dialog: room name, room number and 'Open RT Calculator' (SPEC section 2). */
export function NewRoomDialog({ projectId, opened, onClose }: NewRoomDialogProps) {
  const form = useForm<NewRoomForm>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: schemaResolver(NewRoomFormSchema, { sync: true }),
    validateInputOnBlur: true,
  });
  const create = useCreateRoom();
  const navigate = useNavigate();
  const [alerts, setAlerts] = useState<string[]>([]);

  const handleClose = () => {
    form.reset();
    setAlerts([]);
    onClose();
  };

  const handleSubmit = form.onSubmit(async ({ openCalculator, ...values }) => {
    setAlerts([]);
    try {
      const room = await create.mutateAsync({ projectId, ...values });
      handleClose();
      if (openCalculator) await navigate(paths.newCalculation(projectId, room._id));
    } catch (error) {
      setAlerts(applyServerErrors(form, error));
    }
  });

  return (
    <Modal opened={opened} onClose={handleClose} title="New Room" centered>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <AlertList
            messages={alerts}
            onClose={(index) => setAlerts((list) => list.filter((_, i) => i !== index))}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput label="Room name" withAsterisk data-autofocus {...form.getInputProps('name')} />
            <TextInput label="Room number" withAsterisk {...form.getInputProps('number')} />
          </SimpleGrid>
          <Checkbox
            label="Open RT Calculator"
            {...form.getInputProps('openCalculator', { type: 'checkbox' })}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={handleClose}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending} disabled={!form.isValid()}>
              Create room
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
