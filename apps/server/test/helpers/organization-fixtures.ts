import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import type { AppContext } from '../../src/context.ts';
import { users } from '../../src/db/schema/index.ts';
import { setOrganizationPlan } from '../../src/modules/organizations/organizations.service.ts';
import { signedUpClient, TestClient } from './test-client.ts';

/** A signed-in organization owner, their organization's id and name. */
export type OwnerFixture = {
  client: TestClient;
  organizationId: string;
  organizationName: string;
  email: string;
};

/** The organization a user belongs to, read from the database. */
export async function organizationIdOf(context: AppContext, email: string): Promise<string> {
  const [row] = await context.database.db
    .select({ organizationId: users.organizationId })
    .from(users)
    .where(eq(users.email, email));
  if (!row?.organizationId) throw new Error(`${email} has no organization`);
  return row.organizationId;
}

/**
 * Signs up an organization account (the organization-level user) and, when given, puts the
 * organization on a plan.
 */
export async function organizationOwner(
  app: FastifyInstance,
  context: AppContext,
  options: { email: string; organizationName: string; plan?: string; remoteAddress?: string },
): Promise<OwnerFixture> {
  const client = await signedUpClient(
    app,
    { email: options.email, organizationName: options.organizationName },
    options.remoteAddress,
  );
  const organizationId = await organizationIdOf(context, options.email);
  if (options.plan) await setOrganizationPlan(context.database.db, organizationId, options.plan);
  return { client, organizationId, organizationName: options.organizationName, email: options.email };
}

/** Adds a member through the API as the owner and returns a client signed in as them. */
export async function memberOf(
  app: FastifyInstance,
  owner: OwnerFixture,
  email: string,
  password = 'member-password-1',
): Promise<{ client: TestClient; id: string }> {
  const added = await owner.client.post('/api/account/organization/member', { email, password });
  if (added.statusCode !== 201) throw new Error(`adding the member failed: ${added.body}`);
  const client = new TestClient(app);
  const login = await client.post('/api/login', { username: email, password });
  if (login.statusCode !== 200) throw new Error(`the member could not sign in: ${login.body}`);
  return { client, id: added.json().member.id };
}

/** A PNG of the given size with a gradient and transparency. */
export async function pngImage(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 4, background: { r: 30, g: 90, b: 160, alpha: 0.6 } },
  })
    .png()
    .toBuffer();
}

/** A JPEG photo-like image of the given size. */
export async function jpegImage(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** A valid PNG larger than 1.1 MB: random pixels do not compress. */
export async function oversizedPng(): Promise<Buffer> {
  const width = 640;
  const height = 640;
  const png = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  if (png.length < 1.1 * 1024 * 1024) throw new Error(`the oversized PNG is only ${png.length} bytes`);
  return png;
}

/** An SVG that carries a script. */
export const SVG_WITH_SCRIPT = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>',
);

/** A text file that only claims to be a PNG. */
export const TEXT_AS_PNG = Buffer.from('This is not an image, whatever the file name says.\n');

/** A multipart/form-data body with one file. */
export function multipartFile(
  field: string,
  filename: string,
  contentType: string,
  bytes: Buffer,
): { body: Buffer; contentType: string } {
  const boundary = `----roomtone${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    body: Buffer.concat([head, bytes, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** Uploads a logo file as the client. */
export function uploadLogo(
  client: TestClient,
  filename: string,
  contentType: string,
  bytes: Buffer,
): Promise<LightMyRequestResponse> {
  const { body, contentType: type } = multipartFile('logo', filename, contentType, bytes);
  return client.request('POST', '/api/account/organization/profilepic', body, {
    headers: { 'content-type': type },
  });
}
