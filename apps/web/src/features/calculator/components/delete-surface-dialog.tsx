import { Button, Group, Modal, Text } from '@mantine/core';

type DeleteSurfaceDialogProps = { surfaceNumber: number | null; onConfirm: () => void; onCancel: () => void };

/** SPEC section 2: deleting asks 'Really delete Surface #N?  There is no undo.' (two spaces kept). */
export function DeleteSurfaceDialog({ surfaceNumber, onConfirm, onCancel }: DeleteSurfaceDialogProps) {
  return (
    <Modal opened={surfaceNumber !== null} onClose={onCancel} title="Delete surface" centered>
      <Text style={{ whiteSpace: 'pre-wrap' }} data-testid="delete-surface-question">
        {`Really delete Surface #${surfaceNumber ?? ''}?  There is no undo.`}
      </Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button color="red" onClick={onConfirm} data-autofocus>
          Delete
        </Button>
      </Group>
    </Modal>
  );
}
