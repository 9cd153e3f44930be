import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { type ForgotBody, ForgotBodySchema, MESSAGES } from '@roomtone/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { AlertList } from '../../../components/alert-list.tsx';
import { AuthCard } from '../../../components/auth-card.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/config/paths.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useForgotPassword } from '../api/use-auth-mutations.ts';

/** `/login/forgot`: asks for a reset link. */
export function ForgotPage() {
  const form = useForm<ForgotBody>({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: schemaResolver(ForgotBodySchema, { sync: true }),
    validateInputOnBlur: true,
  });
  const forgot = useForgotPassword();
  const [alerts, setAlerts] = useState<string[]>([]);

  const handleSubmit = form.onSubmit(async (values) => {
    setAlerts([]);
    try {
      await forgot.mutateAsync(values);
    } catch (error) {
      const messages = applyServerErrors(form, error);
      setAlerts(
        error instanceof ApiError && error.status === 429 ? messages : [MESSAGES.errorResettingAccount],
      );
    }
  });

  return (
    <AuthCard
      title="Forgot your password?"
      lead="Enter the e-mail address of your account and we will send you a link to choose a new password."
      footer={
        <Anchor component={Link} to={paths.login}>
          Back to log in
        </Anchor>
      }
    >
      {forgot.isSuccess ? (
        <Alert color="green" variant="light" role="status">
          {forgot.data.message}
        </Alert>
      ) : (
        <form onSubmit={handleSubmit} noValidate>
          <Stack gap="md">
            <AlertList
              messages={alerts}
              onClose={(index) => setAlerts((list) => list.filter((_, i) => i !== index))}
            />
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              withAsterisk
              {...form.getInputProps('email')}
            />
            <Button type="submit" loading={forgot.isPending} disabled={!form.isValid()}>
              Send reset link
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
