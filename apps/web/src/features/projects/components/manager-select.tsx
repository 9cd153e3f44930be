import { Button, Group, Loader, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { LIMITS, type ManagerOption, TIMINGS } from '@roomtone/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { projectQueries } from '../api/project-queries.ts';

type ManagerSelectProps = {
  value: string | null;
  /** The project's saved manager, shown apart from the search results. */
  current: ManagerOption | null;
  onChange: (value: string | null) => void;
  error?: string;
};

function labelOf(member: ManagerOption): string {
  return member.email ? `${member.name} (${member.email})` : member.name;
}

/**
 * The project manager, searched among the organization's members after a 300 ms pause in typing.
 * The list holds only the members the search matches; the saved manager is named apart, a pick is
 * never undone by clicking it again, and removing the manager is its own button.
 */
export function ManagerSelect({ value, current, onChange, error }: ManagerSelectProps) {
  const [picked, setPicked] = useState<ManagerOption | null>(current);
  const selected =
    value === null ? null : picked?.id === value ? picked : current?.id === value ? current : null;
  const [search, setSearch] = useState(selected ? labelOf(selected) : '');
  const [q] = useDebouncedValue(search, TIMINGS.projectManagerSearchDebounceMs);
  // The input shows the chosen member's label while nothing new is typed: search everyone then.
  const query = selected && q === labelOf(selected) ? '' : q.trim();
  const members = useQuery(projectQueries.managers(query));
  const matches = members.data ?? [];
  const matchIds = useMemo(() => new Set(matches.map((member) => member.id)), [matches]);
  const data = useMemo(() => {
    const options = new Map<string, string>();
    for (const member of matches) options.set(member.id, labelOf(member));
    // The chosen member stays known to the field (so its label shows) but is listed only if it matches.
    if (selected && !options.has(selected.id)) options.set(selected.id, labelOf(selected));
    return [...options].map(([id, label]) => ({ value: id, label }));
  }, [matches, selected]);

  const handleChange = (id: string | null) => {
    if (id === null) return;
    const member = matches.find((candidate) => candidate.id === id);
    if (member) setPicked(member);
    onChange(id);
  };
  const handleClear = () => {
    setPicked(null);
    setSearch('');
    onChange(null);
  };

  return (
    <Stack gap={4}>
      <Select
        label="Project manager"
        placeholder="Search members by name or e-mail"
        data={data}
        value={value}
        onChange={handleChange}
        allowDeselect={false}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options }) => options.filter((option) => 'value' in option && matchIds.has(option.value))}
        nothingFoundMessage={
          members.isFetching ? 'Searching…' : members.isError ? members.error.message : 'No member matches'
        }
        rightSection={members.isFetching ? <Loader size={14} /> : undefined}
        maxDropdownHeight={LIMITS.dropdownMaxHeightPx}
        error={error}
      />
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Text size="sm" c="dimmed" data-testid="current-manager">
          {current ? `Current manager: ${labelOf(current)}` : 'No manager saved yet'}
        </Text>
        {value !== null ? (
          <Button variant="subtle" size="compact-sm" onClick={handleClear}>
            Remove manager
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
