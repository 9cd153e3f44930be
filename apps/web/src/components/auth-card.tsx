import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type AuthCardProps = { title: string; lead?: ReactNode; children: ReactNode; footer?: ReactNode };

/** The narrow centred card of the sign-in, sign-up and password pages. */
export function AuthCard({ title, lead, children, footer }: AuthCardProps) {
  return (
    <Container size={460} py={{ base: 'lg', sm: 48 }}>
      <Stack gap="lg">
        <Stack gap={4} ta="center">
          <Title order={1} size="h2">
            {title}
          </Title>
          {lead ? <Text c="dimmed">{lead}</Text> : null}
        </Stack>
        <Paper withBorder p={{ base: 'md', sm: 'xl' }} shadow="xs">
          {children}
        </Paper>
        {footer ? (
          <Text ta="center" size="sm" c="dimmed">
            {footer}
          </Text>
        ) : null}
      </Stack>
    </Container>
  );
}
