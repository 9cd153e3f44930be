import { Combobox, Loader, ScrollArea, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type Finish, type FinishUnit, LIMITS, TIMINGS } from '@roomtone/contracts';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { finishQueries } from '../api/finish-queries.ts';
import { FinishOption } from './finish-option.tsx';
import { finishSummaryOf } from './format-finish.ts';
import type { PickerMode } from './picker-mode.ts';

type FinishSearchPickerProps = {
  /** 'public' offers only finishes of public categories; 'signed-in' everything the user may see. */
  mode: PickerMode;
  onSelect: (finish: Finish) => void;
  /** Only finishes of this unit: coefficients for area surfaces, per-object for sabin surfaces. */
  unit?: FinishUnit;
  label?: string;
  placeholder?: string;
};

/**
 * Type-ahead finish search (docs/product/screens.md#surface-editors): searches after a pause of 500 ms from
 * one character, over name, keywords and description; each option shows the coefficients and NRC.
 * Arrow keys move through the options, Enter chooses, Escape closes.
 */
export function FinishSearchPicker({
  mode,
  onSelect,
  unit,
  label = 'Search finishes',
  placeholder = 'Type a material, e.g. glass wool',
}: FinishSearchPickerProps) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [text, setText] = useState('');
  const [query] = useDebouncedValue(text.trim(), TIMINGS.finishSearchPauseMs);
  const isLongEnough = query.length >= TIMINGS.finishSearchMinLength;
  const search = useQuery({ ...finishQueries.search(query, unit), enabled: isLongEnough });
  const finishes = (search.data ?? []).filter(
    (finish) => mode === 'signed-in' || (finish.categoryIsPublic && finish.organizationId === null),
  );
  const isWaiting = text.trim() !== query || search.isFetching;

  const handleSubmit = (id: string) => {
    const finish = finishes.find((candidate) => candidate.id === id);
    if (!finish) return;
    setText(finish.name);
    combobox.closeDropdown();
    onSelect(finish);
  };

  return (
    <Combobox store={combobox} onOptionSubmit={handleSubmit} withinPortal={false}>
      <Combobox.Target>
        <TextInput
          label={label}
          placeholder={placeholder}
          value={text}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={isWaiting && text.trim() !== '' ? <Loader size={16} aria-label="Searching" /> : null}
          onChange={(event) => {
            setText(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={text.trim() === ''}>
        <Combobox.Options>
          <ScrollArea.Autosize mah={LIMITS.dropdownMaxHeightPx} type="auto">
            {search.isError ? (
              <Combobox.Empty>
                <Text size="sm" c="red">
                  Search failed: {search.error.message}
                </Text>
              </Combobox.Empty>
            ) : null}
            {!search.isError && isLongEnough && !isWaiting && finishes.length === 0 ? (
              <Combobox.Empty>No finish matches “{query}”.</Combobox.Empty>
            ) : null}
            {!search.isError && finishes.length === 0 && isWaiting ? (
              <Combobox.Empty>Searching…</Combobox.Empty>
            ) : null}
            {finishes.map((finish) => (
              <Combobox.Option value={finish.id} key={finish.id} aria-label={finishSummaryOf(finish)}>
                <FinishOption finish={finish} />
              </Combobox.Option>
            ))}
          </ScrollArea.Autosize>
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
