import { schemaResolver, useForm } from '@mantine/form';
import { CreatePhaseBodySchema } from '@roomtone/contracts';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { useDialogForm } from '../../../lib/use-dialog-form.ts';
import { useCreatePhase } from '../api/use-project-mutations.ts';
import { PhaseFields } from './phase-fields.tsx';

type PhaseFormValues = { name: string; budget: number | string; from: string | null; to: string | null };

const EMPTY: PhaseFormValues = { name: '', budget: '', from: null, to: null };

type NewPhaseDialogProps = { projectId: string; opened: boolean; onClose: () => void };

/** The New Phase dialog: name, budget, from and to, all required. */
export function NewPhaseDialog({ projectId, opened, onClose }: NewPhaseDialogProps) {
  const form = useForm<PhaseFormValues>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: schemaResolver(CreatePhaseBodySchema, { sync: true }),
    validateInputOnBlur: true,
  });
  const create = useCreatePhase(projectId);
  const dialog = useDialogForm(form, onClose);

  const handleSubmit = dialog.submit(async (values) => {
    await create.mutateAsync(CreatePhaseBodySchema.parse(values));
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
      <PhaseFields form={form} datesRequired />
    </FormDialog>
  );
}
