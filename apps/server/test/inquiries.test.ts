import { MESSAGES } from '@roomtone/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MailMessage } from '../src/adapters/mail/mailer.ts';
import { inquiries, organizations } from '../src/db/schema/index.ts';
import { INQUIRY_BY_SENDER } from '../src/modules/inquiries/inquiries.service.ts';
import { inquiryBody, insertVendor, type Vendor, visitorOf } from './helpers/inquiries-fixtures.ts';
import { recordingMailer } from './helpers/payments-fixtures.ts';
import { insertPerson } from './helpers/route-fixtures.ts';
import { useTestApp } from './helpers/test-app.ts';
import { classroomCalc, createProject, createRoom } from './helpers/workspace-fixtures.ts';

const sent: MailMessage[] = [];
const getApp = useTestApp({
  mailer: recordingMailer(sent),
  config: { publicUrl: 'http://roomtone.test' },
});

const visitor = () => visitorOf(getApp());

async function send(vendor: Vendor, overrides: Record<string, unknown> = {}) {
  return visitor().post('/api/inquiries', inquiryBody(vendor.vendorName, overrides));
}

async function sendAndFind(vendor: Vendor, overrides: Record<string, unknown> = {}): Promise<string> {
  const response = await send(vendor, overrides);
  expect(response.statusCode, response.body).toBe(200);
  const list = await vendor.owner.client.get('/api/inquiries');
  const id: unknown = list.json().inquiries[0]?.id;
  if (typeof id !== 'string') throw new Error(`no inquiry listed: ${list.body}`);
  return id;
}

