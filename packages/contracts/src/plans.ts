/**
 * Plans as data (docs/product/constants.md#plans-and-prices): code, display name, price in cents. The plan
 * code a subscription belongs to is its role code (docs/product/permissions.md#plans): pro, man, rt or
 * supersonic.
 */
export type PlanRole = 'pro' | 'man' | 'rt' | 'supersonic' | 'modeling';

/** One plan that can be sold or assigned. */
export type Plan = {
  code: string;
  displayName: string;
  priceCents: number;
  role: PlanRole;
  interval: 'month' | 'year' | 'once' | 'per-unit';
};

/**
 * Every plan of docs/product/constants.md#plans-and-prices, amounts in cents. The role of a plan follows from
 * its code (`subscriptionRole` in capabilities.ts): 'pro…' is pro, 'manufacturer…' man, 'sponsor…' rt,
 * 'supersonic…' supersonic.
 */
export const PLANS: readonly Plan[] = [
  {
    code: 'manufacturer-monthly',
    displayName: 'Manufacturer (monthly)',
    priceCents: 9900,
    role: 'man',
    interval: 'month',
  },
  {
    code: 'manufacturer-annual',
    displayName: 'Manufacturer (annual)',
    priceCents: 99900,
    role: 'man',
    interval: 'year',
  },
  {
    code: 'pro-monthly',
    displayName: 'Professional (monthly)',
    priceCents: 9900,
    role: 'pro',
    interval: 'month',
  },
  {
    code: 'sponsor-platinum',
    displayName: 'Sponsor Platinum',
    priceCents: 599900,
    role: 'rt',
    interval: 'year',
  },
  { code: 'sponsor-gold', displayName: 'Sponsor Gold', priceCents: 359900, role: 'rt', interval: 'year' },
  { code: 'sponsor-silver', displayName: 'Sponsor Silver', priceCents: 199900, role: 'rt', interval: 'year' },
  {
    code: 'acoustical-modeling',
    displayName: 'Acoustical model credit',
    priceCents: 9900,
    role: 'modeling',
    interval: 'per-unit',
  },
  {
    code: 'supersonic-desktop-beta',
    displayName: 'Supersonic desktop (beta)',
    priceCents: 2000,
    role: 'supersonic',
    interval: 'once',
  },
];

/** Finds a plan by its code. */
export function findPlan(code: string): Plan | undefined {
  return PLANS.find((plan) => plan.code === code);
}

/**
 * What each plan role includes, in words for the Subscription tab (docs/product/permissions.md#plans). A
 * sponsor's credits and the desktop build are sold separately, so they are listed with them.
 */
export const PLAN_FEATURES: Readonly<Record<PlanRole, readonly string[]>> = {
  pro: [
    'Members of your organization, sharing its projects',
    'Phases with Gantt charts, and a phases tab by default',
    'Partitions with speech privacy, doors, glazing, measurements and notes tabs',
    'Organization settings: default units, report text and logo, web inquiries',
    "Your organization's own finishes library",
  ],
  man: [
    'Members of your organization',
    'Clients and projects',
    'Organization settings: default units, report text and logo, web inquiries',
    'A vendor-branded public calculator with web inquiries',
    "Your organization's own finishes library",
  ],
  rt: [
    'The sponsor dashboard with acoustical model credit purchase',
    'The Models tab with your acoustic models',
  ],
  supersonic: ['The desktop download (beta)'],
  modeling: ['One acoustical model built from your drawings and data'],
};

/** Plans an organization can be on (a model credit is bought, not subscribed to). */
export const ORGANIZATION_PLANS: readonly Plan[] = PLANS.filter((plan) => plan.role !== 'modeling');

/** Finds a plan an organization can be on, by its code. */
export function findOrganizationPlan(code: string): Plan | undefined {
  return ORGANIZATION_PLANS.find((plan) => plan.code === code);
}
