import { MESSAGES } from '@roomtone/contracts';
import { describe, expect, it } from 'vitest';
import { shareCalc } from './helpers/payments-fixtures.ts';
import { useTestApp } from './helpers/test-app.ts';
import { TestClient } from './helpers/test-client.ts';
import { classroomCalc, signUp } from './helpers/workspace-fixtures.ts';

const getApp = useTestApp();

describe('GET /api/wavelets/i/{id}', () => {
  it("answers a share's newest version to its owner by id, and 404 to anyone else as for an unknown id", async () => {
    const { app } = getApp();
    const payer = new TestClient(app);
    const link = await shareCalc(payer, classroomCalc());
    const updated = await payer.post('/api/wavelets', {
      link,
      calc: JSON.stringify({ ...classroomCalc(), name: 'Classroom B' }),
      message: 'Second design',
    });
    expect(updated.statusCode).toBe(201);

    const byLink = (await payer.get(`/api/wavelets/s/${link}/1`)).json().wavelet;
    expect(byLink.id).toMatch(/^[0-9a-f-]{36}$/);
    const byId = await payer.get(`/api/wavelets/i/${byLink.id}`);
    expect(byId.statusCode).toBe(200);
    expect(byId.json().wavelet).toMatchObject({
      id: byLink.id,
      link,
      version: 2,
      latestVersion: 2,
      message: 'Second design',
      isOwner: true,
    });
    expect(byId.json().wavelet.view.models.length).toBeGreaterThan(0);

    // Visitors with the link see the share, but not its id.
    const visitor = new TestClient(app);
    expect((await visitor.get(`/api/wavelets/s/${link}`)).json().wavelet.id).toBeNull();
    const stranger = await visitor.get(`/api/wavelets/i/${byLink.id}`);
    const unknown = await visitor.get('/api/wavelets/i/00000000-0000-4000-8000-000000000000');
    expect(stranger.statusCode).toBe(404);
    expect(stranger.body).toBe(unknown.body);
    expect(stranger.json().errors).toEqual([MESSAGES.apiNotFound]);
    const signedIn = await signUp(app);
    expect((await signedIn.client.get(`/api/wavelets/i/${byLink.id}`)).statusCode).toBe(404);
    expect((await visitor.get('/api/wavelets/i/not-an-id')).statusCode).toBe(400);
  });
});