describe('sending an inquiry', () => {
  it('stores it with numbers from the engine, answers Submitted, mails the vendor a link and the visitor a copy', async () => {
    const vendor = await insertVendor(getApp());
    sent.length = 0;
    const body = inquiryBody(vendor.vendorName, {
      email: 'Grace@Example.com',
      message: 'Quote <b>please</b>',
    });
    // A number sent by the browser is not trusted: the stored room comes from the engine.
    const calc = classroomCalc({ results: { rt500: 99 } });
    const response = await visitor().post('/api/inquiries', { ...body, calc: JSON.stringify(calc) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, errors: [], errfor: {}, message: MESSAGES.submitted });

    const list = await vendor.owner.client.get('/api/inquiries');
    expect(list.statusCode).toBe(200);
    const [inquiry] = list.json().inquiries;
    expect(inquiry).toMatchObject({
      name: 'Ada Lovelace',
      email: 'grace@example.com',
      isRead: false,
      vendorName: vendor.vendorName,
      room: { length: 7, width: 6, height: 4, units: 'Metric' },
    });
    expect(inquiry.room.rt500Seconds).toBeGreaterThan(0.5);
    expect(inquiry.room.rt500Seconds).toBeLessThan(2);
    expect(list.json().unread).toBe(1);

    const toVendor = sent.find((mail) => mail.to === vendor.owner.email);
    expect(toVendor?.subject).toBe('New web inquiry from Ada Lovelace');
    expect(toVendor?.text).toContain(`http://roomtone.test/inquiries/${inquiry.id}`);
    expect(toVendor?.html).toContain('Quote &lt;b&gt;please&lt;/b&gt;');
    expect(toVendor?.replyTo).toBe('grace@example.com');
    const copy = sent.find((mail) => mail.to === 'grace@example.com');
    expect(copy?.subject).toContain('Your inquiry to Panels');
    expect(copy?.text).toContain('Quote <b>please</b>');
    expect(sent.some((mail) => mail.to === vendor.member.email)).toBe(false);
  });

  it('shows the spec message at every missing or malformed field', async () => {
    const vendor = await insertVendor(getApp());
    const empty = await visitor().post('/api/inquiries', {
      vendorName: vendor.vendorName,
      name: ' ',
      email: '',
      phone: '',
      message: '',
      calc: JSON.stringify(classroomCalc()),
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errfor).toMatchObject({
      name: MESSAGES.required,
      email: MESSAGES.required,
      phone: MESSAGES.required,
      message: MESSAGES.required,
    });
    const malformed = await send(vendor, { email: 'not-an-address' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errfor).toEqual({ email: MESSAGES.invalidEmail });
    const badCalc = await send(vendor, { calc: '{not json' });
    expect(badCalc.statusCode).toBe(400);
    expect(badCalc.json().errfor.calc).toBe(MESSAGES.errorParsingCalculation);
    const farRoom = await send(vendor, { calc: JSON.stringify(classroomCalc({ len: 20_000 })) });
    expect(farRoom.statusCode).toBe(400);
    expect(farRoom.json().errfor.calc).toBe('Length: Must be at most 10 000 m');
    const rows = await getApp().context.database.db.select().from(inquiries);
    expect(rows).toHaveLength(0);
  });

  it('accepts a bot-filled honeypot silently and stores and mails nothing', async () => {
    const vendor = await insertVendor(getApp());
    sent.length = 0;
    const response = await send(vendor, { website: 'http://spam.example' });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(MESSAGES.submitted);
    expect(await getApp().context.database.db.select().from(inquiries)).toHaveLength(0);
    expect(sent).toHaveLength(0);
  });

  it('takes an anonymous inquiry without a CSRF token (a frame on another site has no cookies), never a signed-in one', async () => {
    const vendor = await insertVendor(getApp());
    const framed = await visitor().post('/api/inquiries', inquiryBody(vendor.vendorName), { csrf: false });
    expect(framed.statusCode, framed.body).toBe(200);
    expect(framed.json().message).toBe(MESSAGES.submitted);
    expect(await getApp().context.database.db.select().from(inquiries)).toHaveLength(1);

    const signedIn = await vendor.member.client.post(
      '/api/inquiries',
      inquiryBody(vendor.vendorName, { email: 'member@example.com' }),
      { csrf: false },
    );
    expect(signedIn.statusCode).toBe(403);
    expect(await getApp().context.database.db.select().from(inquiries)).toHaveLength(1);
  });

  it('limits inquiries per sender address, from any client address', async () => {
    const vendor = await insertVendor(getApp());
    const email = 'repeat@example.com';
    for (let index = 0; index < INQUIRY_BY_SENDER.limit; index++) {
      expect((await send(vendor, { email })).statusCode).toBe(200);
    }
    const over = await send(vendor, { email });
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
    expect((await send(vendor)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown vendor, one without web inquiries and one without a vendor plan', async () => {
    const off = await insertVendor(getApp(), { vendorRequests: false });
    const planless = await insertVendor(getApp(), { planCode: 'pro-monthly' });
    for (const vendorName of ['no-such-vendor', off.vendorName, planless.vendorName]) {
      const response = await visitor().post('/api/inquiries', inquiryBody(vendorName));
      expect(response.statusCode, vendorName).toBe(404);
    }
    for (const vendorName of ['no-such-vendor', planless.vendorName]) {
      expect((await visitor().get(`/api/vendors/${vendorName}`)).statusCode, vendorName).toBe(404);
    }
    expect((await visitor().get(`/api/vendors/${off.vendorName}`)).json().vendor.acceptsInquiries).toBe(
      false,
    );
    expect(await getApp().context.database.db.select().from(inquiries)).toHaveLength(0);
  });
});

describe('reading inquiries', () => {
  it("never shows vendor A's inquiries to vendor B: 404 on every route, nothing listed", async () => {
    const a = await insertVendor(getApp());
    const b = await insertVendor(getApp());
    const id = await sendAndFind(a);
    for (const client of [b.owner.client, b.member.client]) {
      expect((await client.get(`/api/inquiries/${id}`)).statusCode).toBe(404);
      expect((await client.put(`/api/inquiries/${id}`, { isRead: true })).statusCode).toBe(404);
      const list = await client.get('/api/inquiries');
      expect(list.json().inquiries).toEqual([]);
      expect(list.body).not.toContain(id);
      const csv = await client.get('/api/inquiries/export');
      expect(csv.json().csv).not.toContain('Ada Lovelace');
    }
    expect((await b.owner.client.delete(`/api/inquiries/${id}`)).statusCode).toBe(404);
    const copyRoom = await createRoom(b.owner, await createProject(b.owner));
    const copy = await b.owner.client.post(`/api/inquiries/${id}/copy`, {
      roomId: copyRoom,
      revisionComment: 'Stolen',
    });
    expect(copy.statusCode).toBe(404);
    expect((await a.owner.client.get(`/api/inquiries/${id}`)).statusCode).toBe(200);
  });

  it('answers 404 to a user of an organization without web inquiries', async () => {
    const vendor = await insertVendor(getApp());
    const id = await sendAndFind(vendor);
    const outsider = await insertPerson(getApp(), { organizationId: vendor.organizationId, role: 'member' });
    // The vendor turns web inquiries off: its members no longer see the list.
    await getApp()
      .context.database.db.update(organizations)
      .set({ vendorRequests: false })
      .where(eq(organizations.id, vendor.organizationId));
    // As the settings' PUT that turns them off does: the next read looks its session up afresh.
    getApp().context.forgetRecentSessions();
    expect((await outsider.client.get('/api/inquiries')).statusCode).toBe(404);
    expect((await outsider.client.get(`/api/inquiries/${id}`)).statusCode).toBe(404);
  });

  it('pages, searches, sorts and filters by read state, with an unread count', async () => {
    const vendor = await insertVendor(getApp());
    await send(vendor, { name: 'Zed Young', message: 'Auditorium ceiling' });
    await send(vendor, { name: 'Amy Ng', email: 'amy@studio.example', message: 'Studio walls' });
    const first = await sendAndFind(vendor, { name: 'Bo Li', message: 'Gym' });
    const client = vendor.member.client;
    expect((await client.put(`/api/inquiries/${first}`, { isRead: true })).json().inquiry.isRead).toBe(true);

    const byName = await client.get('/api/inquiries?sort=name');
    expect(byName.json().inquiries.map((row: { name: string }) => row.name)).toEqual([
      'Amy Ng',
      'Bo Li',
      'Zed Young',
    ]);
    expect(byName.json()).toMatchObject({ total: 3, unread: 2, page: 1, pages: { total: 1 } });
    const search = async (q: string) =>
      (await client.get(`/api/inquiries?q=${encodeURIComponent(q)}`))
        .json()
        .inquiries.map((row: { name: string }) => row.name);
    expect(await search('studio.example')).toEqual(['Amy Ng']);
    expect(await search('auditorium')).toEqual(['Zed Young']);
    expect(await search('%')).toEqual([]);
    const unread = await client.get('/api/inquiries?read=unread&sort=name');
    expect(unread.json().inquiries.map((row: { name: string }) => row.name)).toEqual(['Amy Ng', 'Zed Young']);
    const read = await client.get('/api/inquiries?read=read');
    expect(read.json().inquiries.map((row: { name: string }) => row.name)).toEqual(['Bo Li']);
    const unmarked = await client.put(`/api/inquiries/${first}`, { isRead: false });
    expect(unmarked.json().inquiry.isRead).toBe(false);
  });

  it('opens one inquiry with its calculation, read-only: a GET marks nothing read', async () => {
    const vendor = await insertVendor(getApp());
    const id = await sendAndFind(vendor);
    const response = await vendor.member.client.get(`/api/inquiries/${id}`);
    expect(response.statusCode).toBe(200);
    const { inquiry } = response.json();
    expect(JSON.parse(inquiry.calc)).toMatchObject({ len: 7, width: 6, height: 4 });
    expect(inquiry.isRead).toBe(false);
    expect(inquiry.phone).toBe('+44 20 7946 0000');
  });

  it('exports the list as CSV with room size and RT at 500 Hz, formulas defused', async () => {
    const vendor = await insertVendor(getApp());
    await send(vendor, { name: '=HYPERLINK("http://evil.example")', phone: '555 0100' });
    const response = await vendor.owner.client.get('/api/inquiries/export');
    expect(response.statusCode).toBe(200);
    const lines = response.json().csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('"Name","Email","Phone","Date","Room size","RT at 500 Hz (s)"');
    expect(lines[1]).toMatch(
      /^"'=HYPERLINK\(""http:\/\/evil\.example""\)","visitor-.+","555 0100","\d{4}-.+","7 x 6 x 4 m","\d\.\d\d"$/,
    );
    expect(response.json().filename).toMatch(/^inquiries-\d{4}-\d\d-\d\d\.csv$/);
  });
});

describe('acting on an inquiry', () => {
  it('copies the calculation into a room of the vendor as a new revision', async () => {
    const vendor = await insertVendor(getApp());
    const id = await sendAndFind(vendor);
    const roomId = await createRoom(vendor.member, await createProject(vendor.member));
    const response = await vendor.member.client.post(`/api/inquiries/${id}/copy`, {
      roomId,
      revisionComment: 'From the web inquiry',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ roomId, revisionNumber: 1 });
    const revision = await vendor.member.client.get(`/api/rooms/${roomId}/rev/1`);
    expect(revision.statusCode).toBe(200);
    expect(JSON.parse(revision.json().revision.calc)).toMatchObject({ len: 7, width: 6, height: 4 });
    const missing = await vendor.member.client.post(`/api/inquiries/${id}/copy`, {
      roomId,
      revisionComment: '',
    });
    expect(missing.json().errfor.revisionComment).toBe(MESSAGES.required);
  });

  it('lets only the organization account delete an inquiry', async () => {
    const vendor = await insertVendor(getApp());
    const id = await sendAndFind(vendor);
    const byMember = await vendor.member.client.delete(`/api/inquiries/${id}`);
    expect(byMember.statusCode).toBe(403);
    expect((await vendor.member.client.get(`/api/inquiries/${id}`)).statusCode).toBe(200);
    const byOwner = await vendor.owner.client.delete(`/api/inquiries/${id}`);
    expect(byOwner.statusCode).toBe(200);
    expect((await vendor.owner.client.get(`/api/inquiries/${id}`)).statusCode).toBe(404);
    const rows = await getApp().context.database.db.select().from(inquiries).where(eq(inquiries.id, id));
    expect(rows).toHaveLength(0);
  });
});
