import { Button, Group, Modal, type ModalProps, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { AlertList } from './alert-list.tsx';

type FormDialogProps = {
  opened: boolean;
  title: string;
  size?: ModalProps['size'];
  submitLabel: string;
  isPending: boolean;
  /** The submit button is disabled while this is false (an invalid form). */
  canSubmit: boolean;
  dialog: { alerts: string[]; closeAlert: (index: number) => void; close: () => void };
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
};

/** A dialog holding one form: its alerts on top, the fields, then Cancel and the submit button. */
export function FormDialog({
  opened,
  title,
  size,
  submitLabel,
  isPending,
  canSubmit,
  dialog,
  onSubmit,
  children,
}: FormDialogProps) {
  return (
    <Modal opened={opened} onClose={dialog.close} title={title} centered size={size}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <AlertList messages={dialog.alerts} onClose={dialog.closeAlert} />
          {children}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={dialog.close}>
              Cancel
            </Button>
            <Button type="submit" loading={isPending} disabled={!canSubmit}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
