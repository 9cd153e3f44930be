import {
  ADMIN_MESSAGES,
  ADMIN_PAGE_SIZE,
  type AdminCategory,
  type AdminCategoryBody,
  type AdminFinish,
  type AdminFinishState,
  type AdminPaging,
  type AdminStatus,
  type AdminStatusBody,
  FINISH_MESSAGES,
  type Finish,
  type FinishBody,
} from '@roomtone/contracts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../lib/app-error.ts';
import { pagingOf } from '../../lib/list-paging.ts';
import {
  findGlobalFinishWithRetirement,
  listGlobalFinishesWithRetirement,
  setGlobalFinishRetired,
} from '../finishes/finish-retirement.service.ts';
import { createGlobalFinish, updateGlobalFinish } from '../finishes/finishes.service.ts';
import type { AdminCaller } from './admin-access.ts';
import { auditAdminChange } from './admin-audit.ts';
import {
  deleteCategory,
  deleteStatus,
  findCategory,
  findStatus,
  insertCategory,
  insertStatus,
  listCategories,
  listStatuses,
  updateCategory,
  updateStatus,
} from './admin-reference.repo.ts';

/** Runs a write; a duplicate name answers 409 with `message` on the name field. */
async function withUniqueName<Result>(message: string, write: () => Promise<Result>): Promise<Result> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', message, { errfor: { name: message } });
    throw error;
  }
}

/** `GET /api/admin/statuses`. */
export function listStatusRows(db: Db): Promise<AdminStatus[]> {
  return listStatuses(db);
}

async function requireStatus(db: Db, id: string): Promise<AdminStatus> {
  const status = await findStatus(db, id);
  if (!status) throw new AppError('NOT_FOUND', 'Status not found');
  return status;
}

/** `POST /api/admin/statuses`. */
export async function createStatus(db: Db, caller: AdminCaller, body: AdminStatusBody): Promise<AdminStatus> {
  const id = await withUniqueName(ADMIN_MESSAGES.statusNameTaken, () =>
    db.transaction(async (tx) => {
      const created = await insertStatus(tx, body);
      await auditAdminChange(tx, caller, 'status.create', created, { name: body.name });
      return created;
    }),
  );
  return requireStatus(db, id);
}

/** `PUT /api/admin/statuses/{id}`. */
export async function saveStatus(db: Db, caller: AdminCaller, id: string, body: AdminStatusBody) {
  const before = await requireStatus(db, id);
  await withUniqueName(ADMIN_MESSAGES.statusNameTaken, () =>
    db.transaction(async (tx) => {
      await updateStatus(tx, id, body);
      await auditAdminChange(tx, caller, 'status.update', id, { from: before.name, to: body.name });
    }),
  );
  return requireStatus(db, id);
}

/** `DELETE /api/admin/statuses/{id}`: only a status no model has. */
export async function removeStatus(db: Db, caller: AdminCaller, id: string): Promise<void> {
  const status = await requireStatus(db, id);
  if (status.modelCount > 0) throw new AppError('CONFLICT', ADMIN_MESSAGES.statusInUse);
  await db.transaction(async (tx) => {
    await deleteStatus(tx, id);
    await auditAdminChange(tx, caller, 'status.delete', id, { name: status.name });
  });
}

/** `GET /api/admin/categories`. */
export function listCategoryRows(db: Db): Promise<AdminCategory[]> {
  return listCategories(db);
}

async function requireCategory(db: Db, id: string): Promise<AdminCategory> {
  const category = await findCategory(db, id);
  if (!category) throw new AppError('NOT_FOUND', 'Category not found');
  return category;
}

/** `POST /api/admin/categories`. */
export async function createCategory(db: Db, caller: AdminCaller, body: AdminCategoryBody) {
  const id = await withUniqueName(ADMIN_MESSAGES.categoryNameTaken, () =>
    db.transaction(async (tx) => {
      const created = await insertCategory(tx, body);
      await auditAdminChange(tx, caller, 'category.create', created, {
        name: body.name,
        isPublic: body.isPublic,
      });
      return created;
    }),
  );
  return requireCategory(db, id);
}

/** `PUT /api/admin/categories/{id}`. */
export async function saveCategory(db: Db, caller: AdminCaller, id: string, body: AdminCategoryBody) {
  const before = await requireCategory(db, id);
  await withUniqueName(ADMIN_MESSAGES.categoryNameTaken, () =>
    db.transaction(async (tx) => {
      await updateCategory(tx, id, body);
      await auditAdminChange(tx, caller, 'category.update', id, {
        from: before.name,
        to: body.name,
        isPublic: body.isPublic,
      });
    }),
  );
  return requireCategory(db, id);
}

/** `DELETE /api/admin/categories/{id}`: its finishes stay, without a category. */
export async function removeCategory(db: Db, caller: AdminCaller, id: string): Promise<void> {
  const category = await requireCategory(db, id);
  await db.transaction(async (tx) => {
    await deleteCategory(tx, id);
    await auditAdminChange(tx, caller, 'category.delete', id, {
      name: category.name,
      finishes: category.finishCount,
    });
  });
}

/** `GET /api/admin/finishes`: the global library, retired finishes too, filtered and paged. */
export async function listGlobalFinishes(
  db: Db,
  query: { q: string; state: AdminFinishState; page: number },
): Promise<{ finishes: AdminFinish[]; paging: AdminPaging }> {
  const { finishes, total } = await listGlobalFinishesWithRetirement(db, query);
  return { finishes, paging: pagingOf(query.page, ADMIN_PAGE_SIZE, total) };
}

/**
 * `PUT` (`isRetired`) / `DELETE /api/admin/finishes/{id}/retire`: retires a global finish or
 * restores it, audited in the same transaction (`admin.finish.retire` / `admin.finish.restore`).
 */
export async function setFinishRetired(
  db: Db,
  caller: AdminCaller,
  id: string,
  isRetired: boolean,
): Promise<AdminFinish> {
  await db.transaction(async (tx) => {
    const { name } = await setGlobalFinishRetired(tx, caller.user, id, isRetired);
    await auditAdminChange(tx, caller, isRetired ? 'finish.retire' : 'finish.restore', id, { name });
  });
  const finish = await findGlobalFinishWithRetirement(db, id);
  if (!finish) throw new AppError('NOT_FOUND', FINISH_MESSAGES.notFound);
  return finish;
}

/** `POST /api/admin/finishes`: adds a global finish, through the finishes module. */
export async function addGlobalFinish(db: Db, caller: AdminCaller, body: FinishBody): Promise<Finish> {
  const finish = await createGlobalFinish(db, caller.user, body);
  await auditAdminChange(db, caller, 'finish.create', finish.id, { name: finish.name });
  return finish;
}

/** `PUT /api/admin/finishes/{id}`: edits a global finish in place, through the finishes module. */
export async function saveGlobalFinish(
  db: Db,
  caller: AdminCaller,
  id: string,
  body: FinishBody,
): Promise<Finish> {
  const finish = await updateGlobalFinish(db, caller.user, id, body);
  await auditAdminChange(db, caller, 'finish.update', id, { name: finish.name });
  return finish;
}
