import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { PASSWORD_TOO_SHORT, type PasswordChangeBody, PasswordChangeBodySchema } from '@roomtone/contracts';
import { useFormFeedback } from '../lib/use-form-feedback.ts';
import { FormFeedback } from './form-feedback.tsx';

const EMPTY: PasswordChangeBody = { currentPass: '', newPassword: '', confirm: '' };

type PasswordChangeFormProps = {
  onSave: (values: PasswordChangeBody) => Promise<{ message: string }>;
  isSaving: boolean;
  intro?: string;
  /** Puts the failure messages in the catalogue's words (e.g. under 'Error updating password: '). */
  formatErrors?: (messages: string[]) => string[];
};

/** Current, new and confirmation ('Passwords do not match'), for an account or an organization. */
export function PasswordChangeForm({ onSave, isSaving, intro, formatErrors }: PasswordChangeFormProps) {
  const form = useForm<PasswordChangeBody>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: schemaResolver(PasswordChangeBodySchema, { sync: true }),
    validateInputOnBlur: true,
  });
  const feedback = useFormFeedback(form, { formatErrors });

  const handleSubmit = form.onSubmit(async (values) => {
    if (await feedback.submit(() => onSave(values))) form.reset();
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md" maw={intro ? 420 : undefined}>
        {intro ? (
          <Text size="sm" c="dimmed">
            {intro}
          </Text>
        ) : null}
        <FormFeedback feedback={feedback} />
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          withAsterisk
          {...form.getInputProps('currentPass')}
        />
        <PasswordInput
          label="New password"
          description={PASSWORD_TOO_SHORT}
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('newPassword')}
        />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('confirm')}
        />
        <Group>
          <Button type="submit" loading={isSaving} disabled={!form.isValid()}>
            Change password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
