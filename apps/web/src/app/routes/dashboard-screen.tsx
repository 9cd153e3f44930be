import { isSponsor, viewerOf } from '@roomtone/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { organizationQueries } from '../../features/organizations/api/organization-queries.ts';
import { ModelCreditsPanel } from '../../features/payments/components/model-credits-panel.tsx';
import { DashboardPage } from '../../features/projects/components/dashboard-page.tsx';
import { useCurrentUser } from '../../lib/session.ts';
import { NoOrganizationDashboard } from './no-organization-dashboard.tsx';

/**
 * `/dashboard`: the projects, and for a sponsor (plan rt) the acoustical model credit purchase; a
 * user without an organization (the first administrator) is told what the account can do.
 */
export function DashboardScreen() {
  const { data: user } = useCurrentUser();
  const queryClient = useQueryClient();
  const sponsor = isSponsor(viewerOf(user)) && user?.organization === true;
  if (user && user.organizationId === null) return <NoOrganizationDashboard isAdmin={user.admin} />;
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
