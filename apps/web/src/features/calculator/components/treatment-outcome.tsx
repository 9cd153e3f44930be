import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { amountText, type LeastTreatment, type TreatmentProposal } from '@roomtone/acoustics';
import { IconPlus } from '@tabler/icons-react';
import type { TreatmentChoice } from '../model/treatment-product.ts';

type TreatmentOutcomeProps = {
  outcome: LeastTreatment;
  choices: readonly TreatmentChoice[];
  system: 'Metric' | 'Imperial';
  /** The room changed since the proposal was computed. */
  isOutdated: boolean;
  onAdd: (choice: TreatmentChoice, proposal: TreatmentProposal) => void;
};

function amountOf(proposal: TreatmentProposal, system: 'Metric' | 'Imperial'): string {
  return amountText(proposal.amount, proposal.unit === 'objects', system);
}

function metBands(proposal: TreatmentProposal): number {
  return proposal.bands.filter((band) => band.needed !== null && band.reason === null).length;
}

/** Each band's need, or why it cannot be met, of one proposal. */
function BandNeeds({ proposal, system }: { proposal: TreatmentProposal; system: 'Metric' | 'Imperial' }) {
  const isObjects = proposal.unit === 'objects';
  return (
    <Table.ScrollContainer minWidth={280} type="native">
      <Table fz="xs" verticalSpacing={2} data-testid="treatment-bands">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Band</Table.Th>
            <Table.Th ta="right">{isObjects ? 'Objects needed' : 'Area needed'}</Table.Th>
            <Table.Th>Note</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {proposal.bands.map((band) => (
            <Table.Tr
              key={band.frequencyHz}
              data-band={band.frequencyHz}
              data-met={band.needed !== null && band.reason === null}
            >
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{`${band.frequencyHz} Hz`}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {band.needed === null
                  ? 'cannot be met'
                  : band.needed === 0
                    ? 'passes already'
                    : amountText(band.needed, isObjects, system)}
              </Table.Td>
              <Table.Td>{band.reason ?? ''}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * A sized treatment: the amount, the group's free area, each band's need and why a band cannot be
 * met, the verdict with it; with several products, each one's amount and the one needing least.
 */
export function TreatmentOutcome({ outcome, choices, system, isOutdated, onAdd }: TreatmentOutcomeProps) {
  const index = outcome.productIndex;
  const proposal = index === null ? undefined : outcome.proposals[index];
  const choice = index === null ? undefined : choices[index];
  if (proposal === undefined || choice === undefined) return null;
  const group = proposal.group === 'ceiling' ? 'ceiling' : 'walls';
  const passes = proposal.after.passes;
  return (
    <Stack gap="xs" data-testid="treatment-outcome">
      {isOutdated ? (
        <Text size="xs" c="orange.9" role="status">
          The room changed since this was sized: propose again to size it for the room as it is now.
        </Text>
      ) : null}
      {outcome.proposals.length > 1 ? (
        <Table.ScrollContainer minWidth={260} type="native">
          <Table fz="xs" verticalSpacing={2} data-testid="treatment-products">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Product</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
                <Table.Th ta="right">Bands met</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {outcome.proposals.map((candidate, position) => (
                <Table.Tr key={choices[position]?.finish.id ?? position} data-least={position === index}>
                  <Table.Td>
                    {choices[position]?.finish.finishName ?? ''}
                    {position === index ? (
                      <Badge size="xs" ml={6} color="teal.9">
                        least
                      </Badge>
                    ) : null}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {amountOf(candidate, system)}
                  </Table.Td>
                  <Table.Td ta="right">{`${metBands(candidate)} of ${candidate.bands.length}`}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      <Text size="sm" fw={600} data-testid="treatment-amount">
        {proposal.amount === 0
          ? `${choice.finish.finishName}: nothing to add on the ${group}.`
          : `${choice.finish.finishName}: ${amountOf(proposal, system)} on the ${group}`}
      </Text>
      <Text size="xs" data-testid="treatment-free-area">
        {`Free ${group === 'ceiling' ? 'ceiling' : 'wall'} area: ${amountText(proposal.freeArea, false, system)}`}
      </Text>
      <BandNeeds proposal={proposal} system={system} />
      <Text
        size="xs"
        c={passes === true ? 'teal.9' : passes === false ? 'red.9' : 'dimmed'}
        data-testid="treatment-after"
      >
        {`With it: ${proposal.after.verdict}`}
      </Text>
      <Group justify="flex-end">
        <Button
          size="compact-sm"
          leftSection={<IconPlus size={14} aria-hidden />}
          disabled={proposal.amount <= 0 || isOutdated}
          onClick={() => onAdd(choice, proposal)}
        >
          Add as proposal
        </Button>
      </Group>
    </Stack>
  );
}
