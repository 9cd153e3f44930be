import { Alert, Button, Group, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  budgetText,
  canDeleteRecords,
  canUseProProjectTools,
  MESSAGES,
  type Phase,
  PhaseFormSchema,
  type PhaseFormValues,
  viewerOf,
} from '@roomtone/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AlertList } from '../../../components/alert-list.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { paths } from '../../../lib/config/paths.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useConfirmedDelete } from '../../../lib/use-confirmed-delete.ts';
import { useDeletePhase, useSavePhase } from '../api/use-project-mutations.ts';
import { PhaseFields } from './phase-fields.tsx';

/** The phase screen's form: name and budget required, dates optional; Save, and Delete for organization-level users. */
export function PhaseForm({
  projectId,
  phase,
  currency,
}: {
  projectId: string;
  phase: Phase;
  currency: string;
}) {
  const [alerts, setAlerts] = useState<string[]>([]);
  const [notice, setNotice] = useState<string[]>([]);
  const form = useForm<PhaseFormValues>({
    mode: 'controlled',
    initialValues: {
      name: phase.name,
      budget: budgetText(phase.budgetCents),
      from: phase.from,
      to: phase.to,
    },
    validate: schemaResolver(PhaseFormSchema, { sync: true }),
    validateInputOnBlur: true,
    // 'Changes have been saved.' is about the values saved: an edit after it makes it stale.
    onValuesChange: () => setNotice([]),
  });
  const { data: user } = useCurrentUser();
  const viewer = viewerOf(user);
  const mayEdit = canUseProProjectTools(viewer);
  const save = useSavePhase(projectId, phase._id);
  const remove = useDeletePhase(projectId, phase._id);
  const navigate = useNavigate();

  const handleSubmit = form.onSubmit(async (values) => {
    setAlerts([]);
    setNotice([]);
    try {
      await save.mutateAsync(PhaseFormSchema.parse(values));
      form.resetDirty(values);
      setNotice([MESSAGES.changesSaved]);
    } catch (error) {
      setAlerts(applyServerErrors(form, error));
    }
  });

  const removal = useConfirmedDelete(() => remove.mutateAsync(), {
    isPending: remove.isPending,
    onDeleted: () => navigate(`${paths.project(projectId)}#phases`),
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        {!mayEdit ? (
          <Alert color="blue" variant="light">
            Phases are edited with the Professional plan.
          </Alert>
        ) : null}
        <AlertList messages={notice} color="green" onClose={() => setNotice([])} />
        <AlertList
          messages={alerts}
          onClose={(index) => setAlerts((list) => list.filter((_, i) => i !== index))}
        />
        <PhaseFields form={form} datesRequired={false} currency={currency} />
        <Group justify="space-between">
          <Button
            type="submit"
            loading={save.isPending}
            disabled={!mayEdit || !form.isValid() || !form.isDirty()}
          >
            Save
          </Button>
          {canDeleteRecords(viewer) && mayEdit ? (
            <Button color="red" variant="light" onClick={() => removal.ask(phase)}>
              Delete
            </Button>
          ) : null}
        </Group>
      </Stack>
      <ConfirmDialog title="Delete phase" confirmLabel="Delete phase" {...removal.dialogProps}>
        Delete the phase <strong>{phase.name}</strong>? Revisions saved in it are kept without a phase. There
        is no undo.
      </ConfirmDialog>
    </form>
  );
}
