import { Button, Group, Modal, Text } from '@mantine/core';

type DeleteSurfaceDialogProps = { surfaceNumber: number | null; onConfirm: () => void; onCancel: () => void };

/**
 * docs/product/screens.md#surface-editors: deleting asks 'Really delete Surface #N?  There is no undo.' (two
 * spaces kept).
 */
export function DeleteSurfaceDialog({ surfaceNumber, onConfirm, onCancel }: DeleteSurfaceDialogProps) {
  return (
    <Modal
      opened={surfaceNumber !== null}
      onClose={onCancel}
      title="Delete surface"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Text style={{ whiteSpace: 'pre-wrap' }} data-testid="delete-surface-question">
        {`Really delete Surface #${surfaceNumber ?? ''}?  There is no undo.`}
      </Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        {/* red.9 keeps the white label at a contrast of at least 4.5:1 */}
        <Button color="red.9" onClick={onConfirm} data-autofocus>
          Delete
        </Button>
      </Group>
    </Modal>
  );
}
