import { Badge, Button, Group, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { Dispatch } from 'react';
import type { CalcAction } from '../model/calc-actions.ts';

type ProposalActionsProps = { index: number; dispatch: Dispatch<CalcAction> };

/**
 * A proposed surface (a sized treatment, `propose: true`): left out of the results, drawn dashed
 * on the graph; accepting makes it a normal surface, discarding removes it.
 */
export function ProposalActions({ index, dispatch }: ProposalActionsProps) {
  const number = index + 1;
  return (
    <Group justify="space-between" gap={6} wrap="wrap" data-testid="proposal-actions">
      <Group gap={6} wrap="wrap" style={{ minWidth: 0 }}>
        <Badge size="sm" color="violet.8" variant="filled">
          Proposed
        </Badge>
        <Text size="xs" c="dimmed">
          Not in the results yet: the graph draws the room with it as a dashed curve.
        </Text>
      </Group>
      <Group gap={4} wrap="nowrap">
        <Button
          size="compact-xs"
          color="teal.9"
          leftSection={<IconCheck size={14} aria-hidden />}
          aria-label={`Accept the proposed surface #${number}`}
          onClick={() => dispatch({ type: 'acceptProposal', index })}
        >
          Accept
        </Button>
        <Button
          size="compact-xs"
          variant="default"
          leftSection={<IconX size={14} aria-hidden />}
          aria-label={`Discard the proposed surface #${number}`}
          onClick={() => dispatch({ type: 'deleteSurface', index })}
        >
          Discard
        </Button>
      </Group>
    </Group>
  );
}
