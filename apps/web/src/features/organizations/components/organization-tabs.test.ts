import { ANONYMOUS_VIEWER, type Viewer } from '@roomtone/contracts';
import { describe, expect, it } from 'vitest';
import { organizationTabsFor } from './organization-tabs.ts';

const organization: Viewer = { ...ANONYMOUS_VIEWER, isAuthenticated: true, isOrganization: true };
const labels = (subscriptionType: string | null) =>
  organizationTabsFor({ ...organization, subscriptionType }).map((tab) => tab.label);

describe('organization settings tabs by plan', () => {
  it('shows Profile, Password and Subscription to every organization', () => {
    expect(labels(null)).toEqual(['Profile', 'Password', 'Subscription']);
  });

  it('adds Settings and Finishes for plans pro and man', () => {
    for (const plan of ['pro-monthly', 'manufacturer-monthly', 'manufacturer-annual']) {
      expect(labels(plan)).toEqual(['Profile', 'Password', 'Settings', 'Finishes', 'Subscription']);
    }
  });

  it('adds Models for plan rt only', () => {
    expect(labels('sponsor-silver')).toEqual(['Profile', 'Password', 'Models', 'Subscription']);
    expect(labels('supersonic-desktop-beta')).toEqual(['Profile', 'Password', 'Subscription']);
  });
});
