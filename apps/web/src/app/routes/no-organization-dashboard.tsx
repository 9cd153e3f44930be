import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalculator, IconSettings, IconWall } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../lib/config/paths.ts';

/**
 * `/dashboard` for a signed-in user without an organization (the administrator made at the first
 * start): projects belong to organizations, so instead of a list that cannot load it says what
 * this account can do.
 */
export function NoOrganizationDashboard({ isAdmin }: { isAdmin: boolean }) {
  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Title order={1}>Dashboard</Title>
        <Paper withBorder p="lg" radius="md">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {isAdmin ? 'You are signed in as an administrator' : 'This account has no organization'}
            </Title>
            <Text>
              Projects, rooms and their calculations belong to an organization, and this account is not a
              member of one, so it has no projects to list.
              {isAdmin
                ? ' Users, organizations, plans and the finishes library are managed from the administration area.'
                : ''}
            </Text>
            <Group gap="sm">
              {isAdmin ? (
                <Button component={Link} to={paths.admin} leftSection={<IconSettings size={16} />}>
                  Administration
                </Button>
              ) : null}
              <Button
                component={Link}
                to={paths.publicRt}
                variant="default"
                leftSection={<IconCalculator size={16} />}
              >
                Open RT Calculator
              </Button>
              <Button
                component={Link}
                to={paths.publicPartitions}
                variant="default"
                leftSection={<IconWall size={16} />}
              >
                Partitions
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
