import { type ClientSort, findCountry } from '@roomtone/contracts';
import { and, asc, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clients } from '../../db/schema/index.ts';

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

/** Escapes the LIKE wildcards of a search text. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** The clients of one user matching a search, sorted. */
export async function listClients(db: Db, ownerUserId: string, q: string, sort: ClientSort) {
  const pattern = likePattern(q);
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
    .where(and(eq(clients.ownerUserId, ownerUserId), search))
    .orderBy(...orderOf(sort));
}

/** One client of one user. */
export async function findClient(db: Db, ownerUserId: string, id: string): Promise<ClientRow | undefined> {
  const [row] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.id, id), eq(clients.ownerUserId, ownerUserId)))
    .limit(1);
  return row;
}

/** True when the user has another client with this user-facing id. */
export async function clientIdTaken(db: Db, ownerUserId: string, clientId: string, exceptId?: string) {
  const rows = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.ownerUserId, ownerUserId), eq(clients.clientId, clientId)))
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

/** Creates a client of one user. */
export async function insertClient(db: Db, ownerUserId: string, values: ClientValues): Promise<ClientRow> {
  const [row] = await db
    .insert(clients)
    .values({ ownerUserId, ...columnsOf(values) })
    .returning();
  if (!row) throw new Error('client insert returned no row');
  return row;
}

/** Updates a client of one user; undefined when it is not theirs. */
export async function updateClient(
  db: Db,
  ownerUserId: string,
  id: string,
  values: ClientValues,
): Promise<ClientRow | undefined> {
  const [row] = await db
    .update(clients)
    .set(columnsOf(values))
    .where(and(eq(clients.id, id), eq(clients.ownerUserId, ownerUserId)))
    .returning();
  return row;
}

/** Deletes a client of one user; false when it is not theirs. */
export async function deleteClient(db: Db, ownerUserId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(clients)
    .where(and(eq(clients.id, id), eq(clients.ownerUserId, ownerUserId)))
    .returning({ id: clients.id });
  return rows.length > 0;
}
