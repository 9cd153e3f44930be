import {
  ADMIN_MESSAGES,
  ADMIN_PAGE_SIZE,
  type AdminOrganizationDetail,
  type AdminOrganizationListQuerySchema,
  type AdminOrganizationSummary,
  type AdminPaging,
} from '@roomtone/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { pagingOf } from '../../lib/list-paging.ts';
import { detachFromOrganization } from '../organizations/organization-members.service.ts';
import { PlanChangeError, setOrganizationPlan } from '../organizations/organizations.service.ts';
import { isoOf } from './admin.mapper.ts';
import type { AdminCaller } from './admin-access.ts';
import { auditAdminChange } from './admin-audit.ts';
import {
  findOrganizationDetail,
  findUserWithOrganization,
  listModelsOf,
  listOrganizations,
  listOrganizationUsers,
  moveIntoOrganization,
  transferMember,
} from './admin-organizations.repo.ts';

type SummaryRow = Omit<AdminOrganizationSummary, 'createdOn'> & { createdOn: Date };

function toSummary(row: SummaryRow): AdminOrganizationSummary {
  return { ...row, createdOn: isoOf(row.createdOn) };
}

/** `GET /api/admin/organizations`. */
export async function listOrganizationPage(
  db: Db,
  query: z.output<typeof AdminOrganizationListQuerySchema>,
): Promise<{ organizations: AdminOrganizationSummary[]; paging: AdminPaging }> {
  const { rows, total } = await listOrganizations(db, query);
  return { organizations: rows.map(toSummary), paging: pagingOf(query.page, ADMIN_PAGE_SIZE, total) };
}

async function requireOrganization(db: Db, organizationId: string) {
  const row = await findOrganizationDetail(db, organizationId);
  if (!row) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.organizationNotFound);
  return row;
}

/** `GET /api/admin/organizations/{id}`. */
export async function getOrganizationDetail(
  db: Db,
  organizationId: string,
): Promise<AdminOrganizationDetail> {
  const row = await requireOrganization(db, organizationId);
  const [members, models] = await Promise.all([
    listOrganizationUsers(db, organizationId),
    listModelsOf(db, organizationId),
  ]);
  return {
    ...toSummary(row),
    subscriberName: row.subscriberName,
    phone: row.phone,
    countryName: row.countryName,
    vendorRequests: row.vendorRequests,
    vendorUrl: row.vendorUrl,
    members: members.map((member) => ({
      id: member.id,
      email: member.email,
      name: member.name || member.email,
      role: member.role ?? 'member',
    })),
    models: models.map((model) => ({ ...model, createdOn: isoOf(model.createdOn) })),
  };
}

/**
 * `PUT /api/admin/organizations/{id}/plan`: the plan (a sponsor tier is a sponsor plan), through
 * the organizations module, which writes its own audit entry; this one says it was done here.
 */
export async function changeOrganizationPlan(
  db: Db,
  caller: AdminCaller,
  organizationId: string,
  planCode: string,
): Promise<string | null> {
  const organization = await requireOrganization(db, organizationId);
  try {
    return await db.transaction(async (tx) => {
      const change = await setOrganizationPlan(tx, organizationId, planCode, caller.user.id);
      await auditAdminChange(tx, caller, 'organization.plan.set', organizationId, {
        name: organization.name,
        from: change.before ?? 'none',
        to: change.after ?? 'none',
      });
      return change.after;
    });
  } catch (error) {
    if (error instanceof PlanChangeError) {
      throw new AppError('BAD_REQUEST', error.message, { errfor: { planCode: error.message } });
    }
    throw error;
  }
}

/**
 * `POST /api/admin/organizations/{id}/member`: an existing user of no organization account (a
 * solo user, whose projects move with them) joins the organization as a member; a member of
 * another organization account moves over when `move` is set (their projects stay behind).
 */
export async function addOrganizationMember(
  db: Db,
  caller: AdminCaller,
  organizationId: string,
  body: { email: string; move: boolean },
) {
  const organization = await requireOrganization(db, organizationId);
  if (organization.isPersonal) throw new AppError('CONFLICT', 'A personal organization has no members.');
  const user = await findUserWithOrganization(db, body.email);
  if (!user)
    throw new AppError('NOT_FOUND', ADMIN_MESSAGES.userNotFound, {
      errfor: { email: ADMIN_MESSAGES.userNotFound },
    });
  if (user.organizationId === organizationId) return;
  if (user.organizationId && user.isPersonalOrganization === false) {
    await moveMember(db, caller, organizationId, { ...user, organizationId: user.organizationId }, body.move);
    return;
  }
  await db.transaction(async (tx) => {
    await moveIntoOrganization(tx, user.id, user.organizationId, organizationId);
    await auditAdminChange(tx, caller, 'organization.member.add', user.email, {
      organizationId,
      userId: user.id,
      fromOrganizationId: user.organizationId,
    });
  });
}

/** A member of another organization account comes over, when the administrator said to move them. */
async function moveMember(
  db: Db,
  caller: AdminCaller,
  organizationId: string,
  user: {
    id: string;
    email: string;
    organizationId: string;
    organizationName: string | null;
    organizationRole: string | null;
  },
  isMoveConfirmed: boolean,
) {
  if (!isMoveConfirmed) {
    throw new AppError('CONFLICT', ADMIN_MESSAGES.memberHasOrganization, {
      errfor: { email: ADMIN_MESSAGES.memberHasOrganization },
    });
  }
  if (user.organizationRole === 'owner') {
    throw new AppError('CONFLICT', ADMIN_MESSAGES.ownerCannotLeave, {
      errfor: { email: ADMIN_MESSAGES.ownerCannotLeave },
    });
  }
  await db.transaction(async (tx) => {
    await transferMember(tx, user.id, user.organizationId, organizationId);
    await auditAdminChange(tx, caller, 'organization.member.move', user.email, {
      organizationId,
      userId: user.id,
      fromOrganizationId: user.organizationId,
      fromOrganizationName: user.organizationName,
    });
  });
}

export async function removeOrganizationMember(
  db: Db,
  caller: AdminCaller,
  organizationId: string,
  userId: string,
) {
  await requireOrganization(db, organizationId);
  const members = await listOrganizationUsers(db, organizationId);
  const member = members.find((candidate) => candidate.id === userId);
  if (!member) throw new AppError('NOT_FOUND', 'Member not found');
  if (member.role === 'owner') throw new AppError('CONFLICT', ADMIN_MESSAGES.ownerCannotLeave);
  await detachFromOrganization(db, organizationId, userId, member.name || member.email);
  await auditAdminChange(db, caller, 'organization.member.remove', member.email, { organizationId, userId });
}
