import { z } from 'zod';
import { requiredCountryCode } from './countries.ts';
import { envelopeOf } from './envelope.ts';
import { requiredText } from './fields.ts';
import { MESSAGES } from './messages.ts';

/** A client of the signed-in user (docs/product/data.md#client); `id` is the user-facing client id. */
export const ClientSchema = z
  .object({
    _id: z.string(),
    id: z.string(),
    name: z.string(),
    address: z.string(),
    country: z.object({ name: z.string(), code: z.string() }).strict(),
    createdOn: z.string(),
    updatedOn: z.string(),
  })
  .strict();
/** A client. */
export type Client = z.infer<typeof ClientSchema>;

/**
 * `POST /api/clients` and `PUT /api/clients/{id}`: id, name, address and country (an ISO 3166-1
 * alpha-2 code; the server stores its English name beside it), all required (docs/product/validation.md).
 */
export const ClientBodySchema = z.object({
  id: requiredText(60),
  name: requiredText(200),
  address: requiredText(500),
  country: requiredCountryCode(),
});
/** A client's fields as the dialog and the edit screen send them. */
export type ClientBody = z.infer<typeof ClientBodySchema>;

/** `{id}` path parameter of a client (its uuid). */
export const ClientParamsSchema = z.object({ id: z.uuid({ error: MESSAGES.mustBeAnId }) });
/** `{id}` path parameter of a client. */
export type ClientParams = z.infer<typeof ClientParamsSchema>;

/** The sort values of the clients list; a leading minus sorts descending. */
export const CLIENT_SORTS = [
  'id',
  '-id',
  'name',
  '-name',
  'country',
  '-country',
  'updatedOn',
  '-updatedOn',
] as const;
/** One sort value of the clients list. */
export type ClientSort = (typeof CLIENT_SORTS)[number];

/** `GET /api/clients?q=&sort=`: search on id, name, address and country. */
export const ClientsQuerySchema = z.object({
  q: z.string().trim().max(200).default(''),
  sort: z.enum(CLIENT_SORTS).default('name'),
});
/** `GET /api/clients` query. */
export type ClientsQuery = z.infer<typeof ClientsQuerySchema>;

/** `GET /api/clients`: the caller's clients (kept per user, so the list is short and not paged). */
export const ClientsResponseSchema = envelopeOf({ clients: z.array(ClientSchema) });
/** `GET /api/clients`. */
export type ClientsResponse = z.infer<typeof ClientsResponseSchema>;

/** One client. */
export const ClientResponseSchema = envelopeOf({ client: ClientSchema });
/** One client. */
export type ClientResponse = z.infer<typeof ClientResponseSchema>;

/** The message when a client id is already used by another client of the same user. */
export const CLIENT_ID_TAKEN = 'You already have a client with this id.';
