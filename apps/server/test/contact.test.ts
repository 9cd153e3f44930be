import { readFile } from 'node:fs/promises';
import { MESSAGES } from '@roomtone/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../src/db/schema/index.ts';
import { startSmtpServer } from './helpers/smtp.ts';
import { useTestApp } from './helpers/test-app.ts';
import { TestClient } from './helpers/test-client.ts';

const smtp = await startSmtpServer();
afterAll(() => smtp.stop());

const getApp = useTestApp({
  config: { smtpUrl: smtp.url, contactEmail: 'team@roomtone.test', rateLimitContactPerHour: 3 },
});
const outboxLog: string[] = [];
const getOutboxApp = useTestApp({
  config: { smtpUrl: undefined, logLevel: 'info' },
  logStream: { write: (line) => outboxLog.push(line) },
});

const message = {
  name: 'Grace Hopper',
  email: 'Grace@Example.com',
  message: 'Can the calculator do <b>Tohyama</b>?',
};

describe('POST /api/sendMessage', () => {
  it('stores the message and delivers it to the contact address over SMTP', async () => {
    const before = smtp.messages.length;
    const response = await new TestClient(getApp().app).post('/api/sendMessage', message);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      errors: [],
      errfor: {},
      message: MESSAGES.messageReceived,
    });

    const rows = await getApp().context.database.db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Grace Hopper',
      email: 'grace@example.com',
      message: message.message,
    });
    expect(rows[0]?.deliveredOn).toBeInstanceOf(Date);

    expect(smtp.messages.length).toBe(before + 1);
    const mail = smtp.messages.at(-1);
    expect(mail?.to).toEqual(['team@roomtone.test']);
    expect(mail?.raw).toContain('Subject: Roomtone contact: Grace Hopper');
    expect(mail?.raw).toContain('Reply-To: grace@example.com');
    expect(mail?.raw).toContain('&lt;b&gt;Tohyama&lt;/b&gt;');
  });

  it('keeps the message when delivery fails', async () => {
    const { app, context } = getApp();
    const send = context.mailer.send;
    context.mailer.send = async () => {
      throw new Error('SMTP down');
    };
    try {
      const response = await new TestClient(app).post('/api/sendMessage', message);
      expect(response.statusCode).toBe(200);
      const rows = await context.database.db.select().from(contactMessages);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.deliveredOn).toBeNull();
    } finally {
      context.mailer.send = send;
    }
  });

  it('limits messages per client address and says when to retry', async () => {
    const { app } = getApp();
    for (let index = 0; index < 3; index += 1) {
      const ok = await new TestClient(app).post('/api/sendMessage', message);
      expect(ok.statusCode).toBe(200);
    }
    const limited = await new TestClient(app).post('/api/sendMessage', message);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3500);
    expect(limited.json().errors[0]).toMatch(/^Too many requests\. Please try again in \d+ minutes\.$/);
    const other = await new TestClient(app, '10.9.8.7').post('/api/sendMessage', message);
    expect(other.statusCode).toBe(200);
  });

  it('answers the spec failure message when the message cannot be stored', async () => {
    const { app, context } = getApp();
    const { sql } = await import('drizzle-orm');
    await context.database.db.execute(sql`alter table contact_messages rename to contact_messages_moved`);
    try {
      const response = await new TestClient(app).post('/api/sendMessage', message);
      expect(response.statusCode).toBe(500);
      expect(response.json().errors).toEqual([MESSAGES.errorSubmittingMessage]);
    } finally {
      await context.database.db.execute(sql`alter table contact_messages_moved rename to contact_messages`);
    }
  });

  it('limits messages per sender e-mail address across client addresses, storing nothing more', async () => {
    const { app, context } = getApp();
    for (let index = 1; index <= 10; index += 1) {
      const ok = await new TestClient(app, `10.3.0.${index}`).post('/api/sendMessage', message);
      expect(ok.statusCode).toBe(200);
    }
    const limited = await new TestClient(app, '10.3.1.1').post('/api/sendMessage', {
      ...message,
      email: 'GRACE@example.com',
    });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().errors[0]).toMatch(/^Too many requests\. Please try again in \d+ minutes\.$/);
    expect(await context.database.db.select().from(contactMessages)).toHaveLength(10);
    const otherSender = await new TestClient(app, '10.3.1.1').post('/api/sendMessage', {
      ...message,
      email: 'ada@example.com',
    });
    expect(otherSender.statusCode).toBe(200);
  });
});

describe('POST /api/sendMessage without SMTP_URL', () => {
  it('writes the message to the outbox and logs where', async () => {
    outboxLog.length = 0;
    const response = await new TestClient(getOutboxApp().app).post('/api/sendMessage', message);
    expect(response.json()).toMatchObject({ success: true, message: MESSAGES.messageReceived });
    const entry = outboxLog
      .map((line) => JSON.parse(line) as { msg?: string; path?: string })
      .find((line) => line.msg === 'contact message written to the outbox');
    expect(entry?.path).toMatch(/\.eml$/);
    const written = await readFile(entry?.path ?? '', 'utf8');
    expect(written).toContain('Subject: Roomtone contact: Grace Hopper');
    const [row] = await getOutboxApp().context.database.db.select().from(contactMessages);
    expect(row?.deliveredOn).toBeInstanceOf(Date);
  });
});
