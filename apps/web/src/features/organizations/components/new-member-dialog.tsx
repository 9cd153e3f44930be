import { PasswordInput, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { type NewMemberBody, NewMemberBodySchema, PASSWORD_TOO_SHORT } from '@roomtone/contracts';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { useDialogForm } from '../../../lib/use-dialog-form.ts';
import { useAddMember } from '../api/use-organization-mutations.ts';

const EMPTY: NewMemberBody = { email: '', password: '' };

type NewMemberDialogProps = { opened: boolean; onClose: () => void; onAdded: (email: string) => void };

/** New Member dialog: e-mail and password; Create is disabled while invalid or saving. */
export function NewMemberDialog({ opened, onClose, onAdded }: NewMemberDialogProps) {
  const form = useForm<NewMemberBody>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: schemaResolver(NewMemberBodySchema, { sync: true }),
    validateInputOnBlur: true,
  });
  const addMember = useAddMember();
  const dialog = useDialogForm(form, onClose);

  const handleSubmit = dialog.submit(async (values) => {
    const answer = await addMember.mutateAsync(values);
    form.reset();
    onAdded(answer.member.email);
  });

  return (
    <FormDialog
      opened={opened}
      title="New Member"
      submitLabel="Create"
      isPending={addMember.isPending}
      canSubmit={form.isValid() && !addMember.isPending}
      dialog={dialog}
      onSubmit={handleSubmit}
    >
      <TextInput
        label="Email"
        type="email"
        autoComplete="off"
        description="The member signs in with this address."
        withAsterisk
        data-autofocus
        {...form.getInputProps('email')}
      />
      <PasswordInput
        label="Password"
        autoComplete="new-password"
        description={PASSWORD_TOO_SHORT}
        withAsterisk
        {...form.getInputProps('password')}
      />
    </FormDialog>
  );
}
