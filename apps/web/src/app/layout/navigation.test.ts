import { ANONYMOUS_VIEWER, type Viewer } from '@roomtone/contracts';
import { describe, expect, it } from 'vitest';
import { navigationFor } from './navigation.ts';

const signedIn: Viewer = { ...ANONYMOUS_VIEWER, isAuthenticated: true, isVerified: true };
const labels = (viewer: Viewer) => navigationFor(viewer).map((item) => item.label);

describe('header navigation by role', () => {
  it('shows the public pages to anonymous visitors', () => {
    expect(labels(ANONYMOUS_VIEWER)).toEqual([
      'RT Calculator',
      'Partitions',
      'Professionals',
      'Suppliers',
      'About',
      'Contact',
    ]);
  });

  it('points Settings to account settings for a user without an organization', () => {
    const settings = navigationFor(signedIn).find((item) => item.label === 'Settings');
    expect(settings?.to).toBe('/account/settings');
    expect(labels(signedIn)).not.toContain('Members');
  });

  it('shows Members and organization settings to a pro or manufacturer organization', () => {
    for (const subscriptionType of ['pro-monthly', 'manufacturer-annual']) {
      const viewer = { ...signedIn, isOrganization: true, subscriptionType };
      expect(labels(viewer)).toContain('Members');
      expect(navigationFor(viewer).find((item) => item.label === 'Settings')?.to).toBe(
        '/organization/settings',
      );
    }
    expect(labels({ ...signedIn, isOrganization: true, subscriptionType: null })).not.toContain('Members');
    expect(labels({ ...signedIn, isOrganization: false, subscriptionType: 'pro-monthly' })).not.toContain(
      'Members',
    );
  });

  it('shows Web Inquiries only with vendorRequests', () => {
    expect(labels({ ...signedIn, vendorRequests: true })).toContain('Web Inquiries');
    expect(labels(signedIn)).not.toContain('Web Inquiries');
  });

  it('shows the desktop download only to supersonic', () => {
    expect(labels({ ...signedIn, subscriptionType: 'supersonic-desktop-beta' })).toContain(
      'Desktop Download',
    );
    expect(labels({ ...signedIn, subscriptionType: 'pro-monthly' })).not.toContain('Desktop Download');
  });

  it('shows Acoustic Models to the organization-level user of a sponsor, who may open organization settings', () => {
    const sponsor = { ...signedIn, isOrganization: true, subscriptionType: 'sponsor-gold' };
    expect(navigationFor(sponsor).find((item) => item.label === 'Acoustic Models')?.to).toBe(
      '/organization/settings#models',
    );
    expect(labels({ ...sponsor, isOrganization: false })).not.toContain('Acoustic Models');
    expect(labels({ ...sponsor, subscriptionType: 'pro-monthly' })).not.toContain('Acoustic Models');
  });

  it('adds Admin for administrators only', () => {
    expect(labels({ ...signedIn, isAdmin: true })).toContain('Admin');
    expect(labels(signedIn)).not.toContain('Admin');
    expect(labels({ ...ANONYMOUS_VIEWER, isAdmin: true })).not.toContain('Admin');
  });
});
