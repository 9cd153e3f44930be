import { Loader, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { LIMITS, type ManagerOption, TIMINGS } from '@roomtone/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { projectQueries } from '../api/project-queries.ts';

type ManagerSelectProps = {
  value: string | null;
  /** The project's current manager, shown before any search. */
  current: ManagerOption | null;
  onChange: (value: string | null) => void;
  error?: string;
};

/** The project manager, searched among the organization's members after a 300 ms pause in typing. */
export function ManagerSelect({ value, current, onChange, error }: ManagerSelectProps) {
  const [search, setSearch] = useState(current?.name ?? '');
  const [q] = useDebouncedValue(search, TIMINGS.projectManagerSearchDebounceMs);
  const selectedName = current && current.id === value ? current.name : null;
  // Searching for the selected name itself would hide everyone else: show the whole list instead.
  const query = q === selectedName ? '' : q.trim();
  const members = useQuery(projectQueries.managers(query));
  const data = useMemo(() => {
    const options = new Map<string, string>();
    if (current) options.set(current.id, current.name);
    for (const member of members.data ?? []) options.set(member.id, `${member.name} (${member.email})`);
    return [...options].map(([id, label]) => ({ value: id, label }));
  }, [current, members.data]);

  return (
    <Select
      label="Project manager"
      placeholder="Search members by name or e-mail"
      data={data}
      value={value}
      onChange={onChange}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={
        members.isFetching ? 'Searching…' : members.isError ? members.error.message : 'No member matches'
      }
      rightSection={members.isFetching ? <Loader size={14} /> : undefined}
      maxDropdownHeight={LIMITS.dropdownMaxHeightPx}
      error={error}
    />
  );
}
