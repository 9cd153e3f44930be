import { SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One feature tile. */
export type Feature = { icon: ReactNode; title: string; text: string };

/** A responsive grid of feature tiles. */
export function FeatureGrid({ features }: { features: readonly Feature[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="xl">
      {features.map((feature) => (
        <Stack key={feature.title} gap="xs">
          <ThemeIcon size={42} radius="md" variant="light">
            {feature.icon}
          </ThemeIcon>
          <Title order={3} size="h4">
            {feature.title}
          </Title>
          <Text c="dimmed" size="sm" lh={1.6}>
            {feature.text}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
