import { useQuery } from '@tanstack/react-query';
import { useCurrentUser } from '../../../lib/session.ts';
import { finishQueries } from './finish-queries.ts';

/** The finishes the current visitor may see, cached in the browser per finishes version. */
export function useFinishesList() {
  const currentUser = useCurrentUser();
  const viewerKey = currentUser.data?.id ?? 'anonymous';
  return useQuery({ ...finishQueries.list(viewerKey), enabled: !currentUser.isPending });
}
