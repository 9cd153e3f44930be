import { Alert, Group, Select, Skeleton, Stack } from '@mantine/core';
import { type Finish, type FinishUnit, LIMITS } from '@roomtone/contracts';
import { useMemo, useState } from 'react';
import { useFinishesList } from '../api/use-finishes-list.ts';
import { FinishOption } from './finish-option.tsx';
import type { PickerMode } from './picker-mode.ts';

type FinishBrowsePickerProps = {
  /** 'public' lists only public categories; 'signed-in' every category the user may see. */
  mode: PickerMode;
  onSelect: (finish: Finish) => void;
  /** Only finishes of this unit (and the categories holding some): coefficients for area surfaces. */
  unit?: FinishUnit;
};

type CategoryChoice = { value: string; label: string };

/**
 * The common (global) finishes of the categories a mode shows, of one unit when given, grouped by
 * category in list order.
 */
function groupByCategory(finishes: Finish[], mode: PickerMode, unit: FinishUnit | undefined) {
  const categories: CategoryChoice[] = [];
  const byCategory = new Map<string, Finish[]>();
  for (const finish of finishes) {
    if (finish.organizationId !== null || !finish.categoryId || !finish.categoryName) continue;
    if (mode === 'public' && !finish.categoryIsPublic) continue;
    if (unit !== undefined && finish.unit !== unit) continue;
    let group = byCategory.get(finish.categoryId);
    if (!group) {
      group = [];
      byCategory.set(finish.categoryId, group);
      categories.push({ value: finish.categoryId, label: finish.categoryName });
    }
    group.push(finish);
  }
  return { categories, byCategory };
}

/**
 * Browse the common finishes (docs/product/screens.md#surface-editors): a category dropdown showing only the
 * categories the mode allows, then a finish dropdown; both lists scroll at 200 px. The list comes from the
 * browser cache, reloaded when the finishes version changes.
 */
export function FinishBrowsePicker({ mode, onSelect, unit }: FinishBrowsePickerProps) {
  const list = useFinishesList();
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [finishId, setFinishId] = useState<string | null>(null);
  const { categories, byCategory } = useMemo(
    () => groupByCategory(list.data ?? [], mode, unit),
    [list.data, mode, unit],
  );
  const finishes = categoryId ? (byCategory.get(categoryId) ?? []) : [];
  const finishesById = new Map(finishes.map((finish) => [finish.id, finish]));

  if (list.isPending) {
    return (
      <Group grow aria-busy="true" aria-label="Loading finishes">
        <Skeleton height={58} />
        <Skeleton height={58} />
      </Group>
    );
  }
  if (list.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        The finishes could not be loaded: {list.error.message}
      </Alert>
    );
  }

  return (
    <Stack gap="xs">
      <Group grow align="flex-start" wrap="wrap">
        <Select
          label="Category"
          placeholder={categories.length === 0 ? 'No categories' : 'Choose a category'}
          data={categories}
          value={categoryId}
          onChange={(value) => {
            setCategoryId(value);
            setFinishId(null);
          }}
          maxDropdownHeight={LIMITS.dropdownMaxHeightPx}
          comboboxProps={{ withinPortal: false }}
          nothingFoundMessage="No categories"
          miw={180}
        />
        <Select
          label="Finish"
          placeholder={categoryId ? 'Choose a finish' : 'Choose a category first'}
          data={finishes.map((finish) => ({ value: finish.id, label: finish.finishName }))}
          value={finishId}
          disabled={!categoryId}
          searchable
          onChange={(value) => {
            setFinishId(value);
            const finish = value ? finishesById.get(value) : undefined;
            if (finish) onSelect(finish);
          }}
          renderOption={({ option }) => {
            const finish = finishesById.get(option.value);
            return finish ? <FinishOption finish={finish} /> : option.label;
          }}
          maxDropdownHeight={LIMITS.dropdownMaxHeightPx}
          comboboxProps={{ withinPortal: false }}
          nothingFoundMessage="No finish matches"
          miw={220}
        />
      </Group>
    </Stack>
  );
}
