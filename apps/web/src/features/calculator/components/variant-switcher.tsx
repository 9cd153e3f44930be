import { Button, Group, Modal, Paper, Stack, Tabs, Text } from '@mantine/core';
import { CALC_VARIANTS_MAX } from '@roomtone/contracts';
import { IconCopy, IconPencil, IconTrash } from '@tabler/icons-react';
import { type Dispatch, memo, useState } from 'react';
import type { CalcAction } from '../model/calc-actions.ts';
import { VariantNameDialog } from './variant-name-dialog.tsx';

type VariantSwitcherProps = {
  /** Every variant's name, the first (the room's own surfaces) first. */
  names: readonly string[];
  /** The variant open for editing. */
  active: number;
  dispatch: Dispatch<CalcAction>;
};

type Dialog = 'add' | 'rename' | 'delete' | null;

/** The first 'Option A', 'Option B', ... no variant has yet. */
export function nextVariantName(names: readonly string[]): string {
  const taken = new Set(names.map((name) => name.trim().toLocaleLowerCase()));
  for (let code = 65; code <= 90; code++) {
    const name = `Option ${String.fromCharCode(code)}`;
    if (!taken.has(name.toLocaleLowerCase())) return name;
  }
  return `Option ${names.length + 1}`;
}

/**
 * The room's variants (issue 24) as tabs above the surfaces: the open one is edited; a variant is
 * added as a copy of the open one, renamed, or deleted after a question.
 */
export const VariantSwitcher = memo(function VariantSwitcher({
  names,
  active,
  dispatch,
}: VariantSwitcherProps) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const activeName = names[active] ?? names[0] ?? '';
  const others = names.filter((_, index) => index !== active);
  const canAdd = names.length < CALC_VARIANTS_MAX;
  const close = () => setDialog(null);
  return (
    <Paper
      withBorder
      p="xs"
      component="section"
      aria-labelledby="variants-title"
      data-testid="variant-switcher"
    >
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={600} size="sm" id="variants-title">
            Variants
          </Text>
          <Group gap={4} wrap="wrap">
            <Button
              size="compact-xs"
              variant="light"
              leftSection={<IconCopy size={14} aria-hidden />}
              disabled={!canAdd}
              title={canAdd ? undefined : `A room holds at most ${CALC_VARIANTS_MAX} variants`}
              onClick={() => setDialog('add')}
            >
              Add variant
            </Button>
            <Button
              size="compact-xs"
              variant="default"
              leftSection={<IconPencil size={14} aria-hidden />}
              onClick={() => setDialog('rename')}
            >
              Rename
            </Button>
            <Button
              size="compact-xs"
              variant="default"
              color="red"
              leftSection={<IconTrash size={14} aria-hidden />}
              disabled={names.length < 2}
              onClick={() => setDialog('delete')}
            >
              Delete variant
            </Button>
          </Group>
        </Group>
        <Tabs
          variant="pills"
          value={String(active)}
          onChange={(value) => {
            if (value !== null) dispatch({ type: 'selectVariant', index: Number(value) });
          }}
          aria-label="Variant"
        >
          <Tabs.List>
            {names.map((name, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a variant is its place in the list (a tab's value too).
              <Tabs.Tab key={`${index}-${name}`} value={String(index)} style={{ maxWidth: '100%' }}>
                <Text span size="sm" truncate="end" maw={200} display="block">
                  {name}
                </Text>
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        {names.length > 1 ? (
          <Text size="xs" c="dimmed">
            {`Editing ${activeName}: the surfaces below, the table and the verdict are this variant's; the graph draws every variant.`}
          </Text>
        ) : null}
      </Stack>
      <VariantNameDialog
        title={dialog === 'add' ? 'Add variant' : dialog === 'rename' ? 'Rename variant' : null}
        description={
          dialog === 'add'
            ? `The new variant starts as a copy of the surfaces of ${activeName}.`
            : `Rename ${activeName}.`
        }
        initialName={dialog === 'add' ? nextVariantName(names) : activeName}
        otherNames={dialog === 'add' ? names : others}
        submitLabel={dialog === 'add' ? 'Add' : 'Rename'}
        onCancel={close}
        onSubmit={(name) => {
          dispatch(
            dialog === 'add' ? { type: 'addVariant', name } : { type: 'renameVariant', index: active, name },
          );
          close();
        }}
      />
      <Modal
        opened={dialog === 'delete'}
        onClose={close}
        title="Delete variant"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Text data-testid="delete-variant-question">
          {`Really delete the variant ${activeName} and its surfaces? There is no undo.`}
        </Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button
            color="red.9"
            data-autofocus
            onClick={() => {
              dispatch({ type: 'deleteVariant', index: active });
              close();
            }}
          >
            Delete
          </Button>
        </Group>
      </Modal>
    </Paper>
  );
});
