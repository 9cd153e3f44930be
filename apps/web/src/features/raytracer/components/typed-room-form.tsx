import {
  Checkbox,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { BANDS } from '@roomtone/acoustics';
import { bandLabel } from '../model/format.ts';
import { GROUP_LABELS, type GroupId, type TypedRoom } from '../model/typed-room.ts';

type TypedRoomFormProps = { room: TypedRoom; error: string | null; onChange: (room: TypedRoom) => void };

const GROUPS = Object.keys(GROUP_LABELS) as GroupId[];

function dimensionError(value: number): string | undefined {
  return value > 0.2 ? undefined : 'Must be greater than 0.2';
}

/** The room typed in: units, dimensions, temperature, air absorption and α per band of each surface group. */
export function TypedRoomForm({ room, error, onChange }: TypedRoomFormProps) {
  const unit = room.unitSystem === 'Metric' ? 'm' : 'ft';
  const number = (key: 'length' | 'width' | 'height' | 'temperature', label: string, suffix: string) => (
    <NumberInput
      label={label}
      value={room[key]}
      step={key === 'temperature' ? 1 : 0.1}
      decimalScale={2}
      suffix={` ${suffix}`}
      error={key === 'temperature' ? undefined : dimensionError(room[key])}
      onChange={(value) => {
        if (typeof value === 'number' && Number.isFinite(value)) onChange({ ...room, [key]: value });
      }}
    />
  );
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4">
            Room
          </Title>
          <SegmentedControl
            size="xs"
            aria-label="Units"
            value={room.unitSystem}
            onChange={(value) =>
              onChange({ ...room, unitSystem: value === 'Imperial' ? 'Imperial' : 'Metric' })
            }
            data={['Metric', 'Imperial']}
          />
        </Group>
        <Group grow gap="xs" wrap="nowrap">
          {number('length', 'Length', unit)}
          {number('width', 'Width', unit)}
          {number('height', 'Height', unit)}
        </Group>
        <Group grow gap="xs" align="flex-end">
          {number('temperature', 'Temperature', room.unitSystem === 'Metric' ? '°C' : '°F')}
          <Checkbox
            label="Air absorption"
            checked={room.isAirAbsorptionOn}
            onChange={(event) => onChange({ ...room, isAirAbsorptionOn: event.currentTarget.checked })}
            mb={8}
          />
        </Group>
        <Text size="sm" fw={500}>
          Absorption coefficients
        </Text>
        <Table.ScrollContainer minWidth={520}>
          <Table verticalSpacing={4} horizontalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Surface</Table.Th>
                {BANDS.map((band) => (
                  <Table.Th key={band}>{bandLabel(band)}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {GROUPS.map((group) => (
                <Table.Tr key={group}>
                  <Table.Td>
                    <Text size="sm">{GROUP_LABELS[group]}</Text>
                  </Table.Td>
                  {BANDS.map((band, index) => {
                    const value = room.alpha[group][index] ?? 0;
                    return (
                      <Table.Td key={band}>
                        <NumberInput
                          size="xs"
                          aria-label={`${GROUP_LABELS[group]} α at ${bandLabel(band)}`}
                          value={value}
                          min={0}
                          max={1}
                          step={0.05}
                          decimalScale={2}
                          hideControls
                          error={value < 0 || value > 1 ? 'Must be between 0 and 1' : undefined}
                          onChange={(next) => {
                            if (typeof next !== 'number' || !Number.isFinite(next)) return;
                            const alphas = [...room.alpha[group]];
                            alphas[index] = next;
                            onChange({ ...room, alpha: { ...room.alpha, [group]: alphas } });
                          }}
                        />
                      </Table.Td>
                    );
                  })}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {error ? (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
