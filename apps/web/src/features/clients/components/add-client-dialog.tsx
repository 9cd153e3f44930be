import { schemaResolver, useForm } from '@mantine/form';
import { type Client, type ClientBody, ClientBodySchema } from '@roomtone/contracts';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { useDialogForm } from '../../../lib/use-dialog-form.ts';
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
  const dialog = useDialogForm(form, onClose);

  const handleSubmit = dialog.submit(async (values) => {
    const client = await create.mutateAsync(values);
    form.reset();
    onAdded(client);
  });

  return (
    <FormDialog
      opened={opened}
      title="Add client"
      size="lg"
      submitLabel="Add client"
      isPending={create.isPending}
      canSubmit={form.isValid()}
      dialog={dialog}
      onSubmit={handleSubmit}
    >
      <ClientFields form={form} />
    </FormDialog>
  );
}
