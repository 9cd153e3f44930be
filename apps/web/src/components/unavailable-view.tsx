import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

/** Says plainly that a part of the product is not available in this version yet. */
export function UnavailableView({ title }: { title: string }) {
  return (
    <Center py={80} px="md">
      <Stack align="center" gap="md" maw={520} ta="center">
        <Title order={1}>{title}</Title>
        <Text c="dimmed">
          This part of Roomtone is not available in this version yet. Nothing is lost by visiting it.
        </Text>
        <Button component={Link} to="/" variant="default">
          Back to the home page
        </Button>
      </Stack>
    </Center>
  );
}
