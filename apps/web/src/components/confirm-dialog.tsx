import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { AlertList } from './alert-list.tsx';

type ConfirmDialogProps = {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  isPending: boolean;
  errors?: string[];
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * Asks before something is deleted for good: says what goes with it, offers Cancel first, and
 * shows a refusal from the server in place.
 */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  isPending,
  errors = [],
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered>
      <Stack gap="md">
        <AlertList messages={errors} onClose={onCancel} />
        <Text component="div">{children}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button color="red" loading={isPending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
