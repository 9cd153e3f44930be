import { Alert, Button, Loader, Stack } from '@mantine/core';
import type { Envelope } from '@roomtone/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { AuthCard } from '../../../components/auth-card.tsx';
import { ApiError, api } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/config/paths.ts';

/**
 * Where a provider sends the browser back: `/login/{provider}/callback` signs in,
 * `/account/settings/{provider}/callback` connects; the latter returns to the settings with
 * the query values provider, success and reason (docs/product/screens.md#login-and-account).
 */
export function SocialCallbackPage({ mode }: { mode: 'login' | 'connect' }) {
  const { provider = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const query = `code=${encodeURIComponent(search.get('code') ?? '')}&state=${encodeURIComponent(search.get('state') ?? '')}`;
    const path =
      mode === 'login'
        ? `/api/login/${provider}/callback?${query}`
        : `/api/account/settings/${provider}/callback?${query}`;
    const finish = async () => {
      try {
        await api.get<Envelope>(path);
        await queryClient.invalidateQueries();
        const target =
          mode === 'login' ? paths.account : `${paths.accountSettings}?provider=${provider}&success=true`;
        await navigate(target, { replace: true });
      } catch (caught) {
        const reason = caught instanceof ApiError ? caught.message : 'Unknown error';
        if (mode === 'connect') {
          await navigate(
            `${paths.accountSettings}?provider=${provider}&success=false&reason=${encodeURIComponent(reason)}`,
            {
              replace: true,
            },
          );
        } else {
          setError(reason);
        }
      }
    };
    void finish();
  }, [mode, provider, search, navigate, queryClient]);

  return (
    <AuthCard title="Signing you in">
      <Stack>
        {error ? (
          <>
            <Alert color="red" role="alert">
              {error}
            </Alert>
            <Button component={Link} to={paths.login} variant="default">
              Back to log in
            </Button>
          </>
        ) : (
          <Loader aria-label="Waiting for the provider" />
        )}
      </Stack>
    </AuthCard>
  );
}

/** `/login/{provider}/callback`. */
export function SocialLoginCallbackPage() {
  return <SocialCallbackPage mode="login" />;
}

/** `/account/settings/{provider}/callback`. */
export function SocialConnectCallbackPage() {
  return <SocialCallbackPage mode="connect" />;
}
