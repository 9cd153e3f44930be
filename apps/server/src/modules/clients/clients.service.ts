import {
  CLIENT_ID_TAKEN,
  type Client,
  type ClientBody,
  type ClientsQuery,
  type CurrentUser,
} from '@roomtone/contracts';
import type { AppContext } from '../../context.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { requireCaller, requireDeleter } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import { toClient } from './clients.mapper.ts';
import {
  clientIdTaken,
  deleteClient,
  findClient,
  insertClient,
  listClients,
  updateClient,
} from './clients.repo.ts';

const NOT_FOUND = 'Client not found';

function conflict(): AppError {
  // At the field only: the form shows it there, and a second copy above it read twice.
  return new AppError('CONFLICT', '', { errfor: { id: CLIENT_ID_TAKEN } });
}

function valuesOf(body: ClientBody) {
  return { clientId: body.id, name: body.name, address: body.address, countryCode: body.country };
}

/** The clients of the caller's organization (docs/decisions: clients belong to the organization). */
export async function listMyClients(
  context: AppContext,
  user: CurrentUser | null,
  query: ClientsQuery,
): Promise<Client[]> {
  const caller = requireCaller(user);
  const rows = await listClients(context.database.db, caller, query.q, query.sort);
  return rows.map(toClient);
}

/** One client of the caller's organization; another organization's client answers 404. */
export async function getClient(context: AppContext, user: CurrentUser | null, id: string): Promise<Client> {
  const caller = requireCaller(user);
  const row = await findClient(context.database.db, caller, id);
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  return toClient(row);
}

/** Adds a client, created by the caller; its id must be new among the organization's clients. */
export async function createClient(
  context: AppContext,
  user: CurrentUser | null,
  body: ClientBody,
): Promise<Client> {
  const caller = requireCaller(user);
  const db = context.database.db;
  if (await clientIdTaken(db, caller, body.id)) throw conflict();
  try {
    return toClient(await insertClient(db, caller.userId, valuesOf(body)));
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict();
    throw error;
  }
}

/** Saves a client of the caller's organization (any member may; its creator stays). */
export async function saveClient(
  context: AppContext,
  user: CurrentUser | null,
  id: string,
  body: ClientBody,
): Promise<Client> {
  const caller = requireCaller(user);
  const db = context.database.db;
  if (!(await findClient(db, caller, id))) throw new AppError('NOT_FOUND', NOT_FOUND);
  if (await clientIdTaken(db, caller, body.id, id)) throw conflict();
  try {
    const row = await updateClient(db, caller, id, valuesOf(body));
    if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
    return toClient(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict();
    throw error;
  }
}

/**
 * Removes a client of the caller's organization (organization-level users only; another
 * organization's client answers 404 before the role check). Its projects stay and lose their client (the foreign key sets it
 * to null).
 */
export async function removeClient(context: AppContext, user: CurrentUser | null, id: string): Promise<void> {
  const caller = requireCaller(user);
  const db = context.database.db;
  if (!(await findClient(db, caller, id))) throw new AppError('NOT_FOUND', NOT_FOUND);
  requireDeleter(caller.viewer);
  if (!(await deleteClient(db, caller, id))) throw new AppError('NOT_FOUND', NOT_FOUND);
}
