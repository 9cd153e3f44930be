import { Anchor, Group, Image, Stack, Text, Title } from '@mantine/core';
import type { VendorProfile } from '@roomtone/contracts';

/** The vendor's name and logo, and a link to its site, above its calculator. */
export function VendorHeader({ vendor }: { vendor: VendorProfile }) {
  return (
    <Group gap="md" wrap="nowrap" align="center" className="vendor-header">
      {vendor.hasLogo ? (
        <Image
          src={`/api/vendors/${encodeURIComponent(vendor.vendorName)}/logo`}
          alt={`${vendor.displayName} logo`}
          h={56}
          w="auto"
          maw={160}
          fit="contain"
        />
      ) : null}
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Title order={1} size="h2">
          {vendor.displayName} RT Calculator
        </Title>
        <Text c="dimmed" size="sm">
          Predict your room's reverberation time and send it to {vendor.displayName} for a quote.
        </Text>
        {vendor.vendorUrl === '' ? null : (
          <Anchor href={vendor.vendorUrl} target="_blank" rel="noopener noreferrer" size="sm">
            {vendor.vendorUrlName === '' ? vendor.vendorUrl : vendor.vendorUrlName}
          </Anchor>
        )}
      </Stack>
    </Group>
  );
}
