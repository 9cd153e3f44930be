import type { Client } from '@roomtone/contracts';
import type { ClientRow } from './clients.repo.ts';

/** A client row as the API shows it. */
export function toClient(row: ClientRow): Client {
  return {
    _id: row.id,
    id: row.clientId,
    name: row.name,
    address: row.address,
    country: { name: row.countryName, code: row.countryCode },
    createdOn: row.createdOn.toISOString(),
    updatedOn: row.updatedOn.toISOString(),
  };
}
