import { z } from 'zod';
import { UserLockSchema } from './admin-user-access.ts';
import { envelopeOf } from './envelope.ts';
import { optionalText, requiredEmail, requiredText } from './fields.ts';
import { FinishSchema } from './finishes.ts';
import { MESSAGES } from './messages.ts';
import {
  ORDER_STATUSES,
  PAYMENT_PURPOSES,
  PaymentOrderSchema,
  PROMO_AMOUNT_OFF_MAX_CENTS,
  PROMO_CODE_PATTERN,
} from './payments.ts';
import { ORGANIZATION_PLANS } from './plans.ts';

const id = z.uuid({ error: MESSAGES.apiNotFound });

/**
 * What an administrator may do, each granted through an admin group (docs/product/data.md and
 * permissions.md). Every `/api/admin` route names one of these; the server refuses the call without it.
 */
export const ADMIN_PERMISSIONS = [
  'dashboard.read',
  'users.read',
  'users.write',
  'users.delete',
  'users.lock',
  'users.view-as',
  'organizations.read',
  'organizations.write',
  'administrators.read',
  'administrators.write',
  'reference.read',
  'reference.write',
  'finishes.write',
  'partitions.write',
  'logs.read',
  'payments.read',
  'payments.write',
  'payments.refund',
] as const;

/** One administrator permission. */
export type AdminPermission = (typeof ADMIN_PERMISSIONS)[number];

/** What each permission allows, in the words the admin-groups page shows. */
export const ADMIN_PERMISSION_LABELS: Readonly<Record<AdminPermission, string>> = {
  'dashboard.read': 'See the dashboard figures and the latest audit entries',
  'users.read': 'Search and read users, their accounts and notes',
  'users.write': 'Write notes, verify accounts or resend the mail, sign users out everywhere',
  'users.delete': 'Delete users (their audit entries stay)',
  'users.lock': 'Lock users out and unlock them',
  'users.view-as': 'View the app as a user, for a stated reason and a limited time',
  'organizations.read': 'Read organizations, their members and models',
  'organizations.write': 'Change plans and sponsor tiers, add, move and remove members, set model statuses',
  'administrators.read': 'Read administrators and admin groups',
  'administrators.write': 'Make or remove administrators, edit groups and their permissions',
  'reference.read': 'Read statuses, categories and the global finishes',
  'reference.write': 'Add, edit and remove statuses and categories',
  'finishes.write': 'Edit, add, retire and restore the global finishes',
  'partitions.write': 'Import laboratory test data into the public partitions database',
  'logs.read': 'Read and export the audit log',
  'payments.read': 'Read orders and promo codes',
  'payments.write': 'Add, edit and retire promo codes',
  'payments.refund': 'Refund paid orders through the card processor',
};

/**
 * The group the first administrator is put in, holding every permission so nobody is locked out:
 * the 'Root' group the reference data creates at first start.
 */
export const FULL_ACCESS_GROUP = 'Root';

/** Rows per page of every admin list. */
export const ADMIN_PAGE_SIZE = 25;

/** The admin search's minimum query and the number of results per kind. */
export const ADMIN_SEARCH = { minLength: 2, perKind: 5 } as const;

