import {
  ADMIN_MESSAGES,
  ADMIN_PAGE_SIZE,
  type AdminPaging,
  type AdminPromoCode,
  type AdminPromoCodeBodySchema,
  type AdminPromoCodeListQuerySchema,
  type PaymentPurpose,
} from '@roomtone/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { pagingOf } from '../../lib/list-paging.ts';
import { addPromoCode } from '../payments/promo-codes.service.ts';
import { isoOf } from './admin.mapper.ts';
import type { AdminCaller } from './admin-access.ts';
import { auditAdminChange } from './admin-audit.ts';
import {
  findPromoCodeById,
  listPromoCodes,
  type PromoCodeRow,
  type PromoCodeValues,
  updatePromoCode,
} from './admin-promo-codes.repo.ts';

type PromoCodeBody = z.output<typeof AdminPromoCodeBodySchema>;

function dayOf(date: Date | null): string | null {
  return date ? date.toISOString().slice(0, 10) : null;
}

function toPromoCode(row: PromoCodeRow): AdminPromoCode {
  return {
    id: row.id,
    code: row.code,
    percentOff: row.percentOff,
    amountOffCents: row.amountOffCents,
    purposes: row.purposes as PaymentPurpose[],
    maxRedemptions: row.maxRedemptions,
    redemptions: row.redemptions,
    startsOn: dayOf(row.startsOn),
    expiresOn: dayOf(row.expiresOn),
    isActive: row.isActive,
    createdOn: isoOf(row.createdOn),
  };
}

/** A day of the window as the start of that day, UTC ('' : none). */
function dayStart(day: string): Date | null {
  return day === '' ? null : new Date(`${day}T00:00:00Z`);
}

/** The row values of a validated body: the first and expiry days become the start of those days, UTC. */
function valuesOf(body: PromoCodeBody): PromoCodeValues {
  return {
    code: body.code,
    percentOff: body.percentOff,
    amountOffCents: body.amountOffCents,
    purposes: [...new Set(body.purposes)],
    maxRedemptions: body.maxRedemptions,
    startsOn: dayStart(body.startsOn),
    expiresOn: dayStart(body.expiresOn),
    isActive: body.isActive,
  };
}

/** What the audit entry says about a promo code. */
function auditDetails(row: PromoCodeRow): Record<string, string | number | boolean | null> {
  const code = toPromoCode(row);
  return {
    code: code.code,
    percentOff: code.percentOff,
    amountOffCents: code.amountOffCents,
    purposes: code.purposes.join(',') || 'all',
    maxRedemptions: code.maxRedemptions,
    startsOn: code.startsOn,
    expiresOn: code.expiresOn,
    isActive: code.isActive,
  };
}

function codeTaken(): AppError {
  return new AppError('CONFLICT', ADMIN_MESSAGES.promoCodeTaken, {
    errfor: { code: ADMIN_MESSAGES.promoCodeTaken },
  });
}

/** `GET /api/admin/promo-codes`. */
export async function listPromoCodePage(
  db: Db,
  query: z.output<typeof AdminPromoCodeListQuerySchema>,
): Promise<{ promoCodes: AdminPromoCode[]; paging: AdminPaging }> {
  const { rows, total } = await listPromoCodes(db, query);
  return { promoCodes: rows.map(toPromoCode), paging: pagingOf(query.page, ADMIN_PAGE_SIZE, total) };
}

/** `POST /api/admin/promo-codes`: a new code, as `npm run promo:create` makes one. */
export async function createPromoCode(
  db: Db,
  caller: AdminCaller,
  body: PromoCodeBody,
): Promise<AdminPromoCode> {
  return db.transaction(async (tx) => {
    const row = await addPromoCode(tx, valuesOf(body));
    if (!row) throw codeTaken();
    await auditAdminChange(tx, caller, 'promo-code.create', row.code, auditDetails(row));
    return toPromoCode(row);
  });
}

/**
 * `PUT /api/admin/promo-codes/{id}`: every field, retiring included (`isActive` false). The usage
 * count stays; the limit cannot go below it.
 */
export async function editPromoCode(
  db: Db,
  caller: AdminCaller,
  id: string,
  body: PromoCodeBody,
): Promise<AdminPromoCode> {
  return db.transaction(async (tx) => {
    const before = await findPromoCodeById(tx, id);
    if (!before) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.promoCodeNotFound);
    if (body.maxRedemptions !== null && body.maxRedemptions < before.redemptions) {
      throw new AppError('BAD_REQUEST', ADMIN_MESSAGES.promoBelowRedemptions, {
        errfor: { maxRedemptions: ADMIN_MESSAGES.promoBelowRedemptions },
      });
    }
    const row = await updatePromoCode(tx, id, valuesOf(body));
    if (row === 'taken') throw codeTaken();
    if (!row) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.promoCodeNotFound);
    const verb = before.isActive && !row.isActive ? 'retire' : 'update';
    await auditAdminChange(tx, caller, `promo-code.${verb}`, row.code, {
      ...auditDetails(row),
      previousCode: before.code,
    });
    return toPromoCode(row);
  });
}
