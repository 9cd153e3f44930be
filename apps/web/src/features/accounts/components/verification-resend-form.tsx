import { Button, Group, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  errorSendingVerification,
  type VerificationResendBody,
  VerificationResendBodySchema,
} from '@roomtone/contracts';
import { FormFeedback } from '../../../components/form-feedback.tsx';
import { withPrefix } from '../../../lib/form-errors.ts';
import { useFormFeedback } from '../../../lib/use-form-feedback.ts';
import { useResendVerification } from '../api/use-auth-mutations.ts';

const formatErrors = withPrefix(errorSendingVerification(''));

/**
 * Re-sends the verification mail. The e-mail is checked with the contracts schema ('This field
 * is required', 'Please enter a valid email' at the field); a failure reads 'Error sending
 * verification email: ...'.
 */
export function VerificationResendForm({ email }: { email: string }) {
  const form = useForm<VerificationResendBody>({
    mode: 'controlled',
    initialValues: { email },
    validate: schemaResolver(VerificationResendBodySchema, { sync: true }),
    validateInputOnBlur: true,
  });
  const resend = useResendVerification();
  const feedback = useFormFeedback(form, { formatErrors });

  const handleSubmit = form.onSubmit(async (values) => {
    await feedback.submit(() => resend.mutateAsync(values.email));
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm">
        <FormFeedback feedback={feedback} />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          withAsterisk
          {...form.getInputProps('email')}
        />
        <Group>
          <Button type="submit" loading={resend.isPending} disabled={!form.isValid()}>
            Send the email again
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
