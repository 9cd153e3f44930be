import type { Envelope } from '@roomtone/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/config/paths.ts';
import { clearFinishesCache } from '../../finishes/index.ts';

/**
 * Opens `to` as whoever the session now is, by loading the page afresh: nothing the other person
 * saw (cached answers, their finishes list) stays in this browser.
 */
function openAsNewPerson(to: string) {
  clearFinishesCache();
  window.location.assign(to);
}

/** Starts viewing the app as a user (the reason is required), then opens their dashboard. */
export function useStartViewAs(userId: string) {
  return async (reason: string) => {
    await api.post<Envelope>(`/api/admin/users/${userId}/view-as`, { reason });
    openAsNewPerson(paths.dashboard);
  };
}

/** Stops viewing the app as the user and goes back to their page in the admin area. */
export function useStopViewAs(userId: string) {
  return useMutation({
    mutationFn: () => api.post<Envelope>('/api/view-as/stop'),
    onSettled: () => openAsNewPerson(paths.adminUser(userId)),
  });
}
