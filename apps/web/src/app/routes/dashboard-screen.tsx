import { isSponsor, viewerOf } from '@roomtone/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { organizationQueries } from '../../features/organizations/api/organization-queries.ts';
import { ModelCreditsPanel } from '../../features/payments/components/model-credits-panel.tsx';
import { DashboardPage } from '../../features/projects/components/dashboard-page.tsx';
import { useCurrentUser } from '../../lib/session.ts';

/** `/dashboard`: the projects, and for a sponsor (plan rt) the acoustical model credit purchase. */
export function DashboardScreen() {
  const { data: user } = useCurrentUser();
  const queryClient = useQueryClient();
  const sponsor = isSponsor(viewerOf(user)) && user?.organization === true;
  return (
    <DashboardPage
      aside={
        sponsor ? (
          <ModelCreditsPanel
            onPurchased={() =>
              void queryClient.invalidateQueries({ queryKey: organizationQueries.models().queryKey })
            }
          />
        ) : null
      }
    />
  );
}
