import { useDebouncedValue } from '@mantine/hooks';
import { TIMINGS } from '@roomtone/contracts';
import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';

/**
 * A list's search box: the text as typed, and `onSettled` called once typing settles with a text
 * other than `current` (the search the URL holds). Not called once the user has left the list: a
 * link clicked while the search settles is followed, not taken back to the list.
 */
export function useSettledSearch(current: string, onSettled: (text: string) => void) {
  const [searchText, setSearchText] = useState(current);
  const [settled] = useDebouncedValue(searchText, TIMINGS.projectManagerSearchDebounceMs);
  const isLeaving = useNavigation().state !== 'idle';
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled search calls back
  useEffect(() => {
    if (settled !== current && !isLeaving) onSettled(settled);
  }, [settled]);
  return { searchText, setSearchText };
}
