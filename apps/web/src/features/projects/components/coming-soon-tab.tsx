import { Paper, Stack, Text, Title } from '@mantine/core';

/** Doors, Glazing and Measurements: said plainly to be coming, with nothing behind them to break. */
export function ComingSoonTab({ title }: { title: string }) {
  return (
    <Paper withBorder p="xl">
      <Stack gap="xs" align="flex-start">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Text c="dimmed">
          {title} records for projects are coming in a later version of Roomtone. Nothing is stored here yet,
          so nothing can be lost by visiting this tab.
        </Text>
      </Stack>
    </Paper>
  );
}
