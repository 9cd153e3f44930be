import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
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
import { canDeleteRecords, type ProjectDetail, type RoomListItem, viewerOf } from '@roomtone/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { paths } from '../../../lib/config/paths.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useConfirmedDelete } from '../../../lib/use-confirmed-delete.ts';
import { projectQueries } from '../api/project-queries.ts';
import { useDeleteRoom } from '../api/use-project-mutations.ts';
import { NewRoomDialog } from './new-room-dialog.tsx';
import { RoomRtCell, rtModelText } from './room-rt-cell.tsx';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Rooms tab: number, name, the active revision's RT at 500 Hz and 1 kHz against the RT goal (in
 * the model its report shows), the active revision and last change of each room, and the New
 * Room dialog.
 */
export function RoomsTab({ project }: { project: ProjectDetail }) {
  const rooms = useQuery(projectQueries.rooms(project._id));
  const { data: user } = useCurrentUser();
  const mayDelete = canDeleteRecords(viewerOf(user));
  const deleteRoom = useDeleteRoom(project._id);
  const [isCreating, setCreating] = useState(false);
  const removal = useConfirmedDelete((room: RoomListItem) => deleteRoom.mutateAsync(room._id), {
    isPending: deleteRoom.isPending,
  });
  const toDelete = removal.target;

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            Rooms
          </Title>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
            New Room
          </Button>
        </Group>
        {rooms.isPending ? <Loader aria-label="Loading the rooms" /> : null}
        {rooms.isError ? (
          <Alert color="red" role="alert">
            {rooms.error.message}
          </Alert>
        ) : null}
        {rooms.data?.length === 0 ? (
          <Text c="dimmed" ta="center" py="lg">
            No rooms yet. Add a room, then calculate its reverberation time.
          </Text>
        ) : null}
        {rooms.data && rooms.data.length > 0 ? (
          <Table.ScrollContainer minWidth={1000}>
            <Table striped highlightOnHover verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={100}>Number</Table.Th>
                  <Table.Th>Name</Table.Th>
                  <Table.Th w={190}>RT 500 Hz</Table.Th>
                  <Table.Th w={190}>RT 1 kHz</Table.Th>
                  <Table.Th w={150}>Model</Table.Th>
                  <Table.Th w={170}>Active revision</Table.Th>
                  <Table.Th w={190}>Last change</Table.Th>
                  {mayDelete ? <Table.Th w={50} aria-label="Actions" /> : null}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rooms.data.map((room) => (
                  <Table.Tr key={room._id}>
                    <Table.Td ff="monospace">{room.number}</Table.Td>
                    <Table.Td>
                      <Anchor component={Link} to={paths.room(project._id, room._id)} fw={500}>
                        {room.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <RoomRtCell room={room} frequencyHz={500} />
                    </Table.Td>
                    <Table.Td>
                      <RoomRtCell room={room} frequencyHz={1000} />
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{rtModelText(room)}</Text>
                    </Table.Td>
                    <Table.Td>
                      {room.activeRTRevision === null ? (
                        <Text size="sm" c="dimmed">
                          None yet
                        </Text>
                      ) : (
                        <Group gap={6} wrap="nowrap">
                          <Badge variant="light" radius="sm">
                            #{room.activeRTRevision}
                          </Badge>
                          <Text size="xs" c="dimmed">
                            {room.revisionCount === 1 ? '1 revision' : `${room.revisionCount} revisions`}
                          </Text>
                        </Group>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{dateFormat.format(new Date(room.updatedOn))}</Text>
                    </Table.Td>
                    {mayDelete ? (
                      <Table.Td>
                        <Tooltip label="Delete room">
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={`Delete room ${room.number}`}
                            onClick={() => removal.ask(room)}
                          >
                            <IconTrash size={16} />
                          </ActionIcon>
                        </Tooltip>
                      </Table.Td>
                    ) : null}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
      </Stack>
      <NewRoomDialog projectId={project._id} opened={isCreating} onClose={() => setCreating(false)} />
      <ConfirmDialog title="Delete room" confirmLabel="Delete room" {...removal.dialogProps}>
        Delete room{' '}
        <strong>
          {toDelete?.number} {toDelete?.name}
        </strong>{' '}
        with all {toDelete?.revisionCount ?? 0} of its revisions? There is no undo.
      </ConfirmDialog>
    </Paper>
  );
}
