import { Anchor, Container, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../lib/config/paths.ts';

const LINKS = [
  { label: 'About', to: paths.about },
  { label: 'Contact', to: paths.contact },
  { label: 'Privacy', to: paths.privacy },
  { label: 'Terms of Service', to: paths.terms },
  { label: 'Desktop app', to: paths.desktopDownload },
];

/** Footer with the legal and company links. */
export function SiteFooter() {
  return (
    <Container size="xl" py="lg">
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed">
          © {new Date().getFullYear()} Roomtone. Room acoustics, calculated and explained.
        </Text>
        <Group gap="md">
          {LINKS.map((link) => (
            <Anchor key={link.to} component={Link} to={link.to} size="sm" c="dimmed">
              {link.label}
            </Anchor>
          ))}
        </Group>
      </Group>
    </Container>
  );
}
