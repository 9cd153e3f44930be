import { MESSAGES } from '@roomtone/contracts';
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
