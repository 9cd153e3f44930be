import {
  type CurrentUser,
  canAddMembers,
  canManageOrganization,
  canRemoveMembers,
  EMAIL_TAKEN,
  type Member,
  type NewMemberBody,
} from '@roomtone/contracts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { authorize, requireOrganizationCaller } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/password.ts';
import type { RequestOrigin } from '../../lib/request-origin.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { memberName, toMember } from './organizations.mapper.ts';
import {
  detachMember,
  findMember,
  findOwner,
  insertMember,
  isEmailRegistered,
  listMembers,
} from './organizations.repo.ts';
import { ORGANIZATION_NOT_FOUND } from './organizations.service.ts';

/** Message of adding a member without a pro or manufacturer plan. */
export const MEMBERS_NEED_PLAN = 'Members come with the Professional or Manufacturer plan.';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `GET /api/account/organization/members`: organization-level users only. */
export async function listOrganizationMembers(
  context: AppContext,
  user: CurrentUser | null,
): Promise<{ members: Member[]; owner: Member | null }> {
  const caller = requireOrganizationCaller(user, ORGANIZATION_NOT_FOUND);
  authorize(canRemoveMembers(caller.viewer));
  const db = context.database.db;
  const [members, owner] = await Promise.all([
    listMembers(db, caller.organizationId),
    findOwner(db, caller.organizationId),
  ]);
  return { members: members.map((row) => toMember(row)), owner: owner ? toMember(owner, 'owner') : null };
}

/**
 * `POST /api/account/organization/member`: a verified user who can sign in at once and works in
 * the organization (its projects are theirs to open).
 */
export async function addMember(
  context: AppContext,
  user: CurrentUser | null,
  body: NewMemberBody,
  origin: RequestOrigin,
): Promise<Member> {
  const caller = requireOrganizationCaller(user, ORGANIZATION_NOT_FOUND);
  authorize(canManageOrganization(caller.viewer));
  authorize(canAddMembers(caller.viewer), MEMBERS_NEED_PLAN);
  const db = context.database.db;
  const taken = () => new AppError('CONFLICT', EMAIL_TAKEN, { errfor: { email: EMAIL_TAKEN } });
  if (await isEmailRegistered(db, body.email)) throw taken();
  let id: string;
  try {
    id = await insertMember(db, {
      email: body.email,
      passwordHash: await hashPassword(body.password),
      organizationId: caller.organizationId,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
  await recordAudit(db, {
    action: 'organization.member.add',
    actorUserId: caller.user.id,
    target: body.email,
    ip: origin.ip,
    details: { organizationId: caller.organizationId, memberId: id },
  });
  return { id, name: body.email, email: body.email, role: 'member', canRemove: true };
}

/**
 * Takes a member out of an organization: they own a personal organization named `name` from now
 * on, stop managing its projects, and their sessions end; the projects they created stay. The
 * organization account's removal and the admin area's both go this way.
 */
export function detachFromOrganization(
  db: Db,
  organizationId: string,
  userId: string,
  name: string,
): Promise<void> {
  return detachMember(db, organizationId, userId, { name, subscriberName: name });
}

/**
 * `DELETE /api/account/organization/member/{id}`: the member leaves with a personal
 * organization of their own (their account stays usable), their sessions end, and the projects
 * they created stay with the organization.
 */
export async function removeMember(
  context: AppContext,
  user: CurrentUser | null,
  memberId: string,
  origin: RequestOrigin,
): Promise<void> {
  const caller = requireOrganizationCaller(user, ORGANIZATION_NOT_FOUND);
  authorize(canRemoveMembers(caller.viewer));
  const db = context.database.db;
  const member = UUID.test(memberId) ? await findMember(db, caller.organizationId, memberId) : undefined;
  if (!member) throw new AppError('NOT_FOUND', 'Member not found');
  await detachFromOrganization(db, caller.organizationId, member.id, memberName(member));
  await recordAudit(db, {
    action: 'organization.member.remove',
    actorUserId: caller.user.id,
    target: member.email,
    ip: origin.ip,
    details: { organizationId: caller.organizationId, memberId: member.id },
  });
}
