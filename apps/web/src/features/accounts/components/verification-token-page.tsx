import { Alert, Button, Loader, Stack } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { AuthCard } from '../../../components/auth-card.tsx';
import { paths } from '../../../lib/config/paths.ts';
import { useVerifyAccount } from '../api/use-auth-mutations.ts';

/** `/account/verification/{token}`: verifies the account and updates the current user. */
export function VerificationTokenPage() {
  const { token = '' } = useParams();
  const verify = useVerifyAccount();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    verify.mutate(token);
  }, [token, verify]);

  return (
    <AuthCard title="Verify your account">
      <Stack gap="md">
        {verify.isPending || verify.isIdle ? <Loader aria-label="Verifying" /> : null}
        {verify.isSuccess ? (
          <Alert color="green" variant="light" role="status">
            {verify.data.message}
          </Alert>
        ) : null}
        {verify.isError ? (
          <Alert color="red" variant="light" role="alert">
            {verify.error.message}
          </Alert>
        ) : null}
        <Button component={Link} to={verify.isError ? paths.verification : paths.account} variant="default">
          {verify.isError ? 'Send a new link' : 'Go to your account'}
        </Button>
      </Stack>
    </AuthCard>
  );
}
