import { Button, Group, Modal, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { CreatePhaseBodySchema } from '@roomtone/contracts';
import { useState } from 'react';
import { AlertList } from '../../../components/alert-list.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
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
  const [alerts, setAlerts] = useState<string[]>([]);

  const handleClose = () => {
    form.reset();
    setAlerts([]);
    onClose();
  };

  const handleSubmit = form.onSubmit(async (values) => {
    setAlerts([]);
    try {
      await create.mutateAsync(CreatePhaseBodySchema.parse(values));
      handleClose();
    } catch (error) {
      setAlerts(applyServerErrors(form, error));
    }
  });

  return (
    <Modal opened={opened} onClose={handleClose} title="New Phase" centered size="lg">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <AlertList
            messages={alerts}
            onClose={(index) => setAlerts((list) => list.filter((_, i) => i !== index))}
          />
          <PhaseFields form={form} datesRequired />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={handleClose}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending} disabled={!form.isValid()}>
              Add phase
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
