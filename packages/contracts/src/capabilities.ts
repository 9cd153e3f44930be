import type { CurrentUser } from './current-user.ts';
import { PLANS } from './plans.ts';

/**
 * The capability rules of docs/product/permissions.md, written once. Navigation, route guards and server
 * checks all ask these functions; no rule is restated anywhere else.
 */
export type Viewer = {
  isAuthenticated: boolean;
  isAdmin: boolean;
  /** The organization-level user (owner) of an organization account. */
  isOrganization: boolean;
  vendorRequests: boolean;
  /** The organization's subscription type, e.g. 'pro-monthly'; null without one. */
  subscriptionType: string | null;
  isVerified: boolean;
};

/** The viewer of a visitor who is not signed in. */
export const ANONYMOUS_VIEWER: Viewer = {
  isAuthenticated: false,
  isAdmin: false,
  isOrganization: false,
  vendorRequests: false,
  subscriptionType: null,
  isVerified: false,
};

/** The capability view of a signed-in user (or of an anonymous visitor for null). */
export function viewerOf(user: CurrentUser | null | undefined): Viewer {
  if (!user) return ANONYMOUS_VIEWER;
  return {
    isAuthenticated: true,
    isAdmin: user.admin,
    isOrganization: user.organization,
    vendorRequests: user.vendorRequests,
    subscriptionType: user.subscriptionType,
    isVerified: user.isVerified,
  };
}

/** A pro subscription is any subscription type starting with 'pro' (docs/product/permissions.md#plans). */
export function isPro(viewer: Viewer): boolean {
  return planRole(viewer) === 'pro';
}

/** The role code of a subscription: pro, man, rt or supersonic (docs/product/permissions.md#plans). */
export type SubscriptionRole = 'pro' | 'man' | 'rt' | 'supersonic';

/**
 * The role of a subscription type or plan code: a type starting with 'pro' is pro,
 * 'manufacturer' man, 'sponsor' rt and 'supersonic' supersonic; anything else has no role.
 */
export function subscriptionRole(subscriptionType: string | null | undefined): SubscriptionRole | null {
  if (!subscriptionType) return null;
  if (subscriptionType.startsWith('pro')) return 'pro';
  if (subscriptionType.startsWith('manufacturer')) return 'man';
  if (subscriptionType.startsWith('sponsor')) return 'rt';
  if (subscriptionType.startsWith('supersonic')) return 'supersonic';
  return null;
}

/** The codes of every plan with this role (for queries over organizations' plan codes). */
export function planCodesWithRole(role: SubscriptionRole): string[] {
  return PLANS.filter((plan) => plan.role === role).map((plan) => plan.code);
}

/** The role code of the viewer's plan: pro, man, rt, supersonic, or null. */
export function planRole(viewer: Viewer): SubscriptionRole | null {
  return subscriptionRole(viewer.subscriptionType);
}

/** Manufacturer plan. */
export function isManufacturer(viewer: Viewer): boolean {
  return planRole(viewer) === 'man';
}

/** The Members link and /members: an organization account with role pro or man. */
export function canManageMembers(viewer: Viewer): boolean {
  return viewer.isOrganization && (isPro(viewer) || isManufacturer(viewer));
}

/** /organization/settings and the organization-only API: organization-level users. */
export function canManageOrganization(viewer: Viewer): boolean {
  return viewer.isOrganization;
}

/**
 * Adding a member: the same rule as the Members link (an organization account on plan pro or
 * man), so a member can only be added where members are part of the plan.
 */
export function canAddMembers(viewer: Viewer): boolean {
  return canManageMembers(viewer);
}

/**
 * Listing and removing members: any organization-level user, whatever the plan, so an
 * organization whose plan ended can still remove the people it added.
 */
export function canRemoveMembers(viewer: Viewer): boolean {
  return canManageOrganization(viewer);
}

/** Reading the organization profile (`GET /api/account/organization`): every signed-in user, for their own organization. */
export function canReadOrganization(viewer: Viewer): boolean {
  return viewer.isAuthenticated;
}

/** Settings and Finishes tabs of organization settings: plans pro or man. */
export function canEditOrganizationPlanSettings(viewer: Viewer): boolean {
  return viewer.isOrganization && (isPro(viewer) || isManufacturer(viewer));
}

/**
 * The Models tab, its navigation entry and `GET /api/model-library/list`: the organization-level
 * user of an organization on plan rt (sponsors), the same rule as the organization settings
 * screen that holds the tab, so navigation, route and server agree.
 */
export function canViewAcousticModels(viewer: Viewer): boolean {
  return canManageOrganization(viewer) && isSponsor(viewer);
}

/**
 * Deleting clients, projects, phases, rooms, revisions and inquiries (the buttons and the server
 * check): organization-level users only (docs/product/permissions.md#organization-level-users). A solo user
 * (the owner of a personal organization, `isOrganization` false) may not delete either: records are kept, and
 * edited instead, unless a firm's organization account removes them (docs/projects.md).
 */
export function canDeleteRecords(viewer: Viewer): boolean {
  return viewer.isOrganization;
}

/** The Web Inquiries link. */
export function canSeeInquiries(viewer: Viewer): boolean {
  return viewer.isAuthenticated && viewer.vendorRequests;
}

/** The desktop download link. */
export function canDownloadDesktop(viewer: Viewer): boolean {
  return planRole(viewer) === 'supersonic';
}

/** Sponsor dashboard entries: credit purchase and the Models tab. */
export function isSponsor(viewer: Viewer): boolean {
  return planRole(viewer) === 'rt';
}

/** Pro-only project tabs: Partitions, Doors, Glazing, Measurements, Notes; phases tab and Gantt. */
export function canUseProProjectTools(viewer: Viewer): boolean {
  return isPro(viewer);
}

/** Where the Settings link points: organization settings for organizations, else account settings. */
export function settingsPath(viewer: Viewer): '/organization/settings' | '/account/settings' {
  return viewer.isOrganization ? '/organization/settings' : '/account/settings';
}

/** The admin area. */
export function canAdminister(viewer: Viewer): boolean {
  return viewer.isAuthenticated && viewer.isAdmin;
}
