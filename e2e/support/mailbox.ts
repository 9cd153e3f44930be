import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { E2E_MAIL_DIR } from './e2e-env.ts';

/** Joins quoted-printable soft line breaks and decodes `=XX` escapes, so links read whole. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** Every message the end-to-end SMTP server has received, oldest first. */
export function readMailbox(): string[] {
  if (!existsSync(E2E_MAIL_DIR)) return [];
  return readdirSync(E2E_MAIL_DIR)
    .sort()
    .map((name) => decodeQuotedPrintable(readFileSync(join(E2E_MAIL_DIR, name), 'utf8')));
}

/** Waits until a received message contains `text`, and returns the newest such message. */
export async function waitForMail(text: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      () => {
        found = readMailbox().findLast((mail) => mail.includes(text));
        return found !== undefined;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found ?? '';
}
