import { Alert, List, Stack, Text } from '@mantine/core';
import type { RoomWarning } from '@roomtone/acoustics';
import { IconAlertTriangle } from '@tabler/icons-react';
import { memo } from 'react';

type WarningsListProps = { warnings: RoomWarning[] };

function surfacesOf(warning: RoomWarning) {
  return warning.code === 'sabine-coefficient-above-0.30' || warning.code === 'eyring-coefficient-above-1'
    ? warning.surfaces
    : [];
}

/** The engine's warnings (SPEC section 5), with the surfaces and bands they concern. */
export const WarningsList = memo(function WarningsList({ warnings }: WarningsListProps) {
  if (warnings.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="warnings">
      {warnings.map((warning) => {
        const surfaces = surfacesOf(warning);
        return (
          <Alert
            key={`${warning.code}-${warning.message}`}
            color={warning.code === 'eyring-coefficient-above-1' ? 'red' : 'yellow'}
            variant="light"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            p="xs"
          >
            <Text size="sm">{warning.message}</Text>
            {surfaces.length > 0 ? (
              <List size="xs" mt={4}>
                {surfaces.map((surface) => (
                  <List.Item key={surface.index}>
                    {`Surface #${surface.index + 1} ${surface.name}: `}
                    <Text span c="red.9" size="xs" fw={600}>
                      {surface.bands.map((band) => `${band} Hz`).join(', ')}
                    </Text>
                  </List.Item>
                ))}
              </List>
            ) : null}
          </Alert>
        );
      })}
    </Stack>
  );
});
