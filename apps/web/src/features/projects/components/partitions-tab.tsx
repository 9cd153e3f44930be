import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Loader,
  Paper,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import type { ProjectDetail, ProjectPartition, ProjectPartitionRoom } from '@roomtone/contracts';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useConfirmedDelete } from '../../../lib/use-confirmed-delete.ts';
import { projectQueries } from '../api/project-queries.ts';
import { useDeletePartition } from '../api/use-project-mutations.ts';
import { PartitionDialog } from './partition-dialog.tsx';
import { PrivacyBadge } from './privacy-badge.tsx';

const areaFormat = new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 });

function roomLabel(room: ProjectPartitionRoom | null): string {
  return room ? `${room.number} · ${room.name}` : 'Room deleted';
}

/** Partitions tab (pro): source and receive rooms, NC, STC, surface area and the speech privacy rating. */
const ROOMS_NOT_LOADED = 'The rooms of this project could not be loaded';

/** Why New partition is disabled: the rooms are loading, failed to load, or are fewer than two. */
function newPartitionHint(rooms: { isPending: boolean; isError: boolean }): string {
  if (rooms.isPending) return 'Loading the rooms…';
  return rooms.isError ? ROOMS_NOT_LOADED : 'Add two rooms on the Rooms tab first';
}

export function PartitionsTab({ project }: { project: ProjectDetail }) {
  const partitions = useQuery(projectQueries.partitions(project._id));
  const rooms = useQuery(projectQueries.rooms(project._id));
  const remove = useDeletePartition(project._id);
  const [editing, setEditing] = useState<ProjectPartition | 'new' | null>(null);
  const removal = useConfirmedDelete((partition: ProjectPartition) => remove.mutateAsync(partition._id), {
    isPending: remove.isPending,
  });
  const toDelete = removal.target;
  const areaUnit = project.organization.units === 'Metric' ? 'm²' : 'ft²';

  const hasTwoRooms = (rooms.data?.length ?? 0) >= 2;
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            Partitions
          </Title>
          <Tooltip label={newPartitionHint(rooms)} disabled={hasTwoRooms}>
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={() => setEditing('new')}
              disabled={!hasTwoRooms}
            >
              New partition
            </Button>
          </Tooltip>
        </Group>
        {partitions.isPending ? <Loader aria-label="Loading the partitions" /> : null}
        {partitions.isError ? (
          <Alert color="red" role="alert">
            {partitions.error.message}
          </Alert>
        ) : null}
        {rooms.isError ? (
          <Alert color="red" role="alert" title={ROOMS_NOT_LOADED}>
            {rooms.error.message}
          </Alert>
        ) : null}
        {partitions.data?.length === 0 ? (
          <Text c="dimmed" ta="center" py="lg">
            No partitions yet. A partition rates the speech privacy between a source and a receive room.
          </Text>
        ) : null}
        {partitions.data && partitions.data.length > 0 ? (
          <Table.ScrollContainer minWidth={720}>
            <Table striped highlightOnHover verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Source room</Table.Th>
                  <Table.Th>Receive room</Table.Th>
                  <Table.Th ta="right">NC</Table.Th>
                  <Table.Th ta="right">STC</Table.Th>
                  <Table.Th ta="right">Surface area ({areaUnit})</Table.Th>
                  <Table.Th>Privacy rating</Table.Th>
                  <Table.Th w={90} aria-label="Actions" />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {partitions.data.map((partition) => (
                  <Table.Tr key={partition._id}>
                    <Table.Td>{roomLabel(partition.sourceRoom)}</Table.Td>
                    <Table.Td>{roomLabel(partition.receiveRoom)}</Table.Td>
                    <Table.Td ta="right" ff="monospace">
                      {partition.nc}
                    </Table.Td>
                    <Table.Td ta="right" ff="monospace">
                      {partition.stc}
                    </Table.Td>
                    <Table.Td ta="right" ff="monospace">
                      {areaFormat.format(partition.surfaceArea)}
                    </Table.Td>
                    <Table.Td>
                      <PrivacyBadge rating={partition.privacy} />
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <ActionIcon
                          variant="subtle"
                          aria-label="Edit partition"
                          onClick={() => setEditing(partition)}
                        >
                          <IconPencil size={16} />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label="Delete partition"
                          onClick={() => removal.ask(partition)}
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
      </Stack>
      {editing !== null ? (
        <PartitionDialog
          projectId={project._id}
          rooms={rooms.data ?? []}
          units={project.organization.units}
          partition={editing === 'new' ? null : editing}
          opened
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog title="Delete partition" confirmLabel="Delete" {...removal.dialogProps}>
        Delete the partition between {roomLabel(toDelete?.sourceRoom ?? null)} and{' '}
        {roomLabel(toDelete?.receiveRoom ?? null)}? There is no undo.
      </ConfirmDialog>
    </Paper>
  );
}
