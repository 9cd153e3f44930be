import { type ClientSort, findCountry } from '@roomtone/contracts';
import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clients, users } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/list-paging.ts';

/**
 * Whose clients a caller sees: those of every user of their organization (a solo user's personal
 * organization has only them); a user without an organization sees only their own.
 */
export type ClientScope = { userId: string; organizationId: string | null };

/** The tenant condition of every client query: the creator is a user of the caller's organization. */
export function clientInScope(scope: ClientScope): SQL {
  const { organizationId } = scope;
  if (organizationId === null) return eq(clients.ownerUserId, scope.userId);
  return sql`${clients.ownerUserId} in (select ${users.id} from ${users} where ${users.organizationId} = ${organizationId})`;
}

/** A client row. */
export type ClientRow = typeof clients.$inferSelect;

/** A client's writable fields. */
export type ClientValues = {
  clientId: string;
  name: string;
  address: string;
  countryCode: string;
};

const SORT_COLUMNS = {
  id: clients.clientId,
  name: clients.name,
  country: clients.countryName,
  updatedOn: clients.updatedOn,
} as const;

function orderOf(sort: ClientSort): SQL[] {
  const descending = sort.startsWith('-');
  const key = (descending ? sort.slice(1) : sort) as keyof typeof SORT_COLUMNS;
  const column = SORT_COLUMNS[key];
  return [descending ? desc(column) : asc(column), asc(clients.id)];
}

/** The clients in the caller's scope matching a search, sorted. */
export async function listClients(db: Db, scope: ClientScope, q: string, sort: ClientSort) {
  const pattern = containsPattern(q);
  const search =
    q === ''
      ? undefined
      : or(
          ilike(clients.clientId, pattern),
          ilike(clients.name, pattern),
          ilike(clients.address, pattern),
          ilike(clients.countryName, pattern),
        );
  return db
    .select()
    .from(clients)
    .where(and(clientInScope(scope), search))
    .orderBy(...orderOf(sort));
}

/** One client in the caller's scope. */
export async function findClient(db: Db, scope: ClientScope, id: string): Promise<ClientRow | undefined> {
  const [row] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.id, id), clientInScope(scope)))
    .limit(1);
  return row;
}

/** True when another client in the caller's scope has this user-facing id. */
export async function clientIdTaken(db: Db, scope: ClientScope, clientId: string, exceptId?: string) {
  const rows = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(clientInScope(scope), eq(clients.clientId, clientId)))
    .limit(2);
  return rows.some((row) => row.id !== exceptId);
}

function columnsOf(values: ClientValues) {
  const country = findCountry(values.countryCode);
  return {
    clientId: values.clientId,
    name: values.name,
    address: values.address,
    countryCode: country?.code ?? values.countryCode,
    countryName: country?.name ?? values.countryCode,
  };
}

/** Creates a client; `ownerUserId` is its creator, kept for good. */
export async function insertClient(db: Db, ownerUserId: string, values: ClientValues): Promise<ClientRow> {
  const [row] = await db
    .insert(clients)
    .values({ ownerUserId, ...columnsOf(values) })
    .returning();
  if (!row) throw new Error('client insert returned no row');
  return row;
}

/** Updates a client in the caller's scope; undefined when it is not in it. */
export async function updateClient(
  db: Db,
  scope: ClientScope,
  id: string,
  values: ClientValues,
): Promise<ClientRow | undefined> {
  const [row] = await db
    .update(clients)
    .set(columnsOf(values))
    .where(and(eq(clients.id, id), clientInScope(scope)))
    .returning();
  return row;
}

/** Deletes a client in the caller's scope; false when it is not in it. */
export async function deleteClient(db: Db, scope: ClientScope, id: string): Promise<boolean> {
  const rows = await db
    .delete(clients)
    .where(and(eq(clients.id, id), clientInScope(scope)))
    .returning({ id: clients.id });
  return rows.length > 0;
}
