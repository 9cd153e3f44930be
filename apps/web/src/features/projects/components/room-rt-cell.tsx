import { Badge, Group, Stack, Text } from '@mantine/core';
import { formatRt } from '@roomtone/acoustics';
import type { GoalStanding, RoomListItem } from '@roomtone/contracts';

const STANDING: Record<GoalStanding, { label: string; color: string }> = {
  within: { label: 'Within goal', color: 'teal' },
  above: { label: 'Above goal', color: 'red' },
  below: { label: 'Below goal', color: 'orange' },
};

/** The model a room's RT is shown in, e.g. 'Sabine (automatic)'. */
export function rtModelText(room: RoomListItem): string {
  if (room.activeRTRevision === null) return '—';
  const summary = room.rtSummary;
  if (!summary) return 'No RT calculation';
  if (summary.model === null) return 'No model applies';
  return summary.isAutomatic ? `${summary.model} (automatic)` : summary.model;
}

/** One band's RT of a room's active revision beside its goal band, for the Rooms tab. */
export function RoomRtCell({ room, frequencyHz }: { room: RoomListItem; frequencyHz: number }) {
  if (room.activeRTRevision === null) {
    return (
      <Stack gap={0}>
        <Text size="sm">—</Text>
        <Text size="xs" c="dimmed">
          No calculation yet
        </Text>
      </Stack>
    );
  }
  const band = room.rtSummary?.bands.find((value) => value.frequencyHz === frequencyHz);
  if (!band || band.rt === null) {
    return <Text size="sm">—</Text>;
  }
  const standing = band.standing === null ? null : STANDING[band.standing];
  return (
    <Stack gap={2}>
      <Group gap={6} wrap="nowrap">
        <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
          {formatRt(band.rt)} s
        </Text>
        {standing ? (
          <Badge size="sm" variant="light" color={standing.color} radius="sm">
            {standing.label}
          </Badge>
        ) : null}
      </Group>
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {band.goal === null
          ? 'No RT goal'
          : `Goal ${formatRt(band.goal.goal)} s (${formatRt(band.goal.lower)}–${formatRt(band.goal.upper)} s)`}
      </Text>
    </Stack>
  );
}
