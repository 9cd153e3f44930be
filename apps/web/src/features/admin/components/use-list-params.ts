import { useDebouncedValue } from '@mantine/hooks';
import { TIMINGS } from '@roomtone/contracts';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A server-paged list's state, kept in the URL: `defaults` names every parameter. Changing a
 * filter goes back to page 1; the search text reaches the URL once typing settles.
 */
export function useListParams<Params extends Record<string, string>>(defaults: Params) {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = Object.fromEntries(
    Object.entries(defaults).map(([key, fallback]) => [key, searchParams.get(key) ?? fallback]),
  ) as Params;
  const [searchText, setSearchText] = useState(params.q ?? '');
  const [debounced] = useDebouncedValue(searchText, TIMINGS.projectManagerSearchDebounceMs);

  const update = (changes: Partial<Params>) => {
    const next = { ...params, page: '1', ...changes };
    const kept = Object.entries(next).filter(([key, value]) => value !== '' && value !== defaults[key]);
    setSearchParams(new URLSearchParams(kept as [string, string][]), { replace: true });
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled search changes the URL
  useEffect(() => {
    if ('q' in defaults && debounced !== params.q) update({ q: debounced } as unknown as Partial<Params>);
  }, [debounced]);

  /** The column sort as SortableHeader writes it ('email' or '-email'). */
  const sort = params.dir === 'desc' ? `-${params.sort}` : (params.sort ?? '');
  const handleSort = (value: string) =>
    update({
      sort: value.replace(/^-/, ''),
      dir: value.startsWith('-') ? 'desc' : 'asc',
    } as unknown as Partial<Params>);

  return { params, update, searchText, setSearchText, sort, handleSort };
}
