import { canEditOrganizationPlanSettings, canViewAcousticModels, type Viewer } from '@roomtone/contracts';

/** One tab of organization settings (kept in the URL hash). */
export type OrganizationTab = { value: string; label: string };

/**
 * The tabs a viewer sees, in order (docs/product/screens.md#organization): Settings and Finishes for plans
 * pro or man, Models for plan rt.
 */
export function organizationTabsFor(viewer: Viewer): OrganizationTab[] {
  const tabs: OrganizationTab[] = [
    { value: 'profile', label: 'Profile' },
    { value: 'password', label: 'Password' },
  ];
  if (canEditOrganizationPlanSettings(viewer)) {
    tabs.push({ value: 'settings', label: 'Settings' }, { value: 'finishes', label: 'Finishes' });
  }
  if (canViewAcousticModels(viewer)) tabs.push({ value: 'models', label: 'Models' });
  tabs.push({ value: 'subscription', label: 'Subscription' });
  return tabs;
}
