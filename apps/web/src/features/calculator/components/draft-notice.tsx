import { Alert, Button, Group, Text } from '@mantine/core';
import type { Draft } from '../hooks/use-draft.ts';

type DraftNoticeProps = { draft: Draft; onRestore: () => void; onDiscard: () => void };

/** Offers back a calculation kept in the browser (after a reload, a crash or a sign-in). */
export function DraftNotice({ draft, onRestore, onDiscard }: DraftNoticeProps) {
  const savedAt = new Date(draft.savedAt);
  const when = Number.isNaN(savedAt.getTime()) ? '' : ` from ${savedAt.toLocaleString()}`;
  return (
    <Alert color="blue" variant="light" title="Unsaved work found" role="status">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm">{`This browser kept unsaved changes to this calculation${when}.`}</Text>
        <Group gap="xs">
          <Button size="compact-sm" onClick={onRestore}>
            Restore
          </Button>
          <Button size="compact-sm" variant="default" onClick={onDiscard}>
            Discard
          </Button>
        </Group>
      </Group>
    </Alert>
  );
}
