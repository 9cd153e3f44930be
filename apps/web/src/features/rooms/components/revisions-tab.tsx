import { ActionIcon, Alert, Anchor, Badge, Group, Loader, Stack, Table, Text, Tooltip } from '@mantine/core';
import { canDeleteRecords, type RevisionSummary, type RoomDetail, viewerOf } from '@roomtone/contracts';
import { IconExternalLink, IconReport, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { paths } from '../../../lib/config/paths.ts';
import { roomQueries } from '../../../lib/room-queries.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useConfirmedDelete } from '../../../lib/use-confirmed-delete.ts';
import { useDeleteRevision } from '../api/use-room-mutations.ts';
import { RevisionPager } from './revision-pager.tsx';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const dimensionFormat = new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 });

function dimensions(revision: RevisionSummary): string {
  if (revision.len === null || revision.width === null || revision.height === null) return '—';
  const unit = revision.units === 'Metric' ? 'm' : 'ft';
  const values = [revision.len, revision.width, revision.height].map((value) =>
    dimensionFormat.format(value),
  );
  return `${values.join(' × ')} ${unit}`;
}

type RevisionsTabProps = { room: RoomDetail; phaseNames: Map<string, string> };

/** Room RT Revisions: newest first, 10 per page; each opens in the calculator (raytracer ones in a new tab). */
export function RevisionsTab({ room, phaseNames }: RevisionsTabProps) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const revisions = useQuery(roomQueries.revisions(room._id, page));
  const { data: user } = useCurrentUser();
  const mayDelete = canDeleteRecords(viewerOf(user));
  const remove = useDeleteRevision(room._id);
  const removal = useConfirmedDelete((revision: RevisionSummary) => remove.mutateAsync(revision.id), {
    isPending: remove.isPending,
  });
  const toDelete = removal.target;

  if (revisions.isPending) return <Loader aria-label="Loading the revisions" />;
  if (revisions.isError) {
    return (
      <Alert color="red" role="alert">
        {revisions.error.message}
      </Alert>
    );
  }
  if (revisions.data.total === 0) {
    return (
      <Text c="dimmed" ta="center" py="lg">
        No revisions yet.{' '}
        <Anchor component={Link} to={paths.newCalculation(room.projectId, room._id)}>
          Open the RT Calculator
        </Anchor>{' '}
        to save the first one.
      </Text>
    );
  }
  return (
    <Stack gap="md">
      <Table.ScrollContainer minWidth={720}>
        <Table striped highlightOnHover verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={130}>Revision</Table.Th>
              <Table.Th>Comment</Table.Th>
              <Table.Th>Phase</Table.Th>
              <Table.Th>Dimensions (L × W × H)</Table.Th>
              <Table.Th>Saved</Table.Th>
              <Table.Th w={90}>Report</Table.Th>
              {mayDelete ? <Table.Th w={50} aria-label="Actions" /> : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {revisions.data.revisions.map((revision) => {
              const isRaytracer = revision.calcType === 'raytracer';
              const to = isRaytracer
                ? paths.roomRaytracer(room.projectId, room._id, revision._id)
                : paths.editCalculation(room.projectId, room._id, String(revision.id));
              return (
                <Table.Tr key={revision._id}>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <Anchor
                        component={Link}
                        to={to}
                        fw={600}
                        target={isRaytracer ? '_blank' : undefined}
                        rel={isRaytracer ? 'noopener' : undefined}
                      >
                        #{revision.id}
                      </Anchor>
                      {isRaytracer ? <IconExternalLink size={14} aria-label="Opens in a new tab" /> : null}
                      {revision.id === room.activeRTRevision ? (
                        <Badge size="sm" variant="light" color="teal" radius="sm">
                          Active
                        </Badge>
                      ) : null}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{revision.revisionComment}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      {revision.phaseId ? (phaseNames.get(revision.phaseId) ?? '—') : '—'}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" ff="monospace">
                      {dimensions(revision)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{dateFormat.format(new Date(revision.createdOn))}</Text>
                    <Text size="xs" c="dimmed">
                      {revision.createdBy}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {isRaytracer ? (
                      <Text size="sm" c="dimmed">
                        —
                      </Text>
                    ) : (
                      <Anchor
                        component={Link}
                        to={paths.report(room.projectId, room._id, String(revision.id))}
                        size="sm"
                        aria-label={`Report of revision ${revision.id}`}
                      >
                        <Group gap={4} wrap="nowrap">
                          <IconReport size={14} aria-hidden />
                          Report
                        </Group>
                      </Anchor>
                    )}
                  </Table.Td>
                  {mayDelete ? (
                    <Table.Td>
                      <Tooltip label="Delete revision">
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Delete revision ${revision.id}`}
                          onClick={() => removal.ask(revision)}
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Tooltip>
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <RevisionPager
        page={revisions.data.page}
        total={revisions.data.pages.total}
        onChange={(value) =>
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              next.set('page', String(value));
              return next;
            },
            { replace: true, preventScrollReset: true },
          )
        }
      />
      <ConfirmDialog title="Delete revision" confirmLabel="Delete revision" {...removal.dialogProps}>
        Delete revision <strong>#{toDelete?.id}</strong> ({toDelete?.revisionComment})? If it is the active
        revision, the newest remaining one becomes active. There is no undo.
      </ConfirmDialog>
    </Stack>
  );
}
