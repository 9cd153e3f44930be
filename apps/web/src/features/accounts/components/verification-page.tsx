import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { MESSAGES } from '@roomtone/contracts';
import { useState } from 'react';
import { AlertList } from '../../../components/alert-list.tsx';
import { AuthCard } from '../../../components/auth-card.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useResendVerification } from '../api/use-auth-mutations.ts';

/** `/account/verification`: the resend form stays hidden until the user says nothing arrived. */
export function VerificationPage() {
  const { data: user } = useCurrentUser();
  const [isResendShown, setResendShown] = useState(false);
  const [email, setEmail] = useState(user?.email ?? '');
  const resend = useResendVerification();
  const [alerts, setAlerts] = useState<string[]>([]);

  const handleResend = async () => {
    setAlerts([]);
    try {
      await resend.mutateAsync(email);
    } catch (error) {
      setAlerts(error instanceof ApiError ? error.errors : [MESSAGES.unknownServerError]);
    }
  };

  return (
    <AuthCard title="Verify your account">
      <Stack gap="md">
        <Alert color="blue" variant="light" role="status">
          {MESSAGES.verificationAlert}
        </Alert>
        <AlertList messages={alerts} onClose={() => setAlerts([])} />
        {resend.isSuccess ? (
          <Alert color="green" variant="light" role="status">
            {resend.data.message}
          </Alert>
        ) : null}
        {isResendShown ? (
          <Stack gap="sm">
            <TextInput
              label="Email"
              type="email"
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
            />
            <Button
              onClick={() => void handleResend()}
              loading={resend.isPending}
              disabled={email.trim() === ''}
            >
              Send the email again
            </Button>
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            Nothing arrived?{' '}
            <Anchor component="button" type="button" onClick={() => setResendShown(true)}>
              Send it again
            </Anchor>
          </Text>
        )}
      </Stack>
    </AuthCard>
  );
}
