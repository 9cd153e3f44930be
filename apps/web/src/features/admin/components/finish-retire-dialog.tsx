import type { AdminFinish } from '@roomtone/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { api } from '../../../lib/api-client.ts';
import { useAdminAction } from './use-admin-action.ts';

type FinishRetireDialogProps = {
  /** The finish to retire; null keeps the dialog closed. */
  finish: AdminFinish | null;
  onClose: () => void;
};

/** Asks before a global finish is retired, saying what happens to it. */
export function FinishRetireDialog({ finish, onClose }: FinishRetireDialogProps) {
  const retire = useAdminAction(
    (retiring: AdminFinish) => api.put(`/api/admin/finishes/${retiring.id}/retire`),
    'Finish retired',
  );
  const close = () => {
    retire.clear();
    onClose();
  };
  return (
    <ConfirmDialog
      opened={finish !== null}
      title={`Retire ${finish?.finishName ?? 'this finish'}?`}
      confirmLabel="Retire"
      isPending={retire.isPending}
      errors={retire.errors}
      onConfirm={async () => {
        if (finish && (await retire.execute(finish))) close();
      }}
      onCancel={close}
    >
      It disappears from the finish search and from every finish list, for everyone. Calculations and
      revisions that already use it keep it, with its values. You can restore it here at any time.
    </ConfirmDialog>
  );
}
