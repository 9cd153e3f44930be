import { FINISH_MESSAGES, type Finish, MESSAGES } from '@roomtone/contracts';
import { describe, expect, it } from 'vitest';
import { finishBody, signIn } from './helpers/finishes-fixtures.ts';
import { useTestApp } from './helpers/test-app.ts';
import { TestClient } from './helpers/test-client.ts';

const getApp = useTestApp();

function anonymous(): TestClient {
  return new TestClient(getApp().app);
}

async function versionOf(client: TestClient): Promise<string> {
  const response = await client.get('/api/configuration/finishes/ver');
  expect(response.statusCode).toBe(200);
  expect(response.json().configuration.key).toBe('finishes.version');
  return response.json().configuration.value;
}

describe('GET /api/finishes', () => {
  it('shows anonymous callers only the global finishes of public categories', async () => {
    const response = await anonymous().get('/api/finishes');
    expect(response.statusCode).toBe(200);
    const finishes: Finish[] = response.json().finishes;
    expect(finishes.length).toBeGreaterThan(300);
    expect(finishes.every((finish) => finish.categoryIsPublic && finish.organizationId === null)).toBe(true);
    expect(finishes.some((finish) => finish.categoryName === 'Miscellaneous')).toBe(false);
  });

  it('shows signed-in callers the non-public categories too', async () => {
    const { client } = await signIn(getApp());
    const finishes: Finish[] = (await client.get('/api/finishes')).json().finishes;
    expect(
      finishes.filter((finish) => finish.categoryName === 'Miscellaneous').map((finish) => finish.name),
    ).toContain('Grass');
  });

  it('computes NRC, finishName and finishDetails, and keeps the source and flags of seeded rows', async () => {
    const finishes: Finish[] = (await anonymous().get('/api/finishes')).json().finishes;
    const echo = finishes.find((finish) => finish.name.startsWith('Echo Eliminator'));
    expect(echo).toMatchObject({
      manufacturer: 'Acoustical Surfaces, Inc.',
      a1000: 1.1,
      flags: 'above-1',
      finishName:
        'Acoustical Surfaces, Inc. Echo Eliminator 1 in. (6 lb/ft3): Echo Eliminator cotton acoustical board, 1 in., 6 pcf',
    });
    expect(echo?.source).toContain('[ASI]');
    // (0.30 + 0.86 + 1.10 + 1.05) / 4 = 0.8275 → 0.85, as the test report publishes
    expect(echo?.nrc).toBe(0.85);
    const adults = finishes.find((finish) => finish.name === 'Adults, seated');
    expect(adults).toMatchObject({
      unit: 'sabin-per-object',
      nrc: null,
      finishDetails: 'per person, sabins (m²) per object',
    });
  });
});

describe('finish writes by administrators', () => {
  it('adds a global finish, answers Finish added, and bumps the version', async () => {
    const admin = await signIn(getApp(), { admin: true });
    const before = await versionOf(admin.client);
    const response = await admin.client.post('/api/finishes', finishBody({ name: 'Admin panel', a63: 0.1 }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ success: true, message: MESSAGES.finishAdded });
    expect(response.json().finish).toMatchObject({
      name: 'Admin panel',
      a63: 0.1,
      organizationId: null,
      nrc: 0.9,
    });
    // (0.55 + 0.95 + 1.02 + 0.98) / 4 = 0.875: halves round up to 0.90
    const after = await versionOf(admin.client);
    expect(after).not.toBe(before);
    expect(BigInt(after) > BigInt(before)).toBe(true);
  });

  it('edits a global finish, answers Finish saved, and bumps the version', async () => {
    const admin = await signIn(getApp(), { admin: true });
    const created = (await admin.client.post('/api/finishes', finishBody())).json().finish as Finish;
    const before = await versionOf(admin.client);
    const response = await admin.client.put(
      `/api/finishes/${created.id}`,
      finishBody({ name: 'Renamed', a125: 0.3 }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: MESSAGES.finishSaved,
      finish: { id: created.id, name: 'Renamed', a125: 0.3 },
    });
    expect(await versionOf(admin.client)).not.toBe(before);
  });

  it('takes the description as the name when the name is empty', async () => {
    const admin = await signIn(getApp(), { admin: true });
    const response = await admin.client.post(
      '/api/finishes',
      finishBody({ name: '', description: 'Only a description' }),
    );
    expect(response.json().finish.name).toBe('Only a description');
  });

  it('refuses anonymous callers with 401 and other users with 403, and changes nothing', async () => {
    const before = await versionOf(anonymous());
    const response = await anonymous().post('/api/finishes', finishBody());
    expect(response.statusCode).toBe(401);
    expect(response.json().errors).toEqual([MESSAGES.mustBeLoggedIn]);
    const user = await signIn(getApp(), { organization: { planCode: 'pro-monthly' } });
    const forbidden = await user.client.post('/api/finishes', finishBody());
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().errors).toEqual([MESSAGES.noAccessPermissions]);
    expect(await versionOf(anonymous())).toBe(before);
  });

  it("answers 404 for an organization's finish or an unknown id", async () => {
    const admin = await signIn(getApp(), { admin: true });
    const owner = await signIn(getApp(), { organization: { planCode: 'pro-monthly' } });
    const own = (await owner.client.post('/api/org/finishes', finishBody())).json().finish as Finish;
    expect((await admin.client.put(`/api/finishes/${own.id}`, finishBody())).statusCode).toBe(404);
    expect(
      (await admin.client.put('/api/finishes/00000000-0000-4000-8000-000000000000', finishBody())).statusCode,
    ).toBe(404);
  });
});

