import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type Finish, finishNameOf, LIMITS, TIMINGS } from '@roomtone/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { finishQueries } from '../../features/finishes/api/finish-queries.ts';

/** Type-ahead search of finishes measured per object (people, seats, baffles) for sabin surfaces. */
export function PerObjectSearch({ label, onSelect }: { label: string; onSelect: (finish: Finish) => void }) {
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), TIMINGS.finishSearchPauseMs);
  // The server answers only per-object finishes, so a page is never emptied by area finishes.
  const results = useQuery({
    ...finishQueries.search(query, 'sabin-per-object'),
    enabled: query.length >= TIMINGS.finishSearchMinLength,
  });
  const finishes = results.data ?? [];
  return (
    <Select
      size="xs"
      label={`${label}: search`}
      placeholder="Type a name or keyword"
      searchable
      clearable
      value={null}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      data={finishes.map((finish) => ({ value: finish.id, label: finishNameOf(finish) }))}
      maxDropdownHeight={LIMITS.dropdownMaxHeightPx}
      nothingFoundMessage={
        query === ''
          ? 'Type to search'
          : results.isFetching
            ? 'Searching…'
            : results.isError
              ? 'Search failed'
              : 'No finish matched'
      }
      comboboxProps={{ withinPortal: true }}
      onChange={(id) => {
        const finish = finishes.find((item) => item.id === id);
        if (finish !== undefined) {
          onSelect(finish);
          setSearch('');
        }
      }}
    />
  );
}
