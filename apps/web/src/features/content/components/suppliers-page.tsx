import { Button, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBuildingStore, IconForms, IconPalette } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageSection } from '../../../components/page-section.tsx';
import { paths } from '../../../lib/config/paths.ts';
import { type Feature, FeatureGrid } from './feature-grid.tsx';

const FEATURES: readonly Feature[] = [
  {
    icon: <IconBuildingStore size={22} />,
    title: 'Your products in the calculator',
    text: 'Publish your tested absorption coefficients. Consultants find them by name or keyword and your own button appears among the surface types.',
  },
  {
    icon: <IconPalette size={22} />,
    title: 'A calculator in your colours',
    text: 'Offer the RT calculator at your own address on Roomtone, styled with your stylesheet and linked back to your website.',
  },
  {
    icon: <IconForms size={22} />,
    title: 'Rooms become inquiries',
    text: 'A visitor who has modelled a room sends it to you with their contact details. You see the room, the finishes and the result, not just an e-mail.',
  },
];

/** `/landing/suppliers`: the offer for manufacturers and sponsors. */
export function SuppliersPage() {
  return (
    <PageSection
      size="lg"
      title="For product manufacturers"
      lead="Acousticians choose finishes by their numbers. Roomtone puts yours where the choice is made."
    >
      <FeatureGrid features={FEATURES} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Paper withBorder p="lg">
          <Stack gap="xs">
            <Title order={3} size="h4">
              Manufacturer plan
            </Title>
            <Text c="dimmed" size="sm">
              $99 a month or $999 a year.
            </Text>
            <List size="sm" spacing={4}>
              <List.Item>Members and a shared finishes library</List.Item>
              <List.Item>Vendor-branded calculator with web inquiries</List.Item>
              <List.Item>Organization settings, logo and report text</List.Item>
            </List>
          </Stack>
        </Paper>
        <Paper withBorder p="lg">
          <Stack gap="xs">
            <Title order={3} size="h4">
              Sponsorship
            </Title>
            <Text c="dimmed" size="sm">
              Silver $1,999, Gold $3,599 and Platinum $5,999 a year.
            </Text>
            <List size="sm" spacing={4}>
              <List.Item>A supplier button in every calculator</List.Item>
              <List.Item>Acoustical 3D models of your products ($99 per model credit)</List.Item>
              <List.Item>A sponsor dashboard for your orders and models</List.Item>
            </List>
          </Stack>
        </Paper>
      </SimpleGrid>
      <Group>
        <Button component={Link} to={paths.contact}>
          Talk to us
        </Button>
        <Button component={Link} to={paths.signup} variant="default">
          Create an account
        </Button>
      </Group>
    </PageSection>
  );
}
