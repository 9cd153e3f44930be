import { Badge, Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { findPlan, settingsPath, viewerOf } from '@roomtone/contracts';
import { Link } from 'react-router';
import { paths } from '../../../lib/config/paths.ts';
import { useCurrentUser } from '../../../lib/session.ts';

type Shortcut = { title: string; text: string; to: string };

/** `/account`: who the user is, their organization and plan, and where to go next. */
export function AccountPage() {
  const { data: user } = useCurrentUser();
  if (!user) return null;
  const viewer = viewerOf(user);
  const plan = user.subscriptionType
    ? (findPlan(user.subscriptionType)?.displayName ?? user.subscriptionType)
    : 'Free';
  const shortcuts: Shortcut[] = [
    { title: 'Dashboard', text: 'Your projects and their phases.', to: paths.dashboard },
    { title: 'RT Calculator', text: 'A quick calculation without a project.', to: paths.publicRt },
    { title: 'Clients', text: 'The clients you work for.', to: paths.clients },
    { title: 'Settings', text: 'Your profile, e-mail and password.', to: settingsPath(viewer) },
  ];
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1}>
            Welcome, {user.firstName} {user.lastName}
          </Title>
          <Group gap="xs">
            <Text c="dimmed">{user.email}</Text>
            {user.organizationName && user.organization ? (
              <Badge variant="light">{user.organizationName}</Badge>
            ) : null}
            <Badge variant="outline" color={user.subscriptionType ? 'blue' : 'gray'}>
              {plan}
            </Badge>
            {user.admin ? <Badge color="dark">Administrator</Badge> : null}
          </Group>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
          {shortcuts.map((shortcut) => (
            <Card key={shortcut.title} withBorder padding="lg" component={Link} to={shortcut.to}>
              <Text fw={600}>{shortcut.title}</Text>
              <Text size="sm" c="dimmed" mt={4}>
                {shortcut.text}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
        {!user.subscriptionType ? (
          <Card withBorder padding="lg" bg="gray.0">
            <Group justify="space-between">
              <Text>Phases, Gantt charts, partitions and notes come with the Professional plan.</Text>
              <Button component={Link} to={paths.professionals} variant="default">
                See the plans
              </Button>
            </Group>
          </Card>
        ) : null}
      </Stack>
    </Container>
  );
}
