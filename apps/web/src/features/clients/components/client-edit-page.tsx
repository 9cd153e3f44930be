import { Alert, Anchor, Breadcrumbs, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { NotFoundView } from '../../../components/not-found-view.tsx';
import { isNotFoundError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/config/paths.ts';
import { clientQueries } from '../api/client-queries.ts';
import { ClientForm } from './client-form.tsx';

/** `/clients/{id}`: edit one client. */
export function ClientEditPage() {
  const { id = '' } = useParams();
  const client = useQuery(clientQueries.detail(id));
  if (client.isError && isNotFoundError(client.error)) return <NotFoundView />;
  return (
    <Container size="sm" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Breadcrumbs>
          <Anchor component={Link} to={paths.clients}>
            Clients
          </Anchor>
          <Text>{client.data?.name ?? 'Client'}</Text>
        </Breadcrumbs>
        <Title order={1}>{client.data?.name ?? 'Client'}</Title>
        {client.isPending ? <Loader aria-label="Loading the client" /> : null}
        {client.isError ? (
          <Alert color="red" role="alert">
            {client.error.message}
          </Alert>
        ) : null}
        {client.data ? (
          <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
            <ClientForm key={client.data._id} client={client.data} />
          </Paper>
        ) : null}
      </Stack>
    </Container>
  );
}
