import { describe, expect, it } from 'vitest';
import {
  ANONYMOUS_VIEWER,
  canDownloadDesktop,
  canManageMembers,
  canViewAcousticModels,
  isManufacturer,
  isPro,
  isSponsor,
  planCodesWithRole,
  planRole,
  subscriptionRole,
  type Viewer,
} from './capabilities.ts';
import { findOrganizationPlan, findPlan, PLANS } from './plans.ts';

const owner: Viewer = { ...ANONYMOUS_VIEWER, isAuthenticated: true, isOrganization: true, isVerified: true };

describe('plans', () => {
  it('holds the codes and prices in cents of docs/product/constants.md', () => {
    expect(PLANS.map((plan) => [plan.code, plan.priceCents])).toEqual([
      ['manufacturer-monthly', 9900],
      ['manufacturer-annual', 99900],
      ['pro-monthly', 9900],
      ['sponsor-platinum', 599900],
      ['sponsor-gold', 359900],
      ['sponsor-silver', 199900],
      ['acoustical-modeling', 9900],
      ['supersonic-desktop-beta', 2000],
    ]);
    expect(findPlan('sponsor-platinum')?.displayName).toBe('Sponsor Platinum');
    expect(findPlan('man-monthly')).toBeUndefined();
    expect(findOrganizationPlan('acoustical-modeling')).toBeUndefined();
  });

  it("gives every subscribable plan the role its code names, the plan's role", () => {
    for (const plan of PLANS) {
      expect(subscriptionRole(plan.code) ?? 'modeling', plan.code).toBe(plan.role);
    }
  });
});

describe('subscriptionRole', () => {
  it('reads the role from the start of the subscription type', () => {
    expect(subscriptionRole('pro-monthly')).toBe('pro');
    expect(subscriptionRole('professional-annual')).toBe('pro');
    expect(subscriptionRole('manufacturer-annual')).toBe('man');
    expect(subscriptionRole('sponsor-gold')).toBe('rt');
    expect(subscriptionRole('supersonic-desktop-beta')).toBe('supersonic');
    for (const other of [null, undefined, '', 'man-monthly', 'rt-gold', 'acoustical-modeling', 'free']) {
      expect(subscriptionRole(other), String(other)).toBeNull();
    }
  });

  it('lists the plan codes of a role', () => {
    expect(planCodesWithRole('man')).toEqual(['manufacturer-monthly', 'manufacturer-annual']);
    expect(planCodesWithRole('rt')).toEqual(['sponsor-platinum', 'sponsor-gold', 'sponsor-silver']);
    expect(planCodesWithRole('pro')).toEqual(['pro-monthly']);
    expect(planCodesWithRole('supersonic')).toEqual(['supersonic-desktop-beta']);
  });

  it('drives the viewer rules', () => {
    const on = (subscriptionType: string) => ({ ...owner, subscriptionType });
    expect(planRole(on('manufacturer-monthly'))).toBe('man');
    expect(isManufacturer(on('manufacturer-annual'))).toBe(true);
    expect(isPro(on('pro-monthly'))).toBe(true);
    expect(isSponsor(on('sponsor-silver'))).toBe(true);
    expect(canDownloadDesktop(on('supersonic-desktop-beta'))).toBe(true);
    expect(canManageMembers(on('manufacturer-monthly'))).toBe(true);
    expect(canManageMembers(on('sponsor-gold'))).toBe(false);
  });
});

describe('canViewAcousticModels', () => {
  it('needs the organization-level user of a sponsor organization, like its screen', () => {
    expect(canViewAcousticModels({ ...owner, subscriptionType: 'sponsor-gold' })).toBe(true);
    const member = { ...owner, isOrganization: false, subscriptionType: 'sponsor-gold' };
    expect(canViewAcousticModels(member)).toBe(false);
    expect(canViewAcousticModels({ ...owner, subscriptionType: 'manufacturer-monthly' })).toBe(false);
    expect(canViewAcousticModels(ANONYMOUS_VIEWER)).toBe(false);
  });
});
