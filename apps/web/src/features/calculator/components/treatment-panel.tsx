import {
  ActionIcon,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  type CalcInput,
  type LeastTreatment,
  leastTreatment,
  type TreatmentGroup,
  type TreatmentProposal,
} from '@roomtone/acoustics';
import { IconX } from '@tabler/icons-react';
import { type Dispatch, useContext, useMemo, useState } from 'react';
import type { CalcAction } from '../model/calc-actions.ts';
import type { StandardView } from '../model/standard-view.ts';
import { proposedSurfaceOf, type TreatmentChoice, treatmentChoiceOf } from '../model/treatment-product.ts';
import type { TreatmentSource } from '../model/treatment-sources.ts';
import { FinishPickerContext } from './finish-picker-slot.ts';
import { TreatmentOutcome } from './treatment-outcome.tsx';

/** Most products compared at once. */
const MAX_PRODUCTS = 4;

type TreatmentPanelProps = {
  /** The open variant as the engine reads it (proposals inactive); null while it has no result. */
  input: CalcInput | null;
  standard: StandardView;
  system: 'Metric' | 'Imperial';
  sources: readonly TreatmentSource[];
  dispatch: Dispatch<CalcAction>;
};

/** A sizing, with the room it was sized for (and that room as text, to tell when it changes). */
type Sized = { outcome: LeastTreatment; choices: TreatmentChoice[]; input: CalcInput; inputKey: string };

const GROUPS = [
  { value: 'ceiling', label: 'Ceiling' },
  { value: 'walls', label: 'Walls' },
];

/**
 * 'Size a treatment' (issue 24): a product (or several, the one needing least is chosen) on the
 * ceiling or the walls, sized so the chosen model meets the standard in every band it can; the
 * result is added to the open variant as a proposed surface.
 */
export function TreatmentPanel({ input, standard, system, sources, dispatch }: TreatmentPanelProps) {
  const picker = useContext(FinishPickerContext);
  const [group, setGroup] = useState<TreatmentGroup>('ceiling');
  const [sourceKey, setSourceKey] = useState(sources[0]?.key ?? '');
  const [choices, setChoices] = useState<{ system: string; items: TreatmentChoice[] }>({ system, items: [] });
  const [sized, setSized] = useState<Sized | null>(null);
  // The engine's reading is new on every edit (a view flag too); the room is the same while its text is.
  const inputKey = useMemo(() => (input === null ? '' : JSON.stringify(input)), [input]);
  const source = sources.find((candidate) => candidate.key === sourceKey) ?? sources[0];
  // Products picked in the other unit system hold its values: they are picked again.
  const products = choices.system === system ? choices.items : [];
  const isApplicable = standard.assessment !== null && standard.assessment.notApplicable === null;
  const canPropose = input !== null && products.length > 0 && isApplicable;

  const handlePropose = () => {
    if (input === null) return;
    const target = {
      ruleSetId: standard.ruleSet.id,
      roomTypeId: standard.roomType.id,
      model: standard.model,
      group,
    };
    const outcome = leastTreatment(
      input,
      target,
      products.map((choice) => choice.product),
    );
    setSized({ outcome, choices: products, input, inputKey });
  };

  const handleAdd = (choice: TreatmentChoice, proposal: TreatmentProposal) => {
    if (sized === null) return;
    dispatch({
      type: 'addProposal',
      surface: proposedSurfaceOf(sized.input, proposal.group, choice, proposal.amount),
    });
    setSized(null);
  };

  return (
    <Paper
      withBorder
      p="md"
      component="section"
      aria-labelledby="treatment-title"
      data-testid="treatment-panel"
    >
      <Stack gap="xs">
        <Title order={2} size="h4" id="treatment-title">
          Size a treatment
        </Title>
        <Text size="xs" c="dimmed">
          {`How much of a product makes ${standard.name} pass with ${standard.model === 'sabine' ? 'Sabine' : 'Eyring'}, band by band. Pick one product, or several to find the one needing least.`}
        </Text>
        <Group gap="xs" wrap="wrap" align="flex-end">
          <SegmentedControl
            size="xs"
            aria-label="Where the treatment goes"
            value={group}
            data={GROUPS}
            onChange={(value) => setGroup(value === 'walls' ? 'walls' : 'ceiling')}
          />
          <Select
            size="xs"
            label="Products from"
            allowDeselect={false}
            value={source?.key ?? null}
            data={sources.map((candidate) => ({ value: candidate.key, label: candidate.label }))}
            onChange={(value) => {
              if (value !== null) setSourceKey(value);
            }}
            style={{ flex: '1 1 180px' }}
          />
        </Group>
        {picker === null || source === undefined || products.length >= MAX_PRODUCTS
          ? null
          : picker({
              source: source.source,
              label: 'Product',
              onSelect: (finish) =>
                setChoices({
                  system,
                  items: [
                    ...products.filter((choice) => choice.finish.id !== finish.id),
                    treatmentChoiceOf(source.source, finish, system),
                  ].slice(-MAX_PRODUCTS),
                }),
            })}
        {products.length === 0 ? (
          <Text size="xs" c="dimmed">
            No product picked yet.
          </Text>
        ) : (
          <Stack
            gap={4}
            component="ul"
            p={0}
            m={0}
            aria-label="Products to size"
            data-testid="treatment-products-picked"
          >
            {products.map((choice) => (
              <Group
                key={choice.finish.id}
                gap={6}
                wrap="nowrap"
                component="li"
                style={{ listStyle: 'none' }}
              >
                <Text size="sm" style={{ flex: 1, minWidth: 0 }} truncate="end">
                  {choice.finish.finishName}
                  {choice.product.kind === 'objects' ? ' (per object)' : ''}
                </Text>
                <ActionIcon
                  size="sm"
                  variant="subtle"
                  color="gray"
                  aria-label={`Remove ${choice.finish.finishName}`}
                  onClick={() =>
                    setChoices({
                      system,
                      items: products.filter((item) => item.finish.id !== choice.finish.id),
                    })
                  }
                >
                  <IconX size={14} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        )}
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="xs" c="dimmed">
            {input === null
              ? 'Enter the room to size a treatment.'
              : isApplicable
                ? ''
                : `${standard.name} does not apply to this room, so nothing can be sized.`}
          </Text>
          <Button size="compact-sm" disabled={!canPropose} onClick={handlePropose}>
            Propose
          </Button>
        </Group>
        {sized === null ? null : (
          <TreatmentOutcome
            outcome={sized.outcome}
            choices={sized.choices}
            system={system}
            isOutdated={sized.inputKey !== inputKey}
            onAdd={handleAdd}
          />
        )}
      </Stack>
    </Paper>
  );
}
