import { Alert, Anchor, Group, List, Stack, Text } from '@mantine/core';
import type { RoomWarning } from '@roomtone/acoustics';
import { surfaceTitle } from '@roomtone/contracts';
import { IconAlertTriangle } from '@tabler/icons-react';
import { memo, useState } from 'react';

type WarningsListProps = { warnings: RoomWarning[] };

function surfacesOf(warning: RoomWarning) {
  return warning.code === 'sabine-coefficient-above-0.30' || warning.code === 'eyring-coefficient-above-1'
    ? warning.surfaces
    : [];
}

/**
 * The engine's warnings (docs/product/validation.md#calculator-warnings) as one summary with their count:
 * each warning on one line, and the surfaces and bands they concern behind 'Show details', so the results
 * above stay in view.
 */
export const WarningsList = memo(function WarningsList({ warnings }: WarningsListProps) {
  const [isOpen, setOpen] = useState(false);
  if (warnings.length === 0) return null;
  const isSevere = warnings.some((warning) => warning.code === 'eyring-coefficient-above-1');
  const hasDetails = warnings.some((warning) => surfacesOf(warning).length > 0);
  return (
    <div data-testid="warnings">
      <Alert
        color={isSevere ? 'red' : 'yellow'}
        variant="light"
        icon={<IconAlertTriangle size={18} aria-hidden />}
        p="xs"
        title={
          <Group gap="xs" justify="space-between" wrap="nowrap">
            <Text span size="sm" fw={700} c="dark.9">
              {warnings.length === 1 ? '1 warning' : `${warnings.length} warnings`}
            </Text>
            {hasDetails ? (
              <Anchor
                component="button"
                type="button"
                size="xs"
                onClick={() => setOpen((open) => !open)}
                aria-expanded={isOpen}
              >
                {isOpen ? 'Hide details' : 'Show details'}
              </Anchor>
            ) : null}
          </Group>
        }
      >
        <Stack gap={4}>
          {warnings.map((warning) => {
            const surfaces = surfacesOf(warning);
            return (
              <div key={`${warning.code}-${warning.message}`}>
                <Text size="xs" lineClamp={isOpen ? undefined : 2}>
                  {warning.message}
                </Text>
                {isOpen && surfaces.length > 0 ? (
                  <List size="xs" mt={2}>
                    {surfaces.map((surface) => (
                      <List.Item key={surface.index}>
                        {`${surfaceTitle(surface.index, surface.name)}: `}
                        <Text span c="red.9" size="xs" fw={600}>
                          {surface.bands.map((band) => `${band} Hz`).join(', ')}
                        </Text>
                      </List.Item>
                    ))}
                  </List>
                ) : null}
              </div>
            );
          })}
        </Stack>
      </Alert>
    </div>
  );
});
