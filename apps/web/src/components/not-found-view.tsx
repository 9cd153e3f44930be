import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@roomtone/contracts';
import { Link } from 'react-router';

/** The Page Not Found view (docs/product/screens.md#public). */
export function NotFoundView() {
  return (
    <Center py={80} px="md">
      <Stack align="center" gap="md" maw={520} ta="center">
        <Text c="blue" fw={700} size="xl">
          404
        </Text>
        <Title order={1}>{MESSAGES.notFoundTitle}</Title>
        <Text c="dimmed">{MESSAGES.notFoundText}</Text>
        <Button component={Link} to="/">
          Back to the home page
        </Button>
      </Stack>
    </Center>
  );
}
