import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { MESSAGES } from '@roomtone/contracts';
import { useState } from 'react';
import { AuthCard } from '../../../components/auth-card.tsx';
import { useCurrentUser } from '../../../lib/session.ts';
import { VerificationResendForm } from './verification-resend-form.tsx';

/** `/account/verification`: the resend form stays hidden until the user says nothing arrived. */
export function VerificationPage() {
  const { data: user } = useCurrentUser();
  const [isResendShown, setResendShown] = useState(false);

  return (
    <AuthCard title="Verify your account">
      <Stack gap="md">
        <Alert color="blue" variant="light" role="status">
          {MESSAGES.verificationAlert}
        </Alert>
        {isResendShown ? (
          <VerificationResendForm email={user?.email ?? ''} />
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
