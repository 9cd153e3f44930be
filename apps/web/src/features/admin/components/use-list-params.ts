import { useSearchParams } from 'react-router';
import { useSettledSearch } from '../../../lib/use-settled-search.ts';

/**
 * A server-paged list's state, kept in the URL: `defaults` names every parameter. Changing a
 * filter goes back to page 1; the search text reaches the URL once typing settles, unless the user
 * has already left the list (a link clicked while typing settles is not taken back).
 */
export function useListParams<Params extends Record<string, string>>(defaults: Params) {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = Object.fromEntries(
    Object.entries(defaults).map(([key, fallback]) => [key, searchParams.get(key) ?? fallback]),
  ) as Params;
  const update = (changes: Partial<Params>) => {
    const next = { ...params, page: '1', ...changes };
    const kept = Object.entries(next).filter(([key, value]) => value !== '' && value !== defaults[key]);
    setSearchParams(new URLSearchParams(kept as [string, string][]), { replace: true });
  };

  const { searchText, setSearchText } = useSettledSearch(params.q ?? '', (q) => {
    if ('q' in defaults) update({ q } as unknown as Partial<Params>);
  });

  /** The column sort as SortableHeader writes it ('email' or '-email'). */
  const sort = params.dir === 'desc' ? `-${params.sort}` : (params.sort ?? '');
  const handleSort = (value: string) =>
    update({
      sort: value.replace(/^-/, ''),
      dir: value.startsWith('-') ? 'desc' : 'asc',
    } as unknown as Partial<Params>);

  return { params, update, searchText, setSearchText, sort, handleSort };
}
