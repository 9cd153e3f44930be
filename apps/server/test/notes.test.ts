import { MESSAGES, NOTE_BODY_MAX_LENGTH, NOTE_TIME_STEP_MESSAGE } from '@roomtone/contracts';
import { describe, expect, it } from 'vitest';
import { notes } from '../src/db/schema/index.ts';
import { useTestApp } from './helpers/test-app.ts';
import { createOrganization, createProject } from './helpers/workspace-fixtures.ts';

const getApp = useTestApp();

async function proProject() {
  const { app, context } = getApp();
  const organization = await createOrganization(app, context);
  const projectId = await createProject(organization.owner);
  return { organization, projectId };
}

const note = {
  type: 'teleconference',
  timestamp: '2030-04-02T13:45:00-04:00',
  attendees: 'Ana Ruiz, Bo Chen',
  body: '<p>Agreed <strong>RT 0.6 s</strong> at 500 Hz. <a href="https://example.com/spec">spec</a></p>',
};

describe('notes', () => {
  it('adds a note with the date and time merged into one timestamp, lists and reads it', async () => {
    const { organization, projectId } = await proProject();
    const created = await organization.member.client.post(`/api/projects/${projectId}/notes`, note);
    expect(created.statusCode).toBe(201);
    expect(created.json().note).toMatchObject({
      type: 'teleconference',
      timestamp: '2030-04-02T17:45:00.000Z',
      attendees: 'Ana Ruiz, Bo Chen',
      createdBy: 'Mia Member',
    });
    expect(created.json().note.body).toBe(
      '<p>Agreed <strong>RT 0.6 s</strong> at 500 Hz. <a href="https://example.com/spec" rel="noopener noreferrer nofollow" target="_blank">spec</a></p>',
    );
    await organization.owner.client.post(`/api/projects/${projectId}/notes`, {
      ...note,
      timestamp: '2030-05-01T09:00:00Z',
      type: undefined,
    });
    const list = await organization.owner.client.get(`/api/projects/${projectId}/notes`);
    expect(
      list.json().notes.map((item: { timestamp: string; type: string }) => [item.timestamp, item.type]),
    ).toEqual([
      ['2030-05-01T09:00:00.000Z', 'in-person'],
      ['2030-04-02T17:45:00.000Z', 'teleconference'],
    ]);
    const read = await organization.owner.client.get(
      `/api/projects/${projectId}/notes/${created.json().note._id}`,
    );
    expect(read.json().note).toEqual(created.json().note);
  });

  it('requires attendees and a timestamp', async () => {
    const { organization, projectId } = await proProject();
    const response = await organization.owner.client.post(`/api/projects/${projectId}/notes`, {
      type: 'in-person',
      attendees: ' ',
      body: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errfor).toEqual({ attendees: MESSAGES.required, timestamp: MESSAGES.required });
    const badType = await organization.owner.client.post(`/api/projects/${projectId}/notes`, {
      ...note,
      type: 'email',
    });
    expect(badType.statusCode).toBe(400);
  });

  it('refuses an edit without attendees or timestamp, or with a bad type, and keeps the note', async () => {
    const { organization, projectId } = await proProject();
    const created = await organization.owner.client.post(`/api/projects/${projectId}/notes`, note);
    const id = created.json().note._id as string;
    const url = `/api/projects/${projectId}/notes/${id}`;
    const empty = await organization.owner.client.put(url, { type: 'in-person', attendees: ' ', body: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errfor).toEqual({ attendees: MESSAGES.required, timestamp: MESSAGES.required });
    const badTimestamp = await organization.owner.client.put(url, { ...note, timestamp: 'tomorrow' });
    expect(badTimestamp.statusCode).toBe(400);
    expect(badTimestamp.json().errfor).toEqual({ timestamp: MESSAGES.required });
    const badType = await organization.owner.client.put(url, { ...note, type: 'email' });
    expect(badType.statusCode).toBe(400);
    expect(Object.keys(badType.json().errfor)).toEqual(['type']);
    const tooLong = await organization.owner.client.put(url, {
      ...note,
      body: 'x'.repeat(NOTE_BODY_MAX_LENGTH + 1),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(Object.keys(tooLong.json().errfor)).toEqual(['body']);
    expect((await organization.owner.client.get(url)).json().note).toEqual(created.json().note);
  });

  it('refuses a time off the 15-minute steps, on create and on edit', async () => {
    const { organization, projectId } = await proProject();
    const url = `/api/projects/${projectId}/notes`;
    for (const timestamp of ['2030-04-02T13:50:00Z', '2030-04-02T13:45:30Z', '2030-04-02T13:07:00-04:00']) {
      const response = await organization.owner.client.post(url, { ...note, timestamp });
      expect(response.statusCode).toBe(400);
      expect(response.json().errfor).toEqual({ timestamp: NOTE_TIME_STEP_MESSAGE });
    }
    expect(await getApp().context.database.db.select().from(notes)).toHaveLength(0);
    const created = await organization.owner.client.post(url, {
      ...note,
      timestamp: '2030-04-02T13:15:00+05:30',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().note._id as string;
    const edited = await organization.owner.client.put(`${url}/${id}`, {
      ...note,
      timestamp: '2030-04-02T09:20:00Z',
    });
    expect(edited.statusCode).toBe(400);
    expect(edited.json().errfor).toEqual({ timestamp: NOTE_TIME_STEP_MESSAGE });
    expect((await organization.owner.client.get(`${url}/${id}`)).json().note.timestamp).toBe(
      '2030-04-02T07:45:00.000Z',
    );
  });

  it('sanitizes the rich text: no script or event handler survives a round trip', async () => {
    const { organization, projectId } = await proProject();
    const created = await organization.owner.client.post(`/api/projects/${projectId}/notes`, {
      ...note,
      body: '<p onclick="steal()">Hi<script>alert(document.cookie)</script><img src=x onerror=alert(1)></p><a href="javascript:alert(1)">x</a>',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().note._id as string;
    const saved = await organization.owner.client.put(`/api/projects/${projectId}/notes/${id}`, {
      ...note,
      body: `${created.json().note.body}<iframe src="https://evil.test"></iframe>`,
    });
    const body = saved.json().note.body as string;
    expect(body).toBe('<p>Hi</p><a>x</a>');
    const [row] = await getApp().context.database.db.select().from(notes);
    expect(row?.body).toBe(body);
    expect(body).not.toMatch(/script|onerror|onclick|javascript|iframe/i);
  });

  it('edits and deletes a note', async () => {
    const { organization, projectId } = await proProject();
    const id = (await organization.owner.client.post(`/api/projects/${projectId}/notes`, note)).json().note
      ._id;
    const edited = await organization.member.client.put(`/api/projects/${projectId}/notes/${id}`, {
      ...note,
      attendees: 'Ana Ruiz',
    });
    expect(edited.json().note.attendees).toBe('Ana Ruiz');
    expect(
      (await organization.member.client.delete(`/api/projects/${projectId}/notes/${id}`)).statusCode,
    ).toBe(200);
    expect((await organization.member.client.get(`/api/projects/${projectId}/notes/${id}`)).statusCode).toBe(
      404,
    );
  });
});