/** Messages of the admin area (docs/product/messages.md names only the app's shared ones). */
export const ADMIN_MESSAGES = {
  missingPermission: 'Your admin groups do not grant this permission:',
  lastAdministrator: 'The last administrator with the right to manage administrators cannot lose it.',
  notAnAdministrator: 'This user is not an administrator.',
  alreadyVerified: 'This e-mail address is already verified.',
  verificationNotSent: 'The verification e-mail could not be sent. Please try again later.',
  groupNameTaken: 'An admin group with this name already exists.',
  statusNameTaken: 'A status with this name already exists.',
  categoryNameTaken: 'A category with this name already exists.',
  statusInUse: 'This status is used by acoustic models; give them another status first.',
  userNotFound: 'User not found',
  organizationNotFound: 'Organization not found',
  memberHasOrganization:
    'This user belongs to another organization account: move them here from it, or remove them from it first.',
  modelNotFound: 'Acoustic model not found',
  statusNotFound: 'Status not found',
  ownerCannotLeave: 'The organization-level user cannot be removed from their organization.',
  cannotDeleteSelf: 'You cannot delete your own account here.',
  cannotDeleteAdministrator: 'Remove the administrator rights first, then delete the user.',
  cannotDeleteOrganizationOwner:
    'This user is the organization-level user of an organization account; the organization needs them.',
  promoCodeNotFound: 'Promo code not found',
  promoCodeTaken: 'A promo code with this code already exists.',
  promoCodeFormat: 'The code must be 3-32 letters, digits, hyphens or underscores.',
  promoPercent: 'Must be a whole number from 1 to 100',
  promoMaxUses: 'Must be a whole number of at least 1',
  promoBelowRedemptions: 'The usage limit cannot be below the number of times the code was already used.',
  promoExpiresFormat: 'Enter a date as YYYY-MM-DD',
  promoAmount: 'Must be an amount from $0.01 to $100,000.00',
  promoOneDiscount: 'Give a percentage or an amount off, not both',
  promoWindow: 'The first day must come before the day the code expires',
} as const;

/** The sentence a refused admin call answers with. */
export function missingPermissionMessage(permission: AdminPermission): string {
  return `${ADMIN_MESSAGES.missingPermission} ${permission}.`;
}

const page = z.coerce.number().int().min(1).max(100_000).default(1);
const direction = z.enum(['asc', 'desc']).default('desc');
const yesNo = z.enum(['all', 'yes', 'no']).default('all');

/** `GET /api/admin/search?q`. */
export const AdminSearchQuerySchema = z.object({ q: z.string().trim().max(200).default('') });
export type AdminSearchQuery = z.input<typeof AdminSearchQuerySchema>;

/** One search result. */
export const AdminSearchHitSchema = z
  .object({ id: z.string(), label: z.string(), detail: z.string() })
  .strict();
export type AdminSearchHit = z.infer<typeof AdminSearchHitSchema>;

/** Results grouped by kind; a kind the caller may not read is empty. */
export const AdminSearchResponseSchema = envelopeOf({
  users: z.array(AdminSearchHitSchema),
  organizations: z.array(AdminSearchHitSchema),
  administrators: z.array(AdminSearchHitSchema),
});
export type AdminSearchResponse = z.infer<typeof AdminSearchResponseSchema>;

/** An audit entry as the admin area shows it. */
export const AdminAuditEntrySchema = z
  .object({
    id: z.number().int(),
    at: z.string(),
    action: z.string(),
    actorUserId: z.string().nullable(),
    actorEmail: z.string().nullable(),
    target: z.string(),
    ip: z.string(),
    details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  })
  .strict();
export type AdminAuditEntry = z.infer<typeof AdminAuditEntrySchema>;

/** `GET /api/admin`: the dashboard's figures. */
export const AdminDashboardSchema = z
  .object({
    users: z.number().int(),
    verifiedUsers: z.number().int(),
    organizations: z.number().int(),
    organizationsByPlan: z.array(
      z.object({ planCode: z.string().nullable(), count: z.number().int() }).strict(),
    ),
    projects: z.number().int(),
    revisionsThisWeek: z.number().int(),
    inquiries: z.number().int(),
    ordersThisMonth: z.number().int(),
    revenueThisMonthCents: z.number().int(),
    latestAudit: z.array(AdminAuditEntrySchema),
  })
  .strict();
export type AdminDashboard = z.infer<typeof AdminDashboardSchema>;
export const AdminDashboardResponseSchema = envelopeOf({ dashboard: AdminDashboardSchema });
export type AdminDashboardResponse = z.infer<typeof AdminDashboardResponseSchema>;

