import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { SharedCalculation } from '@roomtone/contracts';
import { VersionPicker } from './version-picker.tsx';

type SharedHeaderProps = {
  shared: SharedCalculation;
  title: string;
  onPickVersion: (version: number) => void;
  /** Shown to the owner: edit this version and add a new one. */
  onEdit: (() => void) | null;
  /** Starts a new, unsaved public calculation from this version (null when it cannot be read). */
  onOpenCopy: (() => void) | null;
};

const DATE_FORMAT = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The shared page's heading: the room's name, the version's message and date, the picker. */
export function SharedHeader({ shared, title, onPickVersion, onEdit, onOpenCopy }: SharedHeaderProps) {
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Badge variant="light">Shared calculation</Badge>
        {shared.version === shared.latestVersion ? null : (
          <Badge variant="light" color="orange">
            Older version
          </Badge>
        )}
      </Group>
      <Title order={1} style={{ overflowWrap: 'anywhere' }}>
        {title}
      </Title>
      <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {`Version ${shared.version} of ${shared.latestVersion}, ${DATE_FORMAT.format(new Date(shared.createdOn))}: ${shared.message}`}
      </Text>
      <Group align="flex-end" gap="sm">
        <VersionPicker versions={shared.versions} version={shared.version} onPick={onPickVersion} />
        {onEdit === null ? null : <Button onClick={onEdit}>Edit and update</Button>}
        {onOpenCopy === null ? null : (
          <Button variant="default" onClick={onOpenCopy}>
            Open a copy in the calculator
          </Button>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        Read only: every number below was computed by the Roomtone acoustics engine on the server from this
        version's inputs.
      </Text>
    </Stack>
  );
}
