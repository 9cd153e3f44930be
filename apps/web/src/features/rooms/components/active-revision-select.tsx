import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { LIMITS, REVISION_PAGE_SIZE, type RevisionSummary, type RoomDetail } from '@roomtone/contracts';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { roomQueries } from '../../../lib/room-queries.ts';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** How a revision reads in the select: number, comment and the day it was saved. */
function revisionLabel(revision: RevisionSummary): string {
  return `#${revision.id} · ${revision.revisionComment} (${dateFormat.format(new Date(revision.createdOn))})`;
}

type ActiveRevisionSelectProps = {
  room: RoomDetail;
  value: string | null;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  error?: ReactNode;
};

/**
 * The active RT version of Room Settings: the room's revisions one page at a time (newest first,
 * from the paged revisions call), searchable within the page, so any revision can be chosen however
 * many the room has.
 */
export function ActiveRevisionSelect({ room, value, onChange, onBlur, error }: ActiveRevisionSelectProps) {
  const [page, setPage] = useState(1);
  const hasRevisions = room.revisionCount > 0;
  const revisions = useQuery({ ...roomQueries.revisions(room._id, page), enabled: hasRevisions });
  // The label of the revision picked from another page, so it stays shown on every page.
  const [pickedLabel, setPickedLabel] = useState<string | null>(null);

  const options = (revisions.data?.revisions ?? []).map((revision) => ({
    value: String(revision.id),
    label: revisionLabel(revision),
  }));
  if (value !== null && !options.some((option) => option.value === value)) {
    const known = room.revisions.find((revision) => String(revision.id) === value);
    options.unshift({ value, label: known ? revisionLabel(known) : (pickedLabel ?? `#${value}`) });
  }
  const handleChange = (next: string | null) => {
    setPickedLabel(options.find((option) => option.value === next)?.label ?? null);
    onChange(next);
  };

  const total = revisions.data?.total ?? room.revisionCount;
  const pages = revisions.data?.pages.total ?? 1;
  // The range of the page shown, which stays the previous one while the next is loading.
  const shown = revisions.data?.page ?? page;
  const first = (shown - 1) * REVISION_PAGE_SIZE + 1;
  const last = Math.min(shown * REVISION_PAGE_SIZE, total);

  return (
    <Stack gap={6}>
      <Select
        label="Active RT version"
        withAsterisk={hasRevisions}
        placeholder={
          !hasRevisions
            ? 'No revisions yet'
            : revisions.isPending
              ? 'Loading revisions…'
              : 'Choose a revision'
        }
        disabled={!hasRevisions}
        data={options}
        searchable
        nothingFoundMessage="No revision on this page matches"
        allowDeselect={false}
        maxDropdownHeight={LIMITS.dropdownMaxHeightPx}
        value={value}
        onChange={handleChange}
        onBlur={onBlur}
        error={error ?? (revisions.isError ? revisions.error.message : undefined)}
      />
      {hasRevisions && pages > 1 ? (
        <Group gap="xs" justify="space-between" wrap="nowrap">
          <Button
            type="button"
            variant="subtle"
            size="compact-sm"
            leftSection={<IconChevronLeft size={14} />}
            disabled={page <= 1 || revisions.isFetching}
            onClick={() => setPage((current) => Math.max(1, current - 1))}
          >
            Newer revisions
          </Button>
          <Text size="xs" c="dimmed" aria-live="polite">
            Revisions {first}–{last} of {total}
          </Text>
          <Button
            type="button"
            variant="subtle"
            size="compact-sm"
            rightSection={<IconChevronRight size={14} />}
            disabled={page >= pages || revisions.isFetching}
            onClick={() => setPage((current) => Math.min(pages, current + 1))}
          >
            Older revisions
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