/** `GET /api/admin/users`: paged, sorted and filtered on the server. */
export const AdminUserListQuerySchema = z.object({
  page,
  q: z.string().trim().max(200).default(''),
  sort: z.enum(['created', 'email', 'name', 'lastLogin']).default('created'),
  dir: direction,
  verified: yesNo,
  admin: yesNo,
  organizationId: z.union([id, z.literal('')]).default(''),
  /** A plan code, 'none' for no plan, '' for any. */
  plan: z.string().trim().max(60).default(''),
});
export type AdminUserListQuery = z.input<typeof AdminUserListQuerySchema>;

export const AdminUserSummarySchema = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    isVerified: z.boolean(),
    isAdmin: z.boolean(),
    organizationId: z.string().nullable(),
    organizationName: z.string().nullable(),
    isPersonalOrganization: z.boolean(),
    planCode: z.string().nullable(),
    createdOn: z.string(),
    lastLoginOn: z.string().nullable(),
  })
  .strict();
export type AdminUserSummary = z.infer<typeof AdminUserSummarySchema>;

/** Paging of every admin list. */
export const AdminPagingSchema = z
  .object({ page: z.number().int(), pages: z.number().int(), total: z.number().int() })
  .strict();
export type AdminPaging = z.infer<typeof AdminPagingSchema>;

export const AdminUserListResponseSchema = envelopeOf({
  users: z.array(AdminUserSummarySchema),
  paging: AdminPagingSchema,
});
export type AdminUserListResponse = z.infer<typeof AdminUserListResponseSchema>;

/** An admin-only note about a user. */
export const AdminNoteSchema = z
  .object({ id: z.string(), body: z.string(), authorEmail: z.string().nullable(), createdOn: z.string() })
  .strict();
export type AdminNote = z.infer<typeof AdminNoteSchema>;

const groupRef = z.object({ id: z.string(), name: z.string() }).strict();

/** A user's page. */
export const AdminUserDetailSchema = AdminUserSummarySchema.extend({
  firstName: z.string(),
  lastName: z.string(),
  company: z.string(),
  phone: z.string(),
  organizationRole: z.enum(['owner', 'member']).nullable(),
  providers: z.object({ google: z.boolean(), facebook: z.boolean(), password: z.boolean() }).strict(),
  sessions: z.object({ count: z.number().int(), lastSeenOn: z.string().nullable() }).strict(),
  notes: z.array(AdminNoteSchema),
  groups: z.array(groupRef),
  lock: UserLockSchema.nullable(),
}).strict();
export type AdminUserDetail = z.infer<typeof AdminUserDetailSchema>;
export const AdminUserResponseSchema = envelopeOf({ user: AdminUserDetailSchema });
export type AdminUserResponse = z.infer<typeof AdminUserResponseSchema>;

export const AdminIdParamsSchema = z.object({ id });
export const AdminNoteParamsSchema = z.object({ id, noteId: id });
export const AdminMemberParamsSchema = z.object({ id, userId: id });
export const AdminModelParamsSchema = z.object({ id, modelId: id });

/** `PUT /api/admin/organizations/{id}/models/{modelId}/status`: a status of `/admin/statuses`, or none. */
export const AdminModelStatusBodySchema = z.object({
  statusId: z.uuid({ error: 'Choose one of the statuses' }).nullable(),
});
export type AdminModelStatusBody = z.infer<typeof AdminModelStatusBodySchema>;

/** A new note about a user. */
export const AdminNoteBodySchema = z.object({ body: requiredText(4000) });
export type AdminNoteBody = z.infer<typeof AdminNoteBodySchema>;

/** The groups of an administrator. */
export const AdminUserGroupsBodySchema = z.object({ groupIds: z.array(id).max(50) });
export type AdminUserGroupsBody = z.infer<typeof AdminUserGroupsBodySchema>;

