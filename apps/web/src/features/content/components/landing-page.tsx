import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  IconChartLine,
  IconFileDescription,
  IconFolders,
  IconLock,
  IconMathFunction,
  IconWall,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../lib/config/paths.ts';
import { type Feature, FeatureGrid } from './feature-grid.tsx';
import { RotatingBanner } from './rotating-banner.tsx';

const FEATURES: readonly Feature[] = [
  {
    icon: <IconChartLine size={22} />,
    title: 'Seven models, one room',
    text: 'Compare Sabine, Eyring, Fitzroy, Fitzroy-Eyring, Arau-Puchades, Neubauer and Tohyama for the same room, and see where they disagree and why.',
  },
  {
    icon: <IconMathFunction size={22} />,
    title: 'Every number explained',
    text: 'Volume, surface areas, sabins per surface and band, mean absorption, air absorption and the formula with its source sit beside each result.',
  },
  {
    icon: <IconWall size={22} />,
    title: 'A library of finishes',
    text: 'Hundreds of finishes with octave-band coefficients and their sources, searchable by name or keyword, plus your own and your suppliers’ products.',
  },
  {
    icon: <IconFolders size={22} />,
    title: 'Projects that remember',
    text: 'Clients, projects, phases and rooms, with every calculation saved as a revision you can reopen, compare and make active.',
  },
  {
    icon: <IconLock size={22} />,
    title: 'Speech privacy',
    text: 'Record partitions between rooms with their STC and background noise and read the privacy rating at a glance.',
  },
  {
    icon: <IconFileDescription size={22} />,
    title: 'Reports with your logo',
    text: 'Print a reverberation report with your firm’s logo and standard text, ready to send to the design team.',
  },
];

/** `/` and `/landing`: what Roomtone is, for whom, and where to start. */
export function LandingPage() {
  return (
    <>
      <RotatingBanner />
      <Container size="lg" py={64}>
        <Stack gap={48}>
          <Stack gap="xs" maw={680}>
            <Title order={2}>Room acoustics you can check</Title>
            <Text c="dimmed" size="lg">
              Roomtone is built for acousticians who verify every figure. Enter a room’s dimensions and
              finishes; the reverberation time appears for every model as you type, with the working shown.
            </Text>
          </Stack>
          <FeatureGrid features={FEATURES} />
          <Paper withBorder p={{ base: 'lg', sm: 'xl' }} bg="gray.0">
            <Group justify="space-between" gap="lg">
              <Stack gap={4} maw={560}>
                <Title order={3}>Try it on your next room</Title>
                <Text c="dimmed">
                  The public calculator needs no account. Sign up to save rooms into projects.
                </Text>
              </Stack>
              <Group gap="sm">
                <Button component={Link} to={paths.publicRt} size="md">
                  Open the calculator
                </Button>
                <Button component={Link} to={paths.signup} size="md" variant="default">
                  Create an account
                </Button>
              </Group>
            </Group>
          </Paper>
        </Stack>
      </Container>
    </>
  );
}
