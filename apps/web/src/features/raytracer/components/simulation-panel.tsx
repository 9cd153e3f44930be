import {
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  Progress,
  SegmentedControl,
  Slider,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { QUALITY_PRESETS, type RaytracerRoom } from '@roomtone/raytracer';
import type { SimulationState } from '../hooks/use-simulation.ts';
import { isInsideRoom, type SimulationChoice } from '../model/simulation-settings.ts';
import { GROUP_LABELS, type GroupId } from '../model/typed-room.ts';
import { PointFields } from './point-fields.tsx';

type SimulationPanelProps = {
  room: RaytracerRoom;
  choice: SimulationChoice;
  metresPerUnit: number;
  unit: string;
  state: SimulationState;
  onChange: (choice: SimulationChoice) => void;
  onRun: () => void;
  onCancel: () => void;
};

const INSIDE_MESSAGE = 'Must be inside the room, at least 0.1 m from every surface';

function presetText(quality: 'fast' | 'accurate'): string {
  const preset = QUALITY_PRESETS[quality];
  return `${preset.rayCount.toLocaleString('en-US')} rays, image sources to order ${preset.imageSourceOrder}`;
}

/** Quality, scattering, source, receiver and seed, with Run, Cancel and the progress bar. */
export function SimulationPanel({
  room,
  choice,
  metresPerUnit,
  unit,
  state,
  onChange,
  onRun,
  onCancel,
}: SimulationPanelProps) {
  const isRunning = state.status === 'running';
  const isSourceInside = isInsideRoom(room, choice.source);
  const isReceiverInside = isInsideRoom(room, choice.receiver);
  const sameScattering =
    choice.scattering.lr === choice.scattering.fr && choice.scattering.fr === choice.scattering.fc;
  const setScattering = (group: GroupId | 'all', value: number) =>
    onChange({
      ...choice,
      scattering:
        group === 'all' ? { lr: value, fr: value, fc: value } : { ...choice.scattering, [group]: value },
    });
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="md">
        <Title order={2} size="h4">
          Simulation
        </Title>
        <div>
          <Text size="sm" fw={500} mb={4} id="raytracer-quality-label">
            Quality
          </Text>
          <SegmentedControl
            fullWidth
            aria-labelledby="raytracer-quality-label"
            value={choice.quality}
            disabled={isRunning}
            onChange={(value) => onChange({ ...choice, quality: value === 'accurate' ? 'accurate' : 'fast' })}
            data={[
              { value: 'fast', label: 'Fast' },
              { value: 'accurate', label: 'Accurate' },
            ]}
          />
          <Text size="xs" c="dimmed" mt={4}>
            {presetText(choice.quality)}
          </Text>
        </div>
        <div>
          <Text size="sm" fw={500} id="raytracer-scattering-label">
            Scattering coefficient{sameScattering ? `: ${choice.scattering.lr.toFixed(2)}` : ''}
          </Text>
          <Text size="xs" c="dimmed" mb="xs">
            The share of the sound a surface reflects diffusely instead of like a mirror: 0 for smooth, bare
            surfaces, about 0.1-0.3 for furnished rooms, 1 for a perfectly diffusing room. The formulas assume
            a diffuse field; low scattering shows where that assumption fails.
          </Text>
          <Slider
            aria-labelledby="raytracer-scattering-label"
            min={0}
            max={1}
            step={0.05}
            value={sameScattering ? choice.scattering.lr : choice.scattering.fc}
            disabled={isRunning}
            onChange={(value) => setScattering('all', value)}
            marks={[
              { value: 0, label: '0' },
              { value: 0.5, label: '0.5' },
              { value: 1, label: '1' },
            ]}
            mb="lg"
          />
          <Group gap="xs" grow>
            {(Object.keys(GROUP_LABELS) as GroupId[]).map((group) => (
              <NumberInput
                key={group}
                label={GROUP_LABELS[group]}
                size="xs"
                min={0}
                max={1}
                step={0.05}
                decimalScale={2}
                value={choice.scattering[group]}
                disabled={isRunning}
                error={
                  choice.scattering[group] < 0 || choice.scattering[group] > 1
                    ? 'Must be between 0 and 1'
                    : undefined
                }
                onChange={(value) => {
                  if (typeof value === 'number') setScattering(group, value);
                }}
              />
            ))}
          </Group>
        </div>
        <PointFields
          label="Source"
          point={choice.source}
          metresPerUnit={metresPerUnit}
          unit={unit}
          disabled={isRunning}
          error={isSourceInside ? undefined : INSIDE_MESSAGE}
          onChange={(source) => onChange({ ...choice, source })}
        />
        <PointFields
          label="Receiver"
          point={choice.receiver}
          metresPerUnit={metresPerUnit}
          unit={unit}
          disabled={isRunning}
          error={isReceiverInside ? undefined : INSIDE_MESSAGE}
          onChange={(receiver) => onChange({ ...choice, receiver })}
        />
        <NumberInput
          label="Seed"
          description="The same seed gives the same result to the last digit."
          min={0}
          max={4_294_967_295}
          step={1}
          allowDecimal={false}
          value={choice.seed}
          disabled={isRunning}
          onChange={(value) => {
            if (typeof value === 'number' && Number.isInteger(value) && value >= 0)
              onChange({ ...choice, seed: value });
          }}
        />
        {isRunning ? (
          <Stack gap={6}>
            <Progress value={state.fraction * 100} aria-label="Simulation progress" animated />
            <Group justify="space-between">
              <Text size="sm" c="dimmed" aria-live="polite">
                Tracing rays: {Math.round(state.fraction * 100)} %
              </Text>
              <Button variant="default" onClick={onCancel}>
                Cancel
              </Button>
            </Group>
          </Stack>
        ) : (
          <Button onClick={onRun} disabled={!isSourceInside || !isReceiverInside}>
            Run simulation
          </Button>
        )}
        {state.status === 'cancelled' ? (
          <Text size="sm" c="dimmed" role="status">
            Simulation cancelled. Nothing was changed.
          </Text>
        ) : null}
        {state.status === 'failed' ? (
          <Alert color="red" role="alert">
            {state.message}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}