/** `GET /api/admin/organizations`. */
export const AdminOrganizationListQuerySchema = z.object({
  page,
  q: z.string().trim().max(200).default(''),
  sort: z.enum(['created', 'name', 'members']).default('created'),
  dir: direction,
  plan: z.string().trim().max(60).default(''),
  personal: yesNo,
});
export type AdminOrganizationListQuery = z.input<typeof AdminOrganizationListQuerySchema>;

export const AdminOrganizationSummarySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    isPersonal: z.boolean(),
    planCode: z.string().nullable(),
    vendorName: z.string().nullable(),
    memberCount: z.number().int(),
    createdOn: z.string(),
  })
  .strict();
export type AdminOrganizationSummary = z.infer<typeof AdminOrganizationSummarySchema>;

export const AdminOrganizationListResponseSchema = envelopeOf({
  organizations: z.array(AdminOrganizationSummarySchema),
  paging: AdminPagingSchema,
});
export type AdminOrganizationListResponse = z.infer<typeof AdminOrganizationListResponseSchema>;

export const AdminOrganizationDetailSchema = AdminOrganizationSummarySchema.extend({
  subscriberName: z.string(),
  phone: z.string(),
  countryName: z.string(),
  vendorRequests: z.boolean(),
  vendorUrl: z.string(),
  members: z.array(
    z
      .object({ id: z.string(), email: z.string(), name: z.string(), role: z.enum(['owner', 'member']) })
      .strict(),
  ),
  models: z.array(
    z
      .object({
        id: z.string(),
        name: z.string(),
        statusId: z.string().nullable(),
        statusName: z.string().nullable(),
        createdOn: z.string(),
      })
      .strict(),
  ),
}).strict();
export type AdminOrganizationDetail = z.infer<typeof AdminOrganizationDetailSchema>;
export const AdminOrganizationResponseSchema = envelopeOf({ organization: AdminOrganizationDetailSchema });
export type AdminOrganizationResponse = z.infer<typeof AdminOrganizationResponseSchema>;

/** The plan codes an administrator may set, and 'none'. */
export const ADMIN_PLAN_CHOICES = [...ORGANIZATION_PLANS.map((plan) => plan.code), 'none'] as const;

/** An organization's plan (a sponsor tier is a sponsor plan). */
export const AdminPlanBodySchema = z.object({
  planCode: z
    .string({ error: MESSAGES.required })
    .refine((code) => (ADMIN_PLAN_CHOICES as readonly string[]).includes(code), {
      error: 'Choose one of the plans',
    }),
});
export type AdminPlanBody = z.infer<typeof AdminPlanBodySchema>;

/**
 * Adds an existing user (by e-mail) to an organization as a member. A member of another
 * organization account is moved only when `move` says so.
 */
export const AdminMemberBodySchema = z.object({ email: requiredEmail(), move: z.boolean().default(false) });
export type AdminMemberBody = z.infer<typeof AdminMemberBodySchema>;

/** An acoustic-model status. */
export const AdminStatusSchema = z
  .object({ id: z.string(), name: z.string(), sortOrder: z.number().int(), modelCount: z.number().int() })
  .strict();
export type AdminStatus = z.infer<typeof AdminStatusSchema>;
export const AdminStatusBodySchema = z.object({
  name: requiredText(80),
  sortOrder: z.coerce
    .number({ error: 'Must be a whole number' })
    .int({ error: 'Must be a whole number' })
    .min(0)
    .max(10_000),
});
export type AdminStatusBody = z.infer<typeof AdminStatusBodySchema>;
export const AdminStatusListResponseSchema = envelopeOf({ statuses: z.array(AdminStatusSchema) });
export type AdminStatusListResponse = z.infer<typeof AdminStatusListResponseSchema>;
export const AdminStatusResponseSchema = envelopeOf({ status: AdminStatusSchema });

