import {
  type CurrentUser,
  canEditOrganizationPlanSettings,
  FINISH_MESSAGES,
  type Finish,
  type FinishBody,
  isManufacturer,
  MESSAGES,
  viewerOf,
} from '@roomtone/contracts';
import type { Db } from '../../db/client.ts';
import { callerOf, requireAdmin, requireUser } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import { toFinish } from './finishes.mapper.ts';
import {
  addSearchWords,
  categoryExists,
  type FinishValues,
  findFinishesByIds,
  findOwnedFinish,
  insertFinish,
  listGlobalAndOrganizationFinishes,
  listOrganizationFinishes,
  listVisibleFinishes,
  updateOwnedFinish,
} from './finishes.repo.ts';
import { FINISHES_VERSION_KEY, readFinishesVersion } from './finishes-version.repo.ts';
import { searchColumnsOf } from './search-text.ts';

/**
 * The finishes version as the configuration entry the web app reads: the database moves it on
 * whenever any finish or category changes.
 */
export async function getFinishesVersion(
  db: Db,
): Promise<{ key: typeof FINISHES_VERSION_KEY; value: string }> {
  return { key: FINISHES_VERSION_KEY, value: await readFinishesVersion(db) };
}

/** Every finish the caller may see (anonymous callers: global finishes of public categories). */
export async function listFinishes(db: Db, user: CurrentUser | null): Promise<Finish[]> {
  return (await listVisibleFinishes(db, callerOf(user))).map(toFinish);
}

/** The signed-in user's organization's own finishes. */
export async function listOwnOrganizationFinishes(db: Db, user: CurrentUser | null): Promise<Finish[]> {
  const signedIn = requireUser(user);
  if (!signedIn.organizationId) return [];
  return (await listOrganizationFinishes(db, signedIn.organizationId)).map(toFinish);
}

/** The finishes a signed-in user can use in a room: the global ones and their organization's own. */
export async function listRoomFinishes(db: Db, user: CurrentUser | null): Promise<Finish[]> {
  const signedIn = requireUser(user);
  return (await listGlobalAndOrganizationFinishes(db, signedIn.organizationId)).map(toFinish);
}

/** Stored values of a submitted finish: an empty name takes the description; search columns follow. */
function valuesOf(
  body: FinishBody,
): Omit<FinishValues, 'organizationId' | 'isSponsor' | 'createdBy' | 'searchText'> & { searchText: string } {
  const name = body.name === '' ? body.description.slice(0, 200) : body.name;
  return { ...body, name, ...searchColumnsOf({ ...body, name }) };
}

async function saveFinish(
  db: Db,
  body: FinishBody,
  write: (tx: Db, values: ReturnType<typeof valuesOf>) => Promise<string | undefined>,
): Promise<Finish> {
  const id = await db.transaction(async (tx) => {
    if (body.categoryId && !(await categoryExists(tx, body.categoryId))) {
      throw new AppError('BAD_REQUEST', FINISH_MESSAGES.unknownCategory, {
        errfor: { categoryId: FINISH_MESSAGES.unknownCategory },
      });
    }
    const values = valuesOf(body);
    const savedId = await write(tx, values);
    if (!savedId) throw new AppError('NOT_FOUND', MESSAGES.apiNotFound);
    await addSearchWords(tx, values.searchText.trim().split(' '));
    return savedId;
  });
  const [row] = await findFinishesByIds(db, [id]);
  if (!row) throw new AppError('NOT_FOUND', MESSAGES.apiNotFound);
  return toFinish(row);
}

/** `POST /api/finishes`: an administrator adds a global finish. */
export function createGlobalFinish(db: Db, user: CurrentUser | null, body: FinishBody): Promise<Finish> {
  const admin = requireAdmin(user);
  return saveFinish(db, body, (tx, values) =>
    insertFinish(tx, { ...values, organizationId: null, isSponsor: false, createdBy: admin.id }),
  );
}

/** `PUT /api/finishes/{id}`: an administrator edits a global finish (an organization's is not found). */
export function updateGlobalFinish(
  db: Db,
  user: CurrentUser | null,
  id: string,
  body: FinishBody,
): Promise<Finish> {
  requireAdmin(user);
  return saveFinish(db, body, async (tx, values) =>
    (await updateOwnedFinish(tx, id, { organizationId: null }, values)) ? id : undefined,
  );
}

/** The organization a user may write finishes for: an organization account on a pro or manufacturer plan. */
function requireFinishEditor(user: CurrentUser | null): { organizationId: string; isSupplier: boolean } {
  const signedIn = requireUser(user);
  const viewer = viewerOf(signedIn);
  if (!signedIn.organizationId || !canEditOrganizationPlanSettings(viewer)) {
    throw new AppError('FORBIDDEN', MESSAGES.noAccessPermissions);
  }
  return { organizationId: signedIn.organizationId, isSupplier: isManufacturer(viewer) };
}

/**
 * `POST /api/org/finishes`: the organization adds its own finish. A supplier's (manufacturer
 * plan) finishes are published as sponsor finishes.
 */
export function createOrganizationFinish(
  db: Db,
  user: CurrentUser | null,
  body: FinishBody,
): Promise<Finish> {
  const editor = requireFinishEditor(user);
  const createdBy = user?.id ?? null;
  return saveFinish(db, body, (tx, values) =>
    insertFinish(tx, {
      ...values,
      organizationId: editor.organizationId,
      isSponsor: editor.isSupplier,
      createdBy,
    }),
  );
}

/** `PUT /api/org/finishes/{id}`: only the organization's own finish; any other id is not found. */
export async function updateOrganizationFinish(
  db: Db,
  user: CurrentUser | null,
  id: string,
  body: FinishBody,
): Promise<Finish> {
  const editor = requireFinishEditor(user);
  const owner = { organizationId: editor.organizationId };
  if (!(await findOwnedFinish(db, id, owner))) throw new AppError('NOT_FOUND', MESSAGES.apiNotFound);
  return saveFinish(db, body, async (tx, values) =>
    (await updateOwnedFinish(tx, id, owner, values)) ? id : undefined,
  );
}
