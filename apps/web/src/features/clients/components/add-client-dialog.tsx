import { Button, Group, Modal, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { type Client, type ClientBody, ClientBodySchema } from '@roomtone/contracts';
import { useState } from 'react';
import { AlertList } from '../../../components/alert-list.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useCreateClient } from '../api/use-client-mutations.ts';
import { ClientFields } from './client-fields.tsx';

const EMPTY: ClientBody = { id: '', name: '', address: '', country: '' };

type AddClientDialogProps = { opened: boolean; onClose: () => void; onAdded: (client: Client) => void };

/** The add-client dialog: id, name, address and country, all required. */
export function AddClientDialog({ opened, onClose, onAdded }: AddClientDialogProps) {
  const form = useForm<ClientBody>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: schemaResolver(ClientBodySchema, { sync: true }),
    validateInputOnBlur: true,
  });
  const create = useCreateClient();
  const [alerts, setAlerts] = useState<string[]>([]);

  const handleClose = () => {
    form.reset();
    setAlerts([]);
    onClose();
  };

  const handleSubmit = form.onSubmit(async (values) => {
    setAlerts([]);
    try {
      const client = await create.mutateAsync(values);
      form.reset();
      onAdded(client);
    } catch (error) {
      setAlerts(applyServerErrors(form, error));
    }
  });

  return (
    <Modal opened={opened} onClose={handleClose} title="Add client" centered size="lg">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <AlertList
            messages={alerts}
            onClose={(index) => setAlerts((list) => list.filter((_, i) => i !== index))}
          />
          <ClientFields form={form} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={handleClose}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending} disabled={!form.isValid()}>
              Add client
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