/** A finish category. */
export const AdminCategorySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    isPublic: z.boolean(),
    sortOrder: z.number().int(),
    finishCount: z.number().int(),
  })
  .strict();
export type AdminCategory = z.infer<typeof AdminCategorySchema>;
export const AdminCategoryBodySchema = AdminStatusBodySchema.extend({ isPublic: z.boolean() });
export type AdminCategoryBody = z.infer<typeof AdminCategoryBodySchema>;
export const AdminCategoryListResponseSchema = envelopeOf({ categories: z.array(AdminCategorySchema) });
export type AdminCategoryListResponse = z.infer<typeof AdminCategoryListResponseSchema>;
export const AdminCategoryResponseSchema = envelopeOf({ category: AdminCategorySchema });

/** An admin group and the permissions it grants. */
export const AdminGroupSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    permissions: z.array(z.enum(ADMIN_PERMISSIONS)),
    memberCount: z.number().int(),
  })
  .strict();
export type AdminGroup = z.infer<typeof AdminGroupSchema>;
export const AdminGroupBodySchema = z.object({
  name: requiredText(80),
  permissions: z.array(z.enum(ADMIN_PERMISSIONS)).max(ADMIN_PERMISSIONS.length),
});
export type AdminGroupBody = z.infer<typeof AdminGroupBodySchema>;
export const AdminGroupListResponseSchema = envelopeOf({ groups: z.array(AdminGroupSchema) });
export type AdminGroupListResponse = z.infer<typeof AdminGroupListResponseSchema>;
export const AdminGroupResponseSchema = envelopeOf({ group: AdminGroupSchema });

/** An administrator with their groups. */
export const AdministratorSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    groups: z.array(groupRef),
    lastLoginOn: z.string().nullable(),
  })
  .strict();
export type Administrator = z.infer<typeof AdministratorSchema>;
export const AdministratorListResponseSchema = envelopeOf({ administrators: z.array(AdministratorSchema) });
export type AdministratorListResponse = z.infer<typeof AdministratorListResponseSchema>;

/** `GET /api/admin/logs`: the audit log, filtered on the server. */
export const AdminLogQuerySchema = z.object({
  page,
  /** Part of the actor's e-mail. */
  actor: optionalText(200),
  action: optionalText(80),
  /** Part of the entity the entry is about (an id or an address). */
  target: optionalText(200),
  from: z.union([z.iso.date({ error: 'Enter a date as YYYY-MM-DD' }), z.literal('')]).default(''),
  to: z.union([z.iso.date({ error: 'Enter a date as YYYY-MM-DD' }), z.literal('')]).default(''),
});
export type AdminLogQuery = z.input<typeof AdminLogQuerySchema>;
export const AdminLogListResponseSchema = envelopeOf({
  entries: z.array(AdminAuditEntrySchema),
  paging: AdminPagingSchema,
});
export type AdminLogListResponse = z.infer<typeof AdminLogListResponseSchema>;
export const AdminLogExportResponseSchema = envelopeOf({ filename: z.string(), csv: z.string() });
export type AdminLogExportResponse = z.infer<typeof AdminLogExportResponseSchema>;

/** The most entries one CSV export holds. */
export const ADMIN_LOG_EXPORT_MAX = 10_000;

/** Which global finishes the admin list shows: every one, those in use, or the retired ones. */
export const ADMIN_FINISH_STATES = ['all', 'in-use', 'retired'] as const;
export type AdminFinishState = (typeof ADMIN_FINISH_STATES)[number];

/** `GET /api/admin/finishes`: the global library, searched, filtered by state and paged. */
export const AdminFinishListQuerySchema = z.object({
  page,
  q: z.string().trim().max(200).default(''),
  state: z.enum(ADMIN_FINISH_STATES).default('all'),
});
export type AdminFinishListQuery = z.input<typeof AdminFinishListQuerySchema>;