describe('finish validation', () => {
  async function errforOf(body: Record<string, unknown>): Promise<Record<string, string>> {
    const admin = await signIn(getApp(), { admin: true });
    const response = await admin.client.post('/api/finishes', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
    return response.json().errfor;
  }

  it("requires the description ('This field is required') and each of the six coefficients ('Required')", async () => {
    const errfor = await errforOf({ name: 'x', description: '  ' });
    expect(errfor).toEqual({
      description: MESSAGES.required,
      a125: MESSAGES.finishCoefficientRequired,
      a250: MESSAGES.finishCoefficientRequired,
      a500: MESSAGES.finishCoefficientRequired,
      a1000: MESSAGES.finishCoefficientRequired,
      a2000: MESSAGES.finishCoefficientRequired,
      a4000: MESSAGES.finishCoefficientRequired,
    });
  });

  it("treats an empty coefficient as missing ('Required') and an empty 63 Hz value as none", async () => {
    expect(await errforOf({ ...finishBody(), a500: '', a63: '' })).toEqual({
      a500: MESSAGES.finishCoefficientRequired,
    });
  });

  it('names a value that is not a number, below 0, above 1.5, or not in steps of 0.01', async () => {
    const errfor = await errforOf({
      ...finishBody(),
      a125: 'abc',
      a250: -0.1,
      a500: 1.51,
      a1000: 0.123,
      a63: 2,
    });
    expect(errfor).toEqual({
      a125: FINISH_MESSAGES.notANumber,
      a250: FINISH_MESSAGES.belowZero,
      a500: FINISH_MESSAGES.aboveCoefficientMax,
      a1000: FINISH_MESSAGES.notAStep,
      a63: FINISH_MESSAGES.aboveCoefficientMax,
    });
  });

  it('accepts laboratory coefficients up to 1.5 and per-object sabins above it', async () => {
    const admin = await signIn(getApp(), { admin: true });
    const lab = await admin.client.post('/api/finishes', finishBody({ a500: 1.5 }));
    expect(lab.statusCode).toBe(201);
    const baffle = await admin.client.post(
      '/api/finishes',
      finishBody({ unit: 'sabin-per-object', a1000: 2.4 }),
    );
    expect(baffle.statusCode).toBe(201);
    expect(baffle.json().finish).toMatchObject({ unit: 'sabin-per-object', a1000: 2.4, nrc: null });
    expect(await errforOf({ ...finishBody({ unit: 'sabin-per-object' }), a125: 20.5 })).toEqual({
      a125: FINISH_MESSAGES.abovePerObjectMax,
    });
  });

  it('refuses a category that does not exist', async () => {
    const errfor = await errforOf({ ...finishBody(), categoryId: '00000000-0000-4000-8000-000000000000' });
    expect(errfor).toEqual({ categoryId: FINISH_MESSAGES.unknownCategory });
    expect(await errforOf({ ...finishBody(), categoryId: 'walls' })).toEqual({
      categoryId: FINISH_MESSAGES.invalidCategory,
    });
  });
});
