import { MESSAGES } from '@roomtone/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { NO_FILE, NOT_AN_IMAGE } from '../src/modules/organizations/organization-logo.service.ts';
import {
  jpegImage,
  memberOf,
  organizationOwner,
  oversizedPng,
  pngImage,
  SVG_WITH_SCRIPT,
  TEXT_AS_PNG,
  uploadLogo,
} from './helpers/organization-fixtures.ts';
import { useTestApp } from './helpers/test-app.ts';
import { signedUpClient, TestClient } from './helpers/test-client.ts';

const getApp = useTestApp();
const LOGO = '/api/account/organization/profilepic';

function owner(email = 'owner@a.example', organizationName = 'Org A') {
  const { app, context } = getApp();
  return organizationOwner(app, context, { email, organizationName, plan: 'pro-monthly' });
}

describe('uploading the logo', () => {
  it('stores a valid PNG re-encoded, and serves it to the organization with caching headers', async () => {
    const { client } = await owner();
    expect((await client.get(LOGO)).statusCode).toBe(404);

    const upload = await uploadLogo(client, 'logo.png', 'image/png', await pngImage(300, 120));
    expect(upload.statusCode).toBe(200);
    expect(upload.json()).toMatchObject({ success: true, message: MESSAGES.changesSaved });
    const organization = (await client.get('/api/account/organization')).json().organization;
    expect(organization.logoUpdatedOn).toBe(upload.json().logoUpdatedOn);

    const served = await client.get(LOGO);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('private, no-cache');
    expect(served.headers.etag).toMatch(/^"logo-/);
    expect(served.headers['last-modified']).toBe(new Date(upload.json().logoUpdatedOn).toUTCString());
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'png', width: 300, height: 120, hasAlpha: true });

    const byTag = await client.request('GET', LOGO, undefined, {
      headers: { 'if-none-match': String(served.headers.etag) },
    });
    expect(byTag.statusCode).toBe(304);
    expect(byTag.rawPayload.length).toBe(0);
    const byDate = await client.request('GET', LOGO, undefined, {
      headers: { 'if-modified-since': String(served.headers['last-modified']) },
    });
    expect(byDate.statusCode).toBe(304);
    const stale = await client.request('GET', LOGO, undefined, {
      headers: { 'if-none-match': '"logo-old"' },
    });
    expect(stale.statusCode).toBe(200);
  });

  it('stores a JPEG as a JPEG, scaled down to fit 1200 x 600, whatever its file name', async () => {
    const { client } = await owner();
    const upload = await uploadLogo(
      client,
      'photo.txt',
      'application/octet-stream',
      await jpegImage(2400, 900),
    );
    expect(upload.statusCode).toBe(200);
    const served = await client.get(LOGO);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 1200, height: 450 });
  });

  it("refuses a file over 1MB with 'Maximum file size is 1MB'", async () => {
    const { client } = await owner();
    const response = await uploadLogo(client, 'big.png', 'image/png', await oversizedPng());
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      success: false,
      errors: [MESSAGES.maxFileSize],
      errfor: { logo: MESSAGES.maxFileSize },
    });
    expect((await client.get(LOGO)).statusCode).toBe(404);
  });

  it('refuses a text file named .png and an SVG carrying a script, by their content', async () => {
    const { client } = await owner();
    for (const [name, type, bytes] of [
      ['logo.png', 'image/png', TEXT_AS_PNG],
      ['logo.svg', 'image/svg+xml', SVG_WITH_SCRIPT],
      ['logo.png', 'image/png', SVG_WITH_SCRIPT],
      ['broken.png', 'image/png', (await pngImage(50, 50)).subarray(0, 40)],
    ] as const) {
      const response = await uploadLogo(client, name, type, bytes);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errors: [NOT_AN_IMAGE], errfor: { logo: NOT_AN_IMAGE } });
    }
    expect((await client.get(LOGO)).statusCode).toBe(404);
  });

  it('asks for a file when none is sent', async () => {
    const { client } = await owner();
    const json = await client.post(LOGO, {});
    expect(json.statusCode).toBe(400);
    expect(json.json().errors).toEqual([NO_FILE]);
    const empty = await uploadLogo(client, 'empty.png', 'image/png', Buffer.alloc(0));
    expect(empty.json().errors).toEqual([NO_FILE]);
  });

  it('lets members see the logo but only the organization-level user change it', async () => {
    const { app } = getApp();
    const org = await owner();
    await uploadLogo(org.client, 'logo.png', 'image/png', await pngImage(40, 40));
    const member = await memberOf(app, org, 'member@a.example');
    expect((await member.client.get(LOGO)).statusCode).toBe(200);
    const solo = await signedUpClient(app, { email: 'solo@example.com' });
    for (const client of [member.client, solo]) {
      const response = await uploadLogo(client, 'logo.png', 'image/png', await pngImage(40, 40));
      expect(response.statusCode).toBe(403);
      expect(response.json().errors).toEqual([MESSAGES.noAccessPermissions]);
    }
    expect((await new TestClient(app).get(LOGO)).statusCode).toBe(401);
  });

  it("never serves another organization's logo", async () => {
    const orgA = await owner();
    const orgB = await owner('owner@b.example', 'Org B');
    await uploadLogo(orgA.client, 'logo.png', 'image/png', await pngImage(40, 40));
    expect((await orgB.client.get(LOGO)).statusCode).toBe(404);
  });
});
