import { Alert, Center, Container, Group, Loader, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { NotFoundView } from '../../../components/not-found-view.tsx';
import { isNotFoundError } from '../../../lib/api-client.ts';

type AdminPageProps = {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
};

/** An admin page: its title, its actions on the right, its body. */
export function AdminPage({ title, actions, children }: AdminPageProps) {
  return (
    <Container size="xl" py={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={1} fz={{ base: 26, sm: 32 }} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          {actions}
        </Group>
        {children}
      </Stack>
    </Container>
  );
}

type QueryLike<Data> = { isPending: boolean; isError: boolean; error: Error | null; data: Data | undefined };

/** The loading, not-found and error states of a query; the children render its data. */
export function QueryState<Data>({
  query,
  what,
  children,
}: {
  query: QueryLike<Data>;
  what: string;
  children: (data: Data) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label={`Loading ${what}`} />
      </Center>
    );
  }
  if (query.isError || query.data === undefined) {
    if (isNotFoundError(query.error)) return <NotFoundView />;
    return (
      <Alert color="red" role="alert" title={`The ${what} could not be loaded`}>
        {query.error?.message}
      </Alert>
    );
  }
  return <>{children(query.data)}</>;
}
