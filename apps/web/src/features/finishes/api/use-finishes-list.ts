import { useQuery } from '@tanstack/react-query';
import { useCurrentUser } from '../../../lib/session.ts';
import { finishQueries } from './finish-queries.ts';
import { finishesViewerKey } from './finishes-cache.ts';

/** The finishes the current visitor may see, cached in the browser per viewer and finishes version. */
export function useFinishesList() {
  const currentUser = useCurrentUser();
  const viewerKey = finishesViewerKey(currentUser.data ?? null);
  return useQuery({ ...finishQueries.list(viewerKey), enabled: !currentUser.isPending });
}
