import { Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../lib/config/paths.ts';

/** The Roomtone word mark, linking home. */
export function BrandLogo({ inverted = false }: { inverted?: boolean }) {
  return (
    <Link to={paths.home} style={{ textDecoration: 'none' }} aria-label="Roomtone home">
      <Group gap={8} wrap="nowrap">
        <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
          <rect width="32" height="32" rx="7" fill="var(--mantine-color-blue-6)" />
          <path
            d="M5 22c3 0 3-12 6-12s3 12 6 12 3-8 6-8 2 4 4 4"
            fill="none"
            stroke="#fff"
            strokeWidth="2.6"
            strokeLinecap="round"
          />
        </svg>
        <Text fw={700} size="lg" c={inverted ? 'white' : 'dark'}>
          Roomtone
        </Text>
      </Group>
    </Link>
  );
}
