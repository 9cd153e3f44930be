import { Button, Group, Modal, PasswordInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { type NewMemberBody, NewMemberBodySchema, PASSWORD_TOO_SHORT } from '@roomtone/contracts';
import { useState } from 'react';
import { AlertList } from '../../../components/alert-list.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
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
  const [alerts, setAlerts] = useState<string[]>([]);

  const handleClose = () => {
    form.reset();
    setAlerts([]);
    onClose();
  };

  const handleSubmit = form.onSubmit(async (values) => {
    setAlerts([]);
    try {
      const answer = await addMember.mutateAsync(values);
      form.reset();
      onAdded(answer.member.email);
    } catch (error) {
      setAlerts(applyServerErrors(form, error));
    }
  });

  return (
    <Modal opened={opened} onClose={handleClose} title="New Member" centered>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <AlertList
            messages={alerts}
            onClose={(index) => setAlerts((list) => list.filter((_, i) => i !== index))}
          />
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
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={handleClose}>
              Cancel
            </Button>
            <Button
              type="submit"
              loading={addMember.isPending}
              disabled={!form.isValid() || addMember.isPending}
            >
              Create
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
