import { Alert, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@roomtone/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate } from 'react-router';
import { paths } from '../../../lib/config/paths.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useLogout } from '../../accounts/index.ts';
import { organizationQueries } from '../api/organization-queries.ts';

/** After signing out here, someone else signs in and goes on to the organization settings. */
const SIGN_IN_AS_SOMEONE_ELSE = `${paths.login}?next=${encodeURIComponent(paths.organizationSettings)}`;

/**
 * `/organization`: organization-level users go on to the organization settings; everyone else
 * learns that this area belongs to organization accounts and may sign in as someone else.
 */
export function OrganizationPage() {
  const { data: user } = useCurrentUser();
  const organization = useQuery({ ...organizationQueries.detail(), enabled: user?.organization === false });
  const loginAsSomeoneElse = useLogout(SIGN_IN_AS_SOMEONE_ELSE);
  if (user?.organization) return <Navigate to={paths.organizationSettings} replace />;
  const memberOf = organization.data && !organization.data.isPersonal ? organization.data.name : null;

  return (
    <Container size={620} py={{ base: 'lg', sm: 48 }}>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} shadow="xs">
        <Stack gap="md">
          <Title order={1} size="h2">
            Organization accounts
          </Title>
          <Text>
            Members, organization settings, the organization's finishes and its plan are managed by the
            organization account of a firm.
          </Text>
          <Alert color="yellow" variant="light" role="alert">
            {MESSAGES.noAccessPermissions}
          </Alert>
          {memberOf ? (
            <Text size="sm" c="dimmed">
              You are a member of {memberOf}. Its organization account adds members and changes its settings;
              your projects are shared with the organization.
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              Your account works on its own. To run a firm with members, sign up for an organization account.
            </Text>
          )}
          <Group gap="sm">
            <Button loading={loginAsSomeoneElse.isPending} onClick={() => loginAsSomeoneElse.mutate()}>
              Log in as someone else
            </Button>
            <Button component={Link} to={paths.account} variant="default">
              Back to my account
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
