import { schemaResolver, useForm } from '@mantine/form';
import { NewPhaseFormSchema } from '@roomtone/contracts';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { useDialogForm } from '../../../lib/use-dialog-form.ts';
import { useCreatePhase } from '../api/use-project-mutations.ts';
import { PhaseFields } from './phase-fields.tsx';

/** The dialog's values as typed; the dates stay empty until picked. */
type NewPhaseValues = { name: string; budget: string; from: string | null; to: string | null };

const EMPTY: NewPhaseValues = { name: '', budget: '', from: null, to: null };

type NewPhaseDialogProps = { projectId: string; currency: string; opened: boolean; onClose: () => void };

/** The New Phase dialog: name, budget, from and to, all required. */
export function NewPhaseDialog({ projectId, currency, opened, onClose }: NewPhaseDialogProps) {
  const form = useForm<NewPhaseValues>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: schemaResolver(NewPhaseFormSchema, { sync: true }),
    validateInputOnBlur: true,
  });
  const create = useCreatePhase(projectId);
  const dialog = useDialogForm(form, onClose);

  const handleSubmit = dialog.submit(async (values) => {
    await create.mutateAsync(NewPhaseFormSchema.parse(values));
    dialog.close();
  });

  return (
    <FormDialog
      opened={opened}
      title="New Phase"
      size="lg"
      submitLabel="Add phase"
      isPending={create.isPending}
      canSubmit={form.isValid()}
      dialog={dialog}
      onSubmit={handleSubmit}
    >
      <PhaseFields form={form} datesRequired currency={currency} />
    </FormDialog>
  );
}