/**
 * A global finish as the admin area shows it: with when an administrator retired it (null: in
 * use). A retired finish is offered nowhere (search, browsers, lists); what uses it keeps it.
 */
export const AdminFinishSchema = FinishSchema.extend({ retiredOn: z.string().nullable() }).strict();
export type AdminFinish = z.infer<typeof AdminFinishSchema>;
export const AdminFinishListResponseSchema = envelopeOf({
  finishes: z.array(AdminFinishSchema),
  paging: AdminPagingSchema,
});
export type AdminFinishListResponse = z.infer<typeof AdminFinishListResponseSchema>;

/** `PUT` / `DELETE /api/admin/finishes/{id}/retire`: the finish retired or restored, and 'Finish retired' / 'Finish restored'. */
export const AdminFinishResponseSchema = envelopeOf({ finish: AdminFinishSchema, message: z.string() });
export type AdminFinishResponse = z.infer<typeof AdminFinishResponseSchema>;

/** A plain confirmation. */
export const AdminDoneResponseSchema = envelopeOf({ message: z.string() });
export type AdminDoneResponse = z.infer<typeof AdminDoneResponseSchema>;

/** `GET /api/admin/orders`: paged, newest first by default, filtered on the server. */
export const AdminOrderListQuerySchema = z.object({
  page,
  /** Part of the buyer's e-mail, the receipt e-mail or the organization's name. */
  q: z.string().trim().max(200).default(''),
  status: z.union([z.enum(ORDER_STATUSES), z.literal('')]).default(''),
  /** Only the orders of this organization (its page in the admin area lists them). */
  organizationId: z.union([id, z.literal('')]).default(''),
  dir: direction,
});
export type AdminOrderListQuery = z.input<typeof AdminOrderListQuerySchema>;

/** An order in the admin list: the order as its history shows it, and who bought it. */
export const AdminOrderSummarySchema = PaymentOrderSchema.extend({
  userId: z.string().nullable(),
  userEmail: z.string().nullable(),
  receiptEmail: z.string().nullable(),
  organizationId: z.string().nullable(),
  organizationName: z.string().nullable(),
}).strict();
export type AdminOrderSummary = z.infer<typeof AdminOrderSummarySchema>;
export const AdminOrderListResponseSchema = envelopeOf({
  orders: z.array(AdminOrderSummarySchema),
  paging: AdminPagingSchema,
});
export type AdminOrderListResponse = z.infer<typeof AdminOrderListResponseSchema>;

/** An order's page: the processor's side too. */
export const AdminOrderDetailSchema = AdminOrderSummarySchema.extend({
  provider: z.string(),
  providerReference: z.string().nullable(),
  refundReference: z.string().nullable(),
  failureMessage: z.string().nullable(),
}).strict();
export type AdminOrderDetail = z.infer<typeof AdminOrderDetailSchema>;
export const AdminOrderResponseSchema = envelopeOf({ order: AdminOrderDetailSchema });
export type AdminOrderResponse = z.infer<typeof AdminOrderResponseSchema>;

/** A promo code as the admin area shows it. */
export const AdminPromoCodeSchema = z
  .object({
    id: z.string(),
    code: z.string(),
    /** A whole percentage off; null when the code takes a fixed amount off. */
    percentOff: z.number().int().nullable(),
    /** A fixed amount off the order in cents (USD); null when the code takes a percentage. */
    amountOffCents: z.number().int().nullable(),
    purposes: z.array(z.enum(PAYMENT_PURPOSES)),
    maxRedemptions: z.number().int().nullable(),
    redemptions: z.number().int(),
    /** The code works from the start of this day (UTC); null: from its creation. */
    startsOn: z.string().nullable(),
    /** The code stops working at the start of this day (UTC); null: no end. */
    expiresOn: z.string().nullable(),
    isActive: z.boolean(),
    createdOn: z.string(),
  })
  .strict();
export type AdminPromoCode = z.infer<typeof AdminPromoCodeSchema>;

