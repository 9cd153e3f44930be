import { Alert, Button, Container, Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { sessionQueries, useSession } from '../../../lib/session.ts';
import { useStopViewAs } from '../api/use-view-as.ts';

/**
 * Shown on every page while an administrator views the app as a user: as whom, why, until when,
 * and the way back. When the time is up the session is read again, and the banner goes.
 */
export function ViewAsBanner() {
  const { data: session } = useSession();
  const viewAs = session?.viewAs ?? null;
  const user = session?.user ?? null;
  const queryClient = useQueryClient();
  const stop = useStopViewAs(user?.id ?? '');

  useEffect(() => {
    if (!viewAs) return;
    const wait = Math.max(0, Date.parse(viewAs.until) - Date.now()) + 1000;
    const timer = window.setTimeout(
      () => queryClient.invalidateQueries({ queryKey: sessionQueries.current().queryKey }),
      Math.min(wait, 2_147_483_647),
    );
    return () => window.clearTimeout(timer);
  }, [viewAs, queryClient]);

  if (!viewAs || !user) return null;
  const until = new Date(viewAs.until).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
  return (
    <Alert
      color="orange"
      variant="filled"
      radius={0}
      role="region"
      aria-label="Viewing as another user"
      styles={{ message: { overflowWrap: 'anywhere' } }}
    >
      <Container size="xl" px={0}>
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text size="sm" c="white">
            You ({viewAs.administratorEmail}) are viewing Roomtone as <strong>{user.email}</strong> until{' '}
            {until}. Every change you make is written to the audit log. Reason: {viewAs.reason}
          </Text>
          <Button
            size="xs"
            variant="white"
            color="orange"
            onClick={() => stop.mutate()}
            loading={stop.isPending}
          >
            Back to my account
          </Button>
        </Group>
      </Container>
    </Alert>
  );
}
