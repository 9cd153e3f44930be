import { TIMINGS } from '@roomtone/contracts';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSettledSearch } from './use-settled-search.ts';

function ListPage({ onSettled }: { onSettled: (text: string) => void }) {
  const { searchText, setSearchText } = useSettledSearch('', onSettled);
  return (
    <input aria-label="Search" value={searchText} onChange={(event) => setSearchText(event.target.value)} />
  );
}

/** A list page, and a page whose code never arrives, so leaving for it stays pending. */
function openList(onSettled: (text: string) => void) {
  const router = createMemoryRouter(
    [
      { path: '/list', element: <ListPage onSettled={onSettled} /> },
      { path: '/slow', lazy: () => new Promise<never>(() => undefined) },
    ],
    { initialEntries: ['/list'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

function type(text: string) {
  const input = screen.getByLabelText('Search') as HTMLInputElement;
  act(() => {
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setValue?.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('useSettledSearch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('calls back once, with the last text, when typing settles', () => {
    const onSettled = vi.fn();
    openList(onSettled);
    type('gyp');
    type('gypsum');
    act(() => vi.advanceTimersByTime(TIMINGS.projectManagerSearchDebounceMs - 1));
    expect(onSettled).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSettled).toHaveBeenCalledTimes(1);
    expect(onSettled).toHaveBeenCalledWith('gypsum');
  });

  it('does not call back once the user has left for another page', () => {
    const onSettled = vi.fn();
    const router = openList(onSettled);
    type('gypsum');
    act(() => {
      void router.navigate('/slow');
    });
    expect(router.state.navigation.state).toBe('loading');
    act(() => vi.advanceTimersByTime(TIMINGS.projectManagerSearchDebounceMs));
    expect(onSettled).not.toHaveBeenCalled();
  });
});
