import { Combobox, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { ADMIN_SEARCH, type AdminSearchHit, TIMINGS } from '@roomtone/contracts';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/config/paths.ts';
import { adminQueries } from '../api/admin-queries.ts';

type Kind = 'users' | 'organizations' | 'administrators';

const GROUPS: { kind: Kind; label: string }[] = [
  { kind: 'users', label: 'Users' },
  { kind: 'organizations', label: 'Organizations' },
  { kind: 'administrators', label: 'Administrators' },
];

function pathOf(kind: Kind, id: string): string {
  return kind === 'organizations' ? paths.adminOrganization(id) : paths.adminUser(id);
}

/**
 * The admin bar's search (docs/product/screens.md#other-screens): users by name or e-mail, organizations and
 * administrators, asked 500 ms after typing stops, grouped by kind; arrows move, Enter opens.
 */
export function AdminSearch() {
  const navigate = useNavigate();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), TIMINGS.adminSearchDebounceMs);
  const isSearching = debounced.length >= ADMIN_SEARCH.minLength;
  const search = useQuery({ ...adminQueries.search(debounced), enabled: isSearching });
  const results = isSearching ? search.data : undefined;
  const count = results ? GROUPS.reduce((total, group) => total + results[group.kind].length, 0) : 0;

  const handleSubmit = (value: string) => {
    const [kind, id] = value.split(':') as [Kind, string];
    combobox.closeDropdown();
    setText('');
    navigate(pathOf(kind, id));
  };

  const option = (kind: Kind, hit: AdminSearchHit) => (
    <Combobox.Option value={`${kind}:${hit.id}`} key={`${kind}:${hit.id}`}>
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {hit.label}
      </Text>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {hit.detail}
      </Text>
    </Combobox.Option>
  );

  return (
    <Combobox store={combobox} onOptionSubmit={handleSubmit} withinPortal position="bottom-end" width={360}>
      <Combobox.Target>
        <TextInput
          aria-label="Search users, organizations and administrators"
          placeholder="Search users, organizations, administrators"
          leftSection={<IconSearch size={16} />}
          rightSection={search.isFetching && isSearching ? <Loader size={14} /> : null}
          value={text}
          size="sm"
          onChange={(event) => {
            setText(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          onKeyDown={(event) => {
            if (event.key === 'Escape') combobox.closeDropdown();
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={text.trim().length < ADMIN_SEARCH.minLength}>
        <Combobox.Options mah={360} style={{ overflowY: 'auto' }} aria-label="Search results">
          {search.isError ? (
            <Combobox.Empty>{search.error.message}</Combobox.Empty>
          ) : !results || debounced !== text.trim() ? (
            <Combobox.Empty>Searching…</Combobox.Empty>
          ) : count === 0 ? (
            <Combobox.Empty>Nothing matches “{debounced}”.</Combobox.Empty>
          ) : (
            GROUPS.filter((group) => results[group.kind].length > 0).map((group) => (
              <Combobox.Group label={group.label} key={group.kind}>
                {results[group.kind].map((hit) => option(group.kind, hit))}
              </Combobox.Group>
            ))
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
