import { useCallback, useEffect, useRef } from 'react';
import { type BlockerFunction, useBlocker } from 'react-router';

/**
 * Asks before leaving with unsaved changes: in-app navigation through the router's blocker (the
 * screen shows the question), reloads and closing the tab through `beforeunload`. `allowNext`
 * lets one navigation through (the redirect after a save).
 */
export function useLeaveGuard(isDirty: boolean) {
  const isDirtyRef = useRef(isDirty);
  isDirtyRef.current = isDirty;
  const isAllowed = useRef(false);
  // Stable, so the router's blocker is registered once rather than on every keystroke.
  const shouldBlock = useCallback<BlockerFunction>(({ currentLocation, nextLocation }) => {
    if (isAllowed.current) {
      isAllowed.current = false;
      return false;
    }
    return isDirtyRef.current && currentLocation.pathname !== nextLocation.pathname;
  }, []);
  const blocker = useBlocker(shouldBlock);
  useEffect(() => {
    if (!isDirty) return;
    const handleBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', handleBeforeUnload);
    return () => window.removeEventListener('beforeunload', handleBeforeUnload);
  }, [isDirty]);
  const allowNext = useCallback(() => {
    isAllowed.current = true;
  }, []);
  return { blocker, allowNext };
}
