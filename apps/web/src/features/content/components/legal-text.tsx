import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled section of a long text page. */
export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={6} component="section">
      <Title order={2} size="h3">
        {title}
      </Title>
      <Text component="div" lh={1.7}>
        {children}
      </Text>
    </Stack>
  );
}
