import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { Envelope, Profile } from '@roomtone/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { api } from '../../../lib/api-client.ts';
import { accountQueries } from '../api/account-queries.ts';

const PROVIDERS = [
  { id: 'google', name: 'Google' },
  { id: 'facebook', name: 'Facebook' },
] as const;

/** Connect and disconnect Google and Facebook, with the outcome the provider callback reported. */
export function ConnectedAccounts({ connections }: { connections: Profile['connections'] }) {
  const [search] = useSearchParams();
  const queryClient = useQueryClient();
  const disconnect = useMutation({
    mutationFn: (provider: string) =>
      api.get<Envelope & { message: string }>(`/api/account/settings/${provider}/disconnect`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountQueries.profile().queryKey }),
  });
  const provider = search.get('provider');
  const success = search.get('success');

  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Connected accounts
      </Title>
      {provider && success === 'true' ? (
        <Alert color="green" variant="light" role="status">
          {`Successfully connected your ${provider} account.`}
        </Alert>
      ) : null}
      {provider && success === 'false' ? (
        <Alert color="red" variant="light" role="alert">
          {`Unable to connect your ${provider} account: ${search.get('reason') ?? 'unknown reason'}`}
        </Alert>
      ) : null}
      {disconnect.isError ? (
        <Alert color="red" variant="light" role="alert">
          {`Unable to disconnect: ${disconnect.error.message}`}
        </Alert>
      ) : null}
      {PROVIDERS.map((item) => (
        <Group key={item.id} justify="space-between">
          <Text>
            {item.name}: {connections[item.id] ? 'connected' : 'not connected'}
          </Text>
          {connections[item.id] ? (
            <Button
              variant="default"
              size="xs"
              loading={disconnect.isPending && disconnect.variables === item.id}
              onClick={() => disconnect.mutate(item.id)}
            >
              Disconnect {item.name}
            </Button>
          ) : (
            <Button
              component="a"
              href={`/api/account/settings/${item.id}/connect`}
              variant="default"
              size="xs"
            >
              Connect {item.name}
            </Button>
          )}
        </Group>
      ))}
    </Stack>
  );
}
