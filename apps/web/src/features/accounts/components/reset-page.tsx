import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { MESSAGES, PASSWORD_TOO_SHORT, type ResetBody, ResetBodySchema } from '@roomtone/contracts';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { AlertList } from '../../../components/alert-list.tsx';
import { AuthCard } from '../../../components/auth-card.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/config/paths.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useResetPassword } from '../api/use-auth-mutations.ts';

function ResetForm({ email, token }: { email: string; token: string }) {
  const form = useForm<ResetBody>({
    mode: 'controlled',
    initialValues: { password: '', confirm: '' },
    validate: schemaResolver(ResetBodySchema, { sync: true }),
    validateInputOnBlur: true,
  });
  const reset = useResetPassword(email, token);
  const [alerts, setAlerts] = useState<string[]>([]);

  const handleSubmit = form.onSubmit(async (values) => {
    setAlerts([]);
    try {
      await reset.mutateAsync(values);
    } catch (error) {
      const messages = applyServerErrors(form, error);
      setAlerts(
        error instanceof ApiError && messages.length > 0 ? messages : [MESSAGES.errorResettingPassword],
      );
    }
  });

  if (reset.isSuccess) {
    return (
      <Stack>
        <Alert color="green" variant="light" role="status">
          {reset.data.message}
        </Alert>
        <Button component={Link} to={paths.login}>
          Log in
        </Button>
      </Stack>
    );
  }
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <AlertList
          messages={alerts}
          onClose={(index) => setAlerts((list) => list.filter((_, i) => i !== index))}
        />
        <PasswordInput
          label="New password"
          description={PASSWORD_TOO_SHORT}
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('confirm')}
        />
        <Button type="submit" loading={reset.isPending} disabled={!form.isValid()}>
          Set new password
        </Button>
      </Stack>
    </form>
  );
}

/** `/login/reset` and `/login/reset/{email}/{token}`: the password fields show only with both. */
export function ResetPage() {
  const { email, token } = useParams();
  return (
    <AuthCard
      title="Choose a new password"
      lead={email ? `For ${email}` : undefined}
      footer={
        <Anchor component={Link} to={paths.forgot}>
          Request a new link
        </Anchor>
      }
    >
      {email && token ? (
        <ResetForm email={email} token={token} />
      ) : (
        <Alert color="red" variant="light" role="alert">
          {MESSAGES.invalidResetRequest}
        </Alert>
      )}
    </AuthCard>
  );
}
