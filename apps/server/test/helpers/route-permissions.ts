import type { TenantIds } from './route-fixtures.ts';
import { ACCOUNT_ROUTES } from './route-permissions/accounts.ts';
import { ADMIN_ROUTES } from './route-permissions/admin.ts';
import { FINISH_AND_PARTITION_ROUTES } from './route-permissions/finishes-partitions.ts';
import { ORGANIZATION_ROUTES } from './route-permissions/organizations.ts';
import { PROJECT_ROUTES } from './route-permissions/projects.ts';
import { PURCHASE_ROUTES } from './route-permissions/purchases.ts';
import { ROOM_ROUTES } from './route-permissions/rooms.ts';
import { VENDOR_ROUTES } from './route-permissions/vendors.ts';
import type { RouteKey } from './route-table.ts';

/**
 * Who may call a route, from least to most privileged:
 * - `public`: anyone, signed in or not;
 * - `signed-in`: any signed-in user;
 * - `organization member`: any signed-in user of an organization, whatever their role (every
 *   user has one: sign-up makes a personal organization behind a solo user);
 * - `organization owner`: the organization-level user (`CurrentUser.organization`);
 * - `admin`: an administrator.
 */
export type Who = 'public' | 'signed-in' | 'organization member' | 'organization owner' | 'admin';

/** The plan a route also needs (403 without it), by subscription role (capabilities.ts). */
export type Plan = 'pro' | 'pro or manufacturer' | 'sponsor';

/**
 * Whose records the ids of the call (path, query or body) must be: the caller's organization's,
 * or the caller's own (a paid order is its buyer's). Any other id answers 404.
 */
export type Tenancy = 'organization' | 'user';

/** What a successful answer is: the JSON envelope, or a redirect, a stylesheet, an image or a PDF. */
export type Answer = 'json' | 'redirect' | 'css' | 'image' | 'pdf';

/** The ids a sample request may name. */
export type SampleIds = TenantIds & { globalFinishId: string };

/** A valid request to a route, built from the ids of organization A. */
export type SampleRequest = {
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: unknown;
  /** A GET that changes state and so carries the CSRF header like a write. */
  sendsCsrfHeader?: boolean;
};

/** One row of the permission table. */
export type RoutePermission = {
  who: Who;
  plan?: Plan;
  tenant?: Tenancy;
  answer?: Answer;
  /** Why the row is what it is, where the route does something a reader would not guess. */
  note?: string;
  /** The route answers before its work is done (so the answer's timing tells nothing). */
  finishesAfterAnswer?: boolean;
  sample: (ids: SampleIds) => SampleRequest;
};

/** The rank of each `Who`, so `rankOf(caller) >= rankOf(route.who)` reads "may call". */
export const WHO_RANK: Record<Who, number> = {
  public: 0,
  'signed-in': 1,
  'organization member': 2,
  'organization owner': 3,
  admin: 4,
};

/**
 * Every `/api` route of the server: who may call it, what plan it needs, whether its ids are
 * tenant-scoped, and a valid sample call, by area in `route-permissions/`. `route-permissions.test.ts`
 * fails on a route missing here and on a row without a route, and drives its checks from these rows.
 */ export const ROUTE_PERMISSIONS: Record<RouteKey, RoutePermission> = {
  // In this order: a row's index is its fuzzing seed (route-fuzz.test.ts).
  ...ACCOUNT_ROUTES,
  ...FINISH_AND_PARTITION_ROUTES,
  ...PROJECT_ROUTES,
  ...ROOM_ROUTES,
  ...ORGANIZATION_ROUTES,
  ...PURCHASE_ROUTES,
  ...VENDOR_ROUTES,
  ...ADMIN_ROUTES,
};

/** The rows of the table, with their keys. */
export function permissionRows(): [RouteKey, RoutePermission][] {
  return Object.entries(ROUTE_PERMISSIONS) as [RouteKey, RoutePermission][];
}
