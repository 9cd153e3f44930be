import { useSortable } from '@dnd-kit/sortable';
import { ActionIcon, Badge, Button, Group, Paper, Stack, Switch, Text, Tooltip } from '@mantine/core';
import type { SurfaceResult } from '@roomtone/acoustics';
import type { CalcSurface } from '@roomtone/contracts';
import { IconArrowDown, IconArrowUp, IconGripVertical, IconTrash } from '@tabler/icons-react';
import { type Dispatch, memo } from 'react';
import type { CalcAction } from '../model/calc-actions.ts';
import { surfaceTypeLabel } from '../model/surface-catalogue.ts';
import { ProposalActions } from './proposal-actions.tsx';
import { SurfaceEditor } from './surface-editor.tsx';
import { SurfaceResults } from './surface-results.tsx';

type SurfaceCardProps = {
  sortableId: string;
  index: number;
  count: number;
  surface: CalcSurface;
  /** Only passed while the results tab is shown, so cards on the edit tab skip re-rendering. */
  result: SurfaceResult | undefined;
  units: { length: string; area: string; sabins: string };
  dispatch: Dispatch<CalcAction>;
  onDelete: (index: number) => void;
};

const TABS = [
  { value: 'edit', label: 'Edit' },
  { value: 'results', label: 'Results' },
] as const;

/** One surface: header with order, state and actions; the edit or results tab unless minimized. */
export const SurfaceCard = memo(function SurfaceCard({
  sortableId,
  index,
  count,
  surface,
  result,
  units,
  dispatch,
  onDelete,
}: SurfaceCardProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: sortableId });
  const number = index + 1;
  const activeTab = surface.activeTab === 'results' ? 'results' : 'edit';
  const isInactive = surface.inactive ?? false;
  const isProposed = surface.propose === true;
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      p="xs"
      data-testid="surface-card"
      data-proposed={isProposed}
      aria-label={`Surface #${number}`}
      component="li"
      style={{
        transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
        transition,
        opacity: isInactive ? 0.65 : 1,
        borderStyle: isProposed ? 'dashed' : undefined,
        borderColor: isProposed ? 'var(--mantine-color-violet-7)' : undefined,
        zIndex: isDragging ? 2 : undefined,
        position: 'relative',
        listStyle: 'none',
      }}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap={6}>
          <Group gap={6} wrap="wrap" style={{ minWidth: 0 }}>
            <ActionIcon
              ref={setActivatorNodeRef}
              variant="subtle"
              color="gray"
              aria-label={`Drag surface #${number}`}
              {...attributes}
              {...listeners}
            >
              <IconGripVertical size={16} aria-hidden />
            </ActionIcon>
            <Text fw={600} size="sm">{`Surface #${number}`}</Text>
            {surface.name?.trim() ? (
              <Text size="sm" truncate="end" maw={220}>
                {surface.name}
              </Text>
            ) : null}
            <Badge size="xs" variant="light" h="auto" styles={{ label: { whiteSpace: 'normal' } }}>
              {surfaceTypeLabel(surface.type)}
            </Badge>
          </Group>
          <Group gap={4} wrap="nowrap">
            <Button.Group>
              {TABS.map((tab) => (
                <Button
                  key={tab.value}
                  size="compact-xs"
                  variant={activeTab === tab.value && !surface.minimize ? 'filled' : 'default'}
                  aria-pressed={activeTab === tab.value && !surface.minimize}
                  onClick={() => dispatch({ type: 'selectTab', index, tab: tab.value })}
                >
                  {tab.label}
                </Button>
              ))}
            </Button.Group>
            <Switch
              size="xs"
              label="Active"
              checked={!isInactive}
              onChange={() => dispatch({ type: 'toggleInactive', index })}
            />
            <Tooltip label="Move up">
              <ActionIcon
                variant="subtle"
                color="gray"
                disabled={index === 0}
                aria-label={`Move surface #${number} up`}
                onClick={() => dispatch({ type: 'moveSurface', from: index, to: index - 1 })}
              >
                <IconArrowUp size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Move down">
              <ActionIcon
                variant="subtle"
                color="gray"
                disabled={index === count - 1}
                aria-label={`Move surface #${number} down`}
                onClick={() => dispatch({ type: 'moveSurface', from: index, to: index + 1 })}
              >
                <IconArrowDown size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Delete surface #${number}`}
              onClick={() => onDelete(index)}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
        {isProposed ? <ProposalActions index={index} dispatch={dispatch} /> : null}
        {surface.minimize ? null : activeTab === 'results' ? (
          <SurfaceResults result={result} sabinsLabel={`Absorption (${units.sabins})`} />
        ) : (
          <SurfaceEditor index={index} surface={surface} units={units} dispatch={dispatch} />
        )}
      </Stack>
    </Paper>
  );
});
