import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Member } from '@roomtone/contracts';

type RemoveMemberDialogProps = {
  member: Member | null;
  organizationName: string;
  isRemoving: boolean;
  onConfirm: (member: Member) => void;
  onCancel: () => void;
};

/** Asks before a member is removed, and says what happens to their account and projects. */
export function RemoveMemberDialog({
  member,
  organizationName,
  isRemoving,
  onConfirm,
  onCancel,
}: RemoveMemberDialogProps) {
  return (
    <Modal opened={member !== null} onClose={onCancel} title="Delete member" centered>
      {member ? (
        <Stack gap="md">
          <Text>
            Remove <strong>{member.name}</strong> from {organizationName}?
          </Text>
          <Text size="sm" c="dimmed">
            They are signed out at once and lose access to the organization. The projects they created stay
            with the organization; their own account is kept and can still be used on its own.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
            <Button color="red" loading={isRemoving} onClick={() => onConfirm(member)}>
              Delete
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
