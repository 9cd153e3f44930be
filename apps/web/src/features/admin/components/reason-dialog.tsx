import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { MESSAGES } from '@roomtone/contracts';
import { type ReactNode, useEffect, useState } from 'react';
import { AlertList } from '../../../components/alert-list.tsx';

type ReasonDialogProps = {
  opened: boolean;
  title: string;
  /** What happens when the administrator confirms. */
  children: ReactNode;
  confirmLabel: string;
  color?: string;
  isPending: boolean;
  errors: string[];
  /** The server's message for the reason field, if it refused it. */
  reasonError?: string | undefined;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
};

/** Asks an administrator for the written reason an action needs, then runs it. */
export function ReasonDialog({
  opened,
  title,
  children,
  confirmLabel,
  color = 'red',
  isPending,
  errors,
  reasonError,
  onConfirm,
  onCancel,
}: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  // Each opening starts from an empty reason.
  useEffect(() => {
    if (!opened) {
      setReason('');
      setLocalError(null);
    }
  }, [opened]);
  const handleConfirm = () => {
    if (reason.trim() === '') {
      setLocalError(MESSAGES.required);
      return;
    }
    setLocalError(null);
    onConfirm(reason.trim());
  };

  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered>
      <Stack gap="md">
        <AlertList messages={errors} onClose={onCancel} />
        <Text size="sm" component="div">
          {children}
        </Text>
        <Textarea
          label="Reason"
          description="Kept in the audit log."
          required
          autosize
          minRows={2}
          maxRows={6}
          maxLength={500}
          value={reason}
          error={localError ?? reasonError}
          onChange={(event) => setReason(event.currentTarget.value)}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button color={color} loading={isPending} onClick={handleConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
