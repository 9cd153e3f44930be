import { Alert, Anchor, Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { PhaseOption, RevisionSummary } from '@roomtone/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/config/paths.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useSaveRaytrace } from '../api/raytracer-api.ts';
import type { FinishedSimulation } from './raytracer-workspace.tsx';

type SavePanelProps = {
  projectId: string;
  roomId: string;
  phases: PhaseOption[];
  defaultPhaseId: string | null;
  simulation: FinishedSimulation;
  isStale: boolean;
};

type SaveValues = { revisionComment: string; phaseId: string | null };

/** Saves the simulation as a revision of the room (inputs, settings, seed and results). */
export function SavePanel({
  projectId,
  roomId,
  phases,
  defaultPhaseId,
  simulation,
  isStale,
}: SavePanelProps) {
  const save = useSaveRaytrace();
  const [messages, setMessages] = useState<string[]>([]);
  const [saved, setSaved] = useState<RevisionSummary | null>(null);
  const form = useForm<SaveValues>({
    initialValues: {
      revisionComment: `Ray tracer, ${simulation.settings.quality}, scattering ${simulation.settings.scattering.fc.toFixed(2)}`,
      phaseId: defaultPhaseId,
    },
    validate: { revisionComment: (value) => (value.trim() === '' ? 'This field is required' : null) },
  });

  const handleSubmit = form.onSubmit((values) => {
    setMessages([]);
    save.mutate(
      {
        roomId,
        phaseId: values.phaseId,
        revisionComment: values.revisionComment,
        calc: simulation.calcText,
        settings: simulation.settings,
        results: simulation.results,
      },
      {
        onSuccess: (answer) => setSaved(answer.revision),
        onError: (error) => setMessages(applyServerErrors(form, error)),
      },
    );
  });

  return (
    <Paper withBorder p="md" radius="md">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4">
            Save with the room's revisions
          </Title>
          <Text size="sm" c="dimmed">
            The revision keeps the room, the settings, the seed and the results, so the simulation can be run
            again to the same digits.
          </Text>
          <Group grow align="flex-start" wrap="wrap">
            <TextInput label="Revision comment" required {...form.getInputProps('revisionComment')} />
            {phases.length > 0 ? (
              <Select
                label="Phase"
                placeholder="No phase"
                clearable
                data={phases.map((phase) => ({ value: phase._id, label: phase.name }))}
                {...form.getInputProps('phaseId')}
              />
            ) : null}
          </Group>
          {messages.map((message) => (
            <Alert key={message} color="red" role="alert">
              {message}
            </Alert>
          ))}
          {saved ? (
            <Alert color="teal" role="status" title={`Saved as revision #${saved.id}`}>
              <Group gap="md">
                <Anchor component={Link} to={paths.room(projectId, roomId)}>
                  The room's revisions
                </Anchor>
                <Anchor component={Link} to={paths.roomRaytracer(projectId, roomId, saved._id)}>
                  This saved simulation
                </Anchor>
              </Group>
            </Alert>
          ) : null}
          <Group>
            <Button type="submit" loading={save.isPending} disabled={isStale}>
              Save simulation
            </Button>
            {isStale ? (
              <Text size="sm" c="dimmed">
                Run the simulation again before saving: the room or the settings changed.
              </Text>
            ) : null}
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
