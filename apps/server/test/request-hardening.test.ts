import { MESSAGES } from '@roomtone/contracts';
import { describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema/index.ts';
import { CSRF_MESSAGE } from '../src/plugins/csrf.ts';
import { useTestApp } from './helpers/test-app.ts';
import { signedUpClient, TestClient } from './helpers/test-client.ts';
import { buildWorkspace, createOrganization, setPlan } from './helpers/workspace-fixtures.ts';

const getApp = useTestApp();

async function isSignedIn(client: TestClient): Promise<boolean> {
  const response = await client.get('/api/current-user');
  return response.statusCode === 200 && response.json().user !== null;
}

describe('checks run on the route the router matched, whatever the spelling of the path', () => {
  it('refuses a percent-encoded sign-out without a token and keeps the session', async () => {
    const client = await signedUpClient(getApp().app);
    for (const path of ['/%61pi/logout', '/%61%70%69/logout', '/api/%6Cogout', '/%61pi/%6c%6f%67%6f%75%74']) {
      const response = await client.post(path, {}, { csrf: false });
      expect(response.statusCode, path).toBe(403);
      expect(response.json(), path).toEqual({ success: false, errors: [CSRF_MESSAGE], errfor: {} });
      expect(await isSignedIn(client), path).toBe(true);
    }
  });

  it('refuses percent-encoded sign-in and forgot-password requests without a token', async () => {
    const { app } = getApp();
    await signedUpClient(app);
    const stranger = new TestClient(app);
    const login = await stranger.post(
      '/%61pi/login',
      { username: 'ada@example.com', password: 'difference-engine' },
      { csrf: false },
    );
    expect(login.statusCode).toBe(403);
    expect(login.cookies.find((cookie) => cookie.name === 'roomtone_sid')).toBeUndefined();
    const forgot = await stranger.post('/%61pi/login/forgot', { email: 'ada@example.com' }, { csrf: false });
    expect(forgot.statusCode).toBe(403);
  });

  it('never signs out through double slashes, dot segments or another case', async () => {
    const { app, context } = getApp();
    const client = await signedUpClient(app);
    const before = await context.database.db.select().from(sessions);
    for (const path of [
      '//api/logout',
      '/api//logout',
      '/x/../api/logout',
      '/API/logout',
      '/Api/Logout',
      '/%2Fapi/logout',
    ]) {
      const response = await client.post(path, {}, { csrf: false });
      expect(response.statusCode, path).toBeGreaterThanOrEqual(400);
      expect(await isSignedIn(client), path).toBe(true);
    }
    expect(await context.database.db.select().from(sessions)).toEqual(before);
  });
});

describe('the CSRF token is bound to the session', () => {
  it('hands a signed-in session its own token and refuses a planted cookie paired with a chosen header', async () => {
    const client = await signedUpClient(getApp().app);
    const issued = client.cookies.get('XSRF-TOKEN') ?? '';
    expect(issued).toMatch(/^s\.[A-Za-z0-9_-]{43}$/);
    client.cookies.set('XSRF-TOKEN', 'planted-by-a-sibling-domain');
    const response = await client.request(
      'PUT',
      '/api/account/settings',
      { firstName: 'Mallory', lastName: 'X' },
      { csrf: false, headers: { 'x-xsrf-token': 'planted-by-a-sibling-domain' } },
    );
    expect(response.statusCode).toBe(403);
    client.cookies.set('XSRF-TOKEN', issued);
    expect((await client.put('/api/account/settings', { firstName: 'Ada', lastName: 'L' })).statusCode).toBe(
      200,
    );
  });

  it("refuses another session's token", async () => {
    const { app } = getApp();
    const ada = await signedUpClient(app);
    const bo = await signedUpClient(app, { email: 'bo@example.com' }, '10.0.0.2');
    const boToken = bo.cookies.get('XSRF-TOKEN') ?? '';
    ada.cookies.set('XSRF-TOKEN', boToken);
    const response = await ada.put('/api/account/settings', { firstName: 'Ada', lastName: 'L' });
    expect(response.statusCode).toBe(403);
  });

  it('gives the page a new token on sign-out, so the next sign-in works without a reload', async () => {
    const { app } = getApp();
    const client = await signedUpClient(app);
    const signedInToken = client.cookies.get('XSRF-TOKEN');
    expect((await client.post('/api/logout')).statusCode).toBe(200);
    const anonymousToken = client.cookies.get('XSRF-TOKEN');
    expect(anonymousToken).not.toBe(signedInToken);
    expect(anonymousToken?.startsWith('s.')).toBe(false);
    const login = await client.post('/api/login', {
      username: 'ada@example.com',
      password: 'difference-engine',
    });
    expect(login.statusCode).toBe(200);
    expect(client.cookies.get('XSRF-TOKEN')).toMatch(/^s\./);
    expect((await client.put('/api/account/settings', { firstName: 'Ada', lastName: 'L' })).statusCode).toBe(
      200,
    );
  });
});

describe('text holding the NUL character', () => {
  it('is refused at the field in bodies, queries and paths, and nothing is stored', async () => {
    const { app } = getApp();
    const organization = await createOrganization(app, getApp().context);
    await setPlan(getApp().context, organization.organizationId, 'pro-monthly');
    const owner = organization.owner;
    const answers = [
      [
        await owner.client.put('/api/account/settings', { firstName: 'A\u0000da', lastName: 'L' }),
        'firstName',
      ],
      [await owner.client.post('/api/projects', { name: 'Hall\u0000', id: 'P-9' }), 'name'],
      [await owner.client.post('/api/clients', { id: 'C-1', name: 'Trust', address: 'x\u0000' }), 'address'],
      [await owner.client.get('/api/clients?q=%00'), 'q'],
      [await owner.client.get('/api/projects/managers?q=a%00b'), 'q'],
    ] as const;
    for (const [response, field] of answers) {
      expect(response.statusCode, field).toBe(400);
      expect(response.json(), field).toEqual({
        success: false,
        errors: [],
        errfor: { [field]: MESSAGES.nulCharacter },
      });
    }
    const projects = await owner.client.get('/api/projects');
    expect(projects.json().projects ?? projects.json().data ?? []).toHaveLength(0);
  });

  it('is refused in a path parameter', async () => {
    const response = await new TestClient(getApp().app).get('/api/inquiries/css/%00');
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
  });
});

describe('answers under /api are always the envelope', () => {
  it('answers a path the router cannot decode with a 400 envelope', async () => {
    for (const url of ['/api/%ZZ', '/api/projects/%E0%A4%A', '/%ZZ']) {
      const response = await getApp().app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({ success: false, errors: [MESSAGES.invalidRequest], errfor: {} });
    }
  });
});

describe('private answers are never cached', () => {
  it('sends Cache-Control private, no-store on every answer that depends on the session', async () => {
    const { app, context } = getApp();
    const organization = await createOrganization(app, context);
    await setPlan(context, organization.organizationId, 'pro-monthly');
    const workspace = await buildWorkspace(organization.owner);
    const client = organization.owner.client;
    const paths = [
      '/api/current-user',
      '/api/clients',
      '/api/projects',
      `/api/projects/${workspace.projectId}`,
      `/api/rooms/${workspace.roomId}`,
      `/api/projects/${workspace.projectId}/notes`,
      '/api/account/settings',
      '/api/account/organization',
      '/api/account/organization/members',
    ];
    for (const path of paths) {
      const response = await client.get(path);
      expect(response.statusCode, path).toBeLessThan(500);
      expect(response.headers['cache-control'], path).toBe('private, no-store');
    }
    const refused = await client.post('/api/projects', {}, { csrf: false });
    expect(refused.headers['cache-control']).toBe('private, no-store');
  });
});

describe('note bodies', () => {
  it('keep every word typed after an unclosed tag', async () => {
    const { app, context } = getApp();
    const organization = await createOrganization(app, context);
    await setPlan(context, organization.organizationId, 'pro-monthly');
    const workspace = await buildWorkspace(organization.owner);
    const created = await organization.owner.client.post(`/api/projects/${workspace.projectId}/notes`, {
      type: 'in-person',
      timestamp: '2030-01-10T15:30:00.000Z',
      attendees: 'Ana',
      body: '<p>Ceiling <svg and walls: <script keep this too</p>',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().note.body).toBe('<p>Ceiling &lt;svg and walls: &lt;script keep this too</p>');
  });
});
