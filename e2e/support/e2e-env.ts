import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
/**
 * Where the end-to-end server keeps its data and the mail its SMTP server received: one folder
 * per port, so two runs on different ports never share (or delete) each other's database.
 */
export const E2E_ROOT = join(tmpdir(), `roomtone-e2e-${E2E_PORT}`);
export const E2E_MAIL_DIR = join(E2E_ROOT, 'mail');
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_CONTACT_EMAIL = 'team@roomtone.test';
