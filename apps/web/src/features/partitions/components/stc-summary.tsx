import { Alert, Badge, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import type { StcAssessment } from './stc-assessment.ts';

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700} ff="monospace">
        {value}
      </Text>
      {hint ? (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      ) : null}
    </Paper>
  );
}

/** The published STC beside the ASTM E413 recomputation, or the reason there is none. */
export function StcSummary({ assessment }: { assessment: StcAssessment }) {
  if (assessment.kind === 'not-recomputed') {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Figure label="Published STC" value={String(assessment.published)} hint="As the source states it" />
        <Alert variant="light" color="gray" title="No recomputation">
          {assessment.reason}
        </Alert>
      </SimpleGrid>
    );
  }
  const isMatch = assessment.recomputed === assessment.published;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <Figure label="Published STC" value={String(assessment.published)} hint="As the laboratory states it" />
      <Paper withBorder p="sm" radius="md">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            Recomputed (ASTM E413)
          </Text>
          <Badge size="sm" variant="light" color={isMatch ? 'green' : 'orange'}>
            {isMatch ? 'Matches' : 'Differs'}
          </Badge>
        </Group>
        <Text size="xl" fw={700} ff="monospace">
          {assessment.recomputed}
        </Text>
        <Text size="xs" c="dimmed">
          Deficiencies {assessment.totalDeficiency.toFixed(1)} dB in total (≤ 32), largest{' '}
          {assessment.maxDeficiency.toFixed(1)} dB (≤ 8)
        </Text>
      </Paper>
    </SimpleGrid>
  );
}
