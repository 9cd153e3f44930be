import { Button, Group, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { errorUpdating, type IdentityBody, IdentityBodySchema } from '@roomtone/contracts';
import { FormFeedback } from '../../../components/form-feedback.tsx';
import { withPrefix } from '../../../lib/form-errors.ts';
import { useFormFeedback } from '../../../lib/use-form-feedback.ts';
import { useChangeEmail } from '../api/use-settings-mutations.ts';

/**
 * Failures read 'Error updating user identity: ' and the server's message
 * (docs/product/messages.md#failures).
 */
const formatErrors = withPrefix(errorUpdating('user identity', ''));

/** Email tab: the address that is also the username. */
export function EmailForm({ email }: { email: string }) {
  const form = useForm<IdentityBody>({
    mode: 'controlled',
    initialValues: { email },
    validate: schemaResolver(IdentityBodySchema, { sync: true }),
    validateInputOnBlur: true,
  });
  const change = useChangeEmail();
  const feedback = useFormFeedback(form, { formatErrors });

  const handleSubmit = form.onSubmit(async (values) => {
    await feedback.submit(() => change.mutateAsync(values));
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <FormFeedback feedback={feedback} />
        <TextInput
          label="Email"
          description="You sign in with this address."
          type="email"
          autoComplete="email"
          withAsterisk
          {...form.getInputProps('email')}
        />
        <Group>
          <Button type="submit" loading={change.isPending} disabled={!form.isValid()}>
            Save email
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
