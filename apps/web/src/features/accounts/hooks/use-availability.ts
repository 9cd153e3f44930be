import { useDebouncedValue } from '@mantine/hooks';
import type { Envelope } from '@roomtone/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

const PATHS = {
  email: (value: string) => `/api/register?field=email&value=${encodeURIComponent(value)}`,
  organization: (value: string) => `/api/checkorg?org=${encodeURIComponent(value)}`,
};

/** Asks the server, 400 ms after typing stops, whether a value is free; returns `takenMessage` when not. */
export function useAvailability(
  kind: keyof typeof PATHS,
  value: string,
  takenMessage: string,
): string | undefined {
  const [debounced] = useDebouncedValue(value.trim(), 400);
  const isCheckable = kind === 'email' ? /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(debounced) : debounced.length > 0;
  const { data } = useQuery({
    queryKey: ['accounts', 'availability', kind, debounced.toLowerCase()],
    queryFn: () => api.get<Envelope & { available: boolean }>(PATHS[kind](debounced)),
    enabled: isCheckable,
    staleTime: 30_000,
  });
  return isCheckable && data?.available === false ? takenMessage : undefined;
}