/** `GET /api/admin/promo-codes`. */
export const AdminPromoCodeListQuerySchema = z.object({
  page,
  q: z.string().trim().max(200).default(''),
  active: yesNo,
});
export type AdminPromoCodeListQuery = z.input<typeof AdminPromoCodeListQuerySchema>;
export const AdminPromoCodeListResponseSchema = envelopeOf({
  promoCodes: z.array(AdminPromoCodeSchema),
  paging: AdminPagingSchema,
});
export type AdminPromoCodeListResponse = z.infer<typeof AdminPromoCodeListResponseSchema>;
export const AdminPromoCodeResponseSchema = envelopeOf({ promoCode: AdminPromoCodeSchema });
export type AdminPromoCodeResponse = z.infer<typeof AdminPromoCodeResponseSchema>;

/** An optional day of a promo code's window: 'YYYY-MM-DD', or '' (null is read as '') for none. */
const promoDay = () =>
  z
    .union([z.iso.date({ error: ADMIN_MESSAGES.promoExpiresFormat }), z.literal('')])
    .nullable()
    .default('')
    .transform((day) => day ?? '');

/**
 * A new or edited promo code, by the rules of `npm run promo:create`: the code (stored in upper
 * case), exactly one of a whole percentage from 1 to 100 or a fixed amount off in cents, the
 * purchases it applies to (none: every purchase), an optional usage limit, an optional first day
 * (it works from the start of that day, UTC) and an optional expiry day (it stops working at the
 * start of that day, UTC), the first before the expiry.
 */
export const AdminPromoCodeBodySchema = z
  .object({
    code: z
      .string({ error: MESSAGES.required })
      .trim()
      .toUpperCase()
      .refine((code) => PROMO_CODE_PATTERN.test(code), { error: ADMIN_MESSAGES.promoCodeFormat }),
    percentOff: z.coerce
      .number({ error: ADMIN_MESSAGES.promoPercent })
      .int({ error: ADMIN_MESSAGES.promoPercent })
      .min(1, { error: ADMIN_MESSAGES.promoPercent })
      .max(100, { error: ADMIN_MESSAGES.promoPercent })
      .nullable()
      .default(null),
    amountOffCents: z
      .number({ error: ADMIN_MESSAGES.promoAmount })
      .int({ error: ADMIN_MESSAGES.promoAmount })
      .min(1, { error: ADMIN_MESSAGES.promoAmount })
      .max(PROMO_AMOUNT_OFF_MAX_CENTS, { error: ADMIN_MESSAGES.promoAmount })
      .nullable()
      .default(null),
    purposes: z.array(z.enum(PAYMENT_PURPOSES)).max(PAYMENT_PURPOSES.length).default([]),
    maxRedemptions: z
      .number({ error: ADMIN_MESSAGES.promoMaxUses })
      .int({ error: ADMIN_MESSAGES.promoMaxUses })
      .min(1, { error: ADMIN_MESSAGES.promoMaxUses })
      .max(1_000_000, { error: ADMIN_MESSAGES.promoMaxUses })
      .nullable()
      .default(null),
    startsOn: promoDay(),
    expiresOn: promoDay(),
    isActive: z.boolean().default(true),
  })
  .superRefine((body, context) => {
    const hasPercent = body.percentOff !== null;
    if (hasPercent === (body.amountOffCents !== null)) {
      const message = hasPercent ? ADMIN_MESSAGES.promoOneDiscount : MESSAGES.required;
      context.addIssue({ code: 'custom', path: ['percentOff'], message });
      context.addIssue({ code: 'custom', path: ['amountOffCents'], message });
    }
    if (body.startsOn !== '' && body.expiresOn !== '' && body.startsOn >= body.expiresOn) {
      context.addIssue({ code: 'custom', path: ['startsOn'], message: ADMIN_MESSAGES.promoWindow });
    }
  });
