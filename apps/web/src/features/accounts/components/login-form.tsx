import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { type LoginBody, LoginBodySchema, MESSAGES } from '@roomtone/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { AlertList } from '../../../components/alert-list.tsx';
import { paths } from '../../../lib/config/paths.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useLogin } from '../api/use-auth-mutations.ts';

type LoginFormProps = {
  onSignedIn: () => void;
  /** Runs once the server accepted the credentials, before the session's queries are refreshed. */
  onAccepted?: () => void;
  onCancel?: () => void;
  showLinks?: boolean;
};

/**
 * E-mail and password; 'Log in' stays disabled while the form is invalid (docs/product/validation.md#forms).
 */
export function LoginForm({ onSignedIn, onAccepted, onCancel, showLinks = true }: LoginFormProps) {
  const form = useForm<LoginBody>({
    mode: 'controlled',
    initialValues: { username: '', password: '' },
    validate: schemaResolver(LoginBodySchema, { sync: true }),
    validateInputOnBlur: true,
  });
  const login = useLogin({ onAccepted });
  const [alerts, setAlerts] = useState<string[]>([]);

  const handleSubmit = form.onSubmit(async (values) => {
    setAlerts([]);
    try {
      await login.mutateAsync(values);
      onSignedIn();
    } catch (error) {
      // Refused credentials read 'Login failed. ...'; any other failure 'Error logging you in, ...'.
      setAlerts(applyServerErrors(form, error, { fallback: MESSAGES.errorLoggingIn }));
    }
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <AlertList
          messages={alerts}
          onClose={(index) => setAlerts((list) => list.filter((_, i) => i !== index))}
        />
        <TextInput
          label="Email"
          type="email"
          autoComplete="username"
          withAsterisk
          data-autofocus
          {...form.getInputProps('username')}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          withAsterisk
          {...form.getInputProps('password')}
        />
        {showLinks ? (
          <Anchor component={Link} to={paths.forgot} size="sm">
            Forgot your password?
          </Anchor>
        ) : null}
        <Group justify={onCancel ? 'flex-end' : 'stretch'} grow={!onCancel}>
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
          <Button type="submit" loading={login.isPending} disabled={!form.isValid()}>
            Log in
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
