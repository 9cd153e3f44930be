import { Button, Group, Modal, Text } from '@mantine/core';
import type { Blocker } from 'react-router';

type LeaveDialogProps = { blocker: Blocker };

/** The question asked when leaving the calculator with unsaved changes. */
export function LeaveDialog({ blocker }: LeaveDialogProps) {
  const isBlocked = blocker.state === 'blocked';
  return (
    <Modal
      opened={isBlocked}
      onClose={() => blocker.reset?.()}
      title="Unsaved changes"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Text size="sm">This calculation has changes that are not saved. Leave this page anyway?</Text>
      <Text size="xs" c="dimmed" mt={4}>
        A copy stays in this browser and is offered when you come back.
      </Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          Stay
        </Button>
        <Button color="red.9" onClick={() => blocker.proceed?.()}>
          Leave
        </Button>
      </Group>
    </Modal>
  );
}