export type AdminPromoCodeBody = z.input<typeof AdminPromoCodeBodySchema>;

/**
 * The largest CSV file `POST /api/admin/partitions/import` reads: 1 MB of UTF-8 text, about 5,000
 * laboratory rows, checked and imported within one request. Larger files go through
 * `npm run partitions:import`, which has no size limit (its duplicate check runs in batches).
 */
export const PARTITIONS_IMPORT_MAX_BYTES = 1024 * 1024;

/** Messages of the partitions import, shown at its file field. */
export const PARTITIONS_IMPORT_MESSAGES = {
  /** The file limit of docs/product/validation.md#files, which is this one's too. */
  tooLarge: MESSAGES.maxFileSize,
  empty: 'The file is empty.',
  notCsv: 'Only CSV files (plain text, .csv) can be imported.',
  /** Followed by what is wrong: a missing or unknown column, a line that is not CSV. */
  notReadable: 'This file cannot be imported:',
} as const;

/** The length of a text in UTF-8 bytes, as the file held it. */
export function utf8ByteLength(text: string): number {
  let bytes = 0;
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charCodeAt(index);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (unit >= 0xd800 && unit <= 0xdbff && (text.charCodeAt(index + 1) & 0xfc00) === 0xdc00) {
      bytes += 4;
      index += 1;
    } else bytes += 3;
  }
  return bytes;
}

/**
 * False for text holding control characters other than tab and line ends, or U+FFFD (what a
 * browser reads from bytes that are not UTF-8): the marks of a spreadsheet, an archive or an
 * image rather than CSV text.
 */
export function isPlainText(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charCodeAt(index);
    const isControl = (unit < 0x20 && unit !== 0x09 && unit !== 0x0a && unit !== 0x0d) || unit === 0x7f;
    if (isControl || unit === 0xfffd) return false;
  }
  return true;
}

/**
 * `POST /api/admin/partitions/import`: a CSV file in the columns of `partitions.csv`, read as text,
 * with its name. A dry run (the default) checks every row and loads nothing.
 */
export const AdminPartitionImportBodySchema = z.object({
  fileName: z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, { error: MESSAGES.required })
    .max(255, { error: 'Must be at most 255 characters' })
    .refine((name) => /\.csv$/i.test(name), { error: PARTITIONS_IMPORT_MESSAGES.notCsv }),
  csv: z
    .string({ error: MESSAGES.required })
    .refine((text) => utf8ByteLength(text) <= PARTITIONS_IMPORT_MAX_BYTES, {
      error: PARTITIONS_IMPORT_MESSAGES.tooLarge,
      abort: true,
    })
    .refine((text) => text.replace(/^\uFEFF/, '').trim() !== '', {
      error: PARTITIONS_IMPORT_MESSAGES.empty,
      abort: true,
    })
    .refine(isPlainText, { error: PARTITIONS_IMPORT_MESSAGES.notCsv }),
  isDryRun: z.boolean().default(true),
});
export type AdminPartitionImportBody = z.input<typeof AdminPartitionImportBodySchema>;

/**
 * What an import did (or, in a dry run, would do): the rows loaded with their STC, and the rows
 * refused with every reason, each by its line in the file.
 */
export const AdminPartitionImportReportSchema = z
  .object({
    fileName: z.string(),
    isDryRun: z.boolean(),
    loaded: z.array(z.object({ line: z.number().int(), id: z.string(), stc: z.number().int() }).strict()),
    refused: z.array(
      z.object({ line: z.number().int(), id: z.string(), reasons: z.array(z.string()) }).strict(),
    ),
  })
  .strict();
export type AdminPartitionImportReport = z.infer<typeof AdminPartitionImportReportSchema>;
export const AdminPartitionImportResponseSchema = envelopeOf({ report: AdminPartitionImportReportSchema });
export type AdminPartitionImportResponse = z.infer<typeof AdminPartitionImportResponseSchema>;
