import { Button, Group, Text } from '@mantine/core';
import type { CurrentUser } from '@roomtone/contracts';
import { Link } from 'react-router';
import { paths } from '../../lib/config/paths.ts';

type UserToolbarProps = { user: CurrentUser | null; onLogout: () => void; isLoggingOut: boolean };

/** The sign-in toolbar: first and last name with Log out, or Log in and Sign up. */
export function UserToolbar({ user, onLogout, isLoggingOut }: UserToolbarProps) {
  if (!user) {
    return (
      <Group gap="xs" wrap="nowrap">
        <Button component={Link} to={paths.login} variant="default" size="sm">
          Log in
        </Button>
        <Button component={Link} to={paths.signup} size="sm">
          Sign up
        </Button>
      </Group>
    );
  }
  return (
    <Group gap="sm" wrap="nowrap">
      <Text
        size="sm"
        fw={500}
        component={Link}
        to={paths.account}
        c="inherit"
        td="none"
        data-testid="user-name"
      >
        {`${user.firstName} ${user.lastName}`.trim() || user.email}
      </Text>
      <Button variant="default" size="sm" onClick={onLogout} loading={isLoggingOut}>
        Log out
      </Button>
    </Group>
  );
}
