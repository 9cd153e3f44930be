import { notifications } from '@mantine/notifications';
import { canEditOrganizationPlanSettings, canManageOrganization, viewerOf } from '@roomtone/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { organizationQueries } from '../../features/organizations/api/organization-queries.ts';
import { OrganizationSettingsPage } from '../../features/organizations/components/organization-settings-page.tsx';
import { PlanPurchase } from '../../features/payments/components/plan-purchase.tsx';
import { VendorEmbedPanel } from '../../features/vendors/components/vendor-embed-panel.tsx';
import { sessionQueries, useCurrentUser } from '../../lib/session.ts';

/** `/organization/settings`: the organization's tabs; its Subscription tab sells the plans. */
export function OrganizationSettingsScreen() {
  const { data: user } = useCurrentUser();
  const organization = useQuery(organizationQueries.detail());
  const queryClient = useQueryClient();
  const canBuy = canManageOrganization(viewerOf(user)) && organization.data !== undefined;
  return (
    <OrganizationSettingsPage
      settingsExtras={
        canEditOrganizationPlanSettings(viewerOf(user)) ? (
          <VendorEmbedPanel displayName={organization.data?.name ?? ''} />
        ) : null
      }
      subscriptionActions={
        canBuy ? (
          <PlanPurchase
            currentPlanCode={organization.data?.plan?.code ?? null}
            onPurchased={(displayName) => {
              notifications.show({ message: `Your organization is now on the ${displayName} plan.` });
              void queryClient.invalidateQueries({ queryKey: organizationQueries.all });
              void queryClient.invalidateQueries({ queryKey: sessionQueries.current().queryKey });
            }}
          />
        ) : null
      }
    />
  );
}
