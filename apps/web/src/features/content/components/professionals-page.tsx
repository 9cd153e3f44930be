import { Anchor, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFileDescription, IconTimeline, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageSection } from '../../../components/page-section.tsx';
import { paths } from '../../../lib/config/paths.ts';
import { type Feature, FeatureGrid } from './feature-grid.tsx';

const FEATURES: readonly Feature[] = [
  {
    icon: <IconTimeline size={22} />,
    title: 'Projects with phases',
    text: 'Plan phases with budgets and dates, see them on a Gantt chart, and keep rooms, partitions and meeting notes together.',
  },
  {
    icon: <IconUsers size={22} />,
    title: 'Your whole team',
    text: 'Add members to your organization. Everyone works on the same projects; only the organization account can delete.',
  },
  {
    icon: <IconFileDescription size={22} />,
    title: 'Reports and revisions',
    text: 'Every saved calculation is a revision with a comment. Choose the active one and print the reverberation report with your logo.',
  },
];

/** `/landing/professionals`: the offer for acoustic consultants, with the desktop download. */
export function ProfessionalsPage() {
  return (
    <PageSection
      size="lg"
      title="For acoustic consultants"
      lead="From the first estimate to the issued report, with the working shown at every step."
    >
      <FeatureGrid features={FEATURES} />
      <Paper withBorder p="lg">
        <Stack gap="xs">
          <Title order={3} size="h4">
            Professional plan: $99 a month
          </Title>
          <List size="sm" spacing={4}>
            <List.Item>Phases, Gantt chart, partitions with speech privacy, and meeting notes</List.Item>
            <List.Item>Organization finishes and settings, members, report text and logo</List.Item>
            <List.Item>Unlimited projects, rooms and revisions</List.Item>
          </List>
        </Stack>
      </Paper>
      <Paper withBorder p="lg" id="desktop">
        <Stack gap="xs">
          <Title order={3} size="h4">
            Desktop app (Supersonic beta)
          </Title>
          <Text size="sm" c="dimmed">
            The Supersonic desktop beta ($20) is offered to subscribers of that plan, who find the download
            link in their menu after signing in.{' '}
            <Anchor component={Link} to={paths.contact}>
              Ask us
            </Anchor>{' '}
            to join the beta.
          </Text>
        </Stack>
      </Paper>
      <Group>
        <Button component={Link} to={paths.signup}>
          Create an account
        </Button>
        <Button component={Link} to={paths.publicRt} variant="default">
          Try the calculator
        </Button>
      </Group>
    </PageSection>
  );
}
