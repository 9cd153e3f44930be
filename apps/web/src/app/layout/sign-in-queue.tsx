import { lazy, Suspense, useEffect, useState } from 'react';
import { setUnauthenticatedHandler } from '../../lib/api-client.ts';

const SignInDialog = lazy(async () => ({
  default: (await import('../../features/accounts/components/sign-in-dialog.tsx')).SignInDialog,
}));

/** Calls back once it has mounted, i.e. after the siblings rendered before it ran their effects. */
function MountSignal({ onMount }: { onMount: () => void }) {
  useEffect(() => onMount(), [onMount]);
  return null;
}

/**
 * The 401 sign-in queue of docs/product/states.md#the-sign-in-queue, loaded on first need: the sign-in dialog
 * and its form (with the schema library) are fetched when the API first answers 401, not with every page.
 * Until then a stand-in handler loads the dialog and, once the dialog has installed its own
 * handler, lets the call retry; the retried call then waits in the dialog's queue.
 */
export function SignInQueue() {
  const [isNeeded, setNeeded] = useState(false);
  const [waiting] = useState(() => {
    let markReady: () => void = () => {};
    const ready = new Promise<void>((resolve) => {
      markReady = resolve;
    });
    return { ready, markReady };
  });

  useEffect(() => {
    if (isNeeded) return;
    setUnauthenticatedHandler(() => {
      setNeeded(true);
      return waiting.ready;
    });
  }, [isNeeded, waiting]);

  if (!isNeeded) return null;
  return (
    <Suspense fallback={null}>
      <SignInDialog />
      <MountSignal onMount={waiting.markReady} />
    </Suspense>
  );
}
