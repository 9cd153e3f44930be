import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function that keeps its identity from render to render and calls the handler of the latest
 * render. For handlers given to a memoised panel: a keystroke elsewhere on the screen then does not
 * render the panel again (a panel with an autosizing text area measures itself on every render,
 * which makes the browser recompute the styles of the whole page). Call it from events only,
 * never while rendering.
 */
export function useStableHandler<Args extends unknown[], Result>(
  handler: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
