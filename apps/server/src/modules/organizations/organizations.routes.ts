import { createHash } from 'node:crypto';
import multipart from '@fastify/multipart';
import {
  AcousticModelsResponseSchema,
  LIMITS,
  LogoResponseSchema,
  MESSAGES,
  MemberParamsSchema,
  MemberResponseSchema,
  MembersResponseSchema,
  MessageResponseSchema,
  NewMemberRequestSchema,
  OK,
  OrganizationResponseSchema,
  PasswordChangeBodySchema,
  UpdateOrganizationBodySchema,
  VendorCssParamsSchema,
} from '@roomtone/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { originOf } from '../../lib/request-origin.ts';
import { startSession } from '../accounts/sessions.service.ts';
import { getLogo, getLogoStamp, saveLogo } from './organization-logo.service.ts';
import { addMember, listOrganizationMembers, removeMember } from './organization-members.service.ts';
import {
  changeOrganizationPassword,
  getOrganization,
  getVendorStylesheet,
  listModels,
  saveOrganization,
} from './organizations.service.ts';

/** True for an error that carries its own 4xx status (@fastify/multipart's limits and checks). */
function isClientError(error: unknown): boolean {
  return (
    error instanceof Error &&
    'statusCode' in error &&
    typeof error.statusCode === 'number' &&
    error.statusCode >= 400 &&
    error.statusCode < 500
  );
}

/**
 * Reads the one uploaded file of a multipart request; 413 with the message of
 * docs/product/validation.md#files past 1MB. A body the multipart parser cannot read (no boundary, a
 * truncated or malformed part) is the request's fault: 400, not 500.
 */
async function readUpload(request: FastifyRequest): Promise<Buffer | null> {
  if (!request.isMultipart()) return null;
  try {
    const file = await request.file({
      limits: { fileSize: LIMITS.logoMaxBytes, files: 1, fields: 4, parts: 5 },
    });
    return file ? await file.toBuffer() : null;
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', MESSAGES.maxFileSize, {
        errfor: { logo: MESSAGES.maxFileSize },
      });
    }
    if (isClientError(error)) throw error;
    throw new AppError('BAD_REQUEST', MESSAGES.invalidRequest);
  }
}

/** True when the browser's cached copy (by ETag, else by date) is still the current one. */
function isFresh(request: FastifyRequest, etag: string, modifiedOn: Date | undefined): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (typeof ifNoneMatch === 'string') {
    return ifNoneMatch
      .split(',')
      .some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*');
  }
  const ifModifiedSince = request.headers['if-modified-since'];
  if (typeof ifModifiedSince !== 'string' || !modifiedOn) return false;
  const since = Date.parse(ifModifiedSince);
  return !Number.isNaN(since) && Math.floor(modifiedOn.getTime() / 1000) * 1000 <= since;
}

/**
 * The organization API (docs/product/api.md#organization): profile and settings, the organization password,
 * the logo, members, the acoustic model list and the vendor stylesheet.
 */
export function organizationsRoutes(context: AppContext): FastifyPluginAsyncZod {
  const db = context.database.db;
  const isHttps = context.config.publicUrl.startsWith('https://');

  return async (app) => {
    // Registered in this plugin only: no other route accepts multipart bodies.
    await app.register(multipart, { throwFileSizeLimit: true });

    app.get(
      '/api/account/organization',
      { schema: { response: { 200: OrganizationResponseSchema } } },
      async (request) => ({ ...OK, organization: await getOrganization(context, request.user) }),
    );

    app.put(
      '/api/account/organization',
      { schema: { body: UpdateOrganizationBodySchema, response: { 200: OrganizationResponseSchema } } },
      async (request) => ({
        ...OK,
        organization: await saveOrganization(context, request.user, request.body, originOf(request)),
        message: MESSAGES.changesSaved,
      }),
    );

    app.put(
      '/api/account/organization/password',
      {
        config: { changesCredentials: true },
        schema: { body: PasswordChangeBodySchema, response: { 200: MessageResponseSchema } },
      },
      async (request, reply) => {
        const user = await changeOrganizationPassword(
          context,
          request.user,
          request.sessionId,
          request.body,
          originOf(request),
        );
        // A privilege change rotates the session: the old cookie value stops working.
        await startSession(db, request, reply, user.id, isHttps);
        return { ...OK, message: MESSAGES.changesSaved };
      },
    );

    app.get('/api/account/organization/profilepic', async (request, reply) => {
      const stamp = await getLogoStamp(context, request.user);
      const etag = `"logo-${request.user?.organizationId ?? ''}-${stamp.updatedOn.getTime()}"`;
      // Private (it needs the session) and revalidated on every use, so a new logo shows at once.
      reply
        .header('cache-control', 'private, no-cache')
        .header('vary', 'Cookie')
        .header('etag', etag)
        .header('last-modified', stamp.updatedOn.toUTCString());
      if (isFresh(request, etag, stamp.updatedOn)) return reply.code(304).send();
      const logo = await getLogo(context, request.user);
      return reply.type(logo.mime).header('content-disposition', 'inline').send(logo.bytes);
    });

    app.post(
      '/api/account/organization/profilepic',
      { schema: { response: { 200: LogoResponseSchema } } },
      async (request) => {
        const updatedOn = await saveLogo(context, request.user, () => readUpload(request), originOf(request));
        return { ...OK, logoUpdatedOn: updatedOn.toISOString(), message: MESSAGES.changesSaved };
      },
    );

    app.get(
      '/api/account/organization/members',
      { schema: { response: { 200: MembersResponseSchema } } },
      async (request) => ({ ...OK, ...(await listOrganizationMembers(context, request.user)) }),
    );

    app.post(
      '/api/account/organization/member',
      { schema: { body: NewMemberRequestSchema, response: { 201: MemberResponseSchema } } },
      async (request, reply) => {
        const member = await addMember(context, request.user, request.body, originOf(request));
        return reply.code(201).send({ ...OK, member });
      },
    );

    app.delete('/api/account/organization/member', async () => {
      throw new AppError('BAD_REQUEST', MESSAGES.memberIdRequired, {
        errfor: { id: MESSAGES.memberIdRequired },
      });
    });

    app.delete(
      '/api/account/organization/member/:id',
      { schema: { params: MemberParamsSchema, response: { 200: MessageResponseSchema } } },
      async (request) => {
        await removeMember(context, request.user, request.params.id, originOf(request));
        return { ...OK, message: MESSAGES.changesSaved };
      },
    );

    app.get(
      '/api/model-library/list',
      { schema: { response: { 200: AcousticModelsResponseSchema } } },
      async (request) => ({ ...OK, models: await listModels(context, request.user) }),
    );

    app.get(
      '/api/inquiries/css/:vendor',
      { schema: { params: VendorCssParamsSchema } },
      async (request, reply) => {
        const css = await getVendorStylesheet(context, request.params.vendor);
        const etag = `"css-${createHash('sha256').update(css).digest('base64url').slice(0, 27)}"`;
        reply
          .type('text/css; charset=utf-8')
          .header('cache-control', 'public, max-age=60')
          .header('etag', etag);
        if (isFresh(request, etag, undefined)) return reply.code(304).send();
        return reply.send(css);
      },
    );
  };
}
