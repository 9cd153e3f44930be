import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type PageSectionProps = {
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
};

/** A page's title, lead paragraph and body in the standard width. */
export function PageSection({ title, lead, children, size = 'md' }: PageSectionProps) {
  return (
    <Container size={size} py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>{title}</Title>
          {lead ? (
            <Text size="lg" c="dimmed">
              {lead}
            </Text>
          ) : null}
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}
