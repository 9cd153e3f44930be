import { parseArgs } from 'node:util';
import { PAYMENT_PURPOSES, type PaymentPurpose, PROMO_CODE_PATTERN } from '@roomtone/contracts';
import type { Db } from '../../db/client.ts';
import { insertPromoCode } from './payments.repo.ts';

/** Where the command writes: its result on `log`, usage and refusals on `error`. */
export type PromoCommandOutput = { log: (line: string) => void; error: (line: string) => void };

export const PROMO_CREATE_USAGE = [
  'Usage: npm run promo:create -- --code <CODE> --percent <1-100> [--for share|model-credits|subscription ...]',
  '       [--max-uses <n>] [--expires <YYYY-MM-DD>]',
  'CODE: 3-32 letters, digits, hyphens or underscores (stored in upper case).',
  '--for may be given more than once; without it the code applies to every purchase.',
  '--expires: the code stops working at the start of that day (UTC).',
].join('\n');

type PromoArgs = {
  code: string;
  percentOff: number;
  purposes: PaymentPurpose[];
  maxRedemptions: number | null;
  expiresOn: Date | null;
};

function isPurpose(value: string): value is PaymentPurpose {
  return (PAYMENT_PURPOSES as readonly string[]).includes(value);
}

/** The arguments of `npm run promo:create`, or why they are refused. */
export function parsePromoArgs(args: string[]): PromoArgs | { problem: string } {
  let values: { code?: string; percent?: string; for?: string[]; 'max-uses'?: string; expires?: string };
  try {
    values = parseArgs({
      args,
      options: {
        code: { type: 'string' },
        percent: { type: 'string' },
        for: { type: 'string', multiple: true },
        'max-uses': { type: 'string' },
        expires: { type: 'string' },
      },
      allowPositionals: false,
    }).values;
  } catch (error) {
    return { problem: error instanceof Error ? error.message : String(error) };
  }
  const code = values.code?.trim().toUpperCase() ?? '';
  if (!PROMO_CODE_PATTERN.test(code))
    return { problem: 'The code must be 3-32 letters, digits, hyphens or underscores.' };
  const percentOff = Number(values.percent);
  if (!Number.isInteger(percentOff) || percentOff < 1 || percentOff > 100) {
    return { problem: '--percent must be a whole number from 1 to 100.' };
  }
  const purposes = values.for ?? [];
  const unknown = purposes.filter((purpose) => !isPurpose(purpose));
  if (unknown.length > 0) return { problem: `Unknown purchase: ${unknown.join(', ')}.` };
  let maxRedemptions: number | null = null;
  if (values['max-uses'] !== undefined) {
    maxRedemptions = Number(values['max-uses']);
    if (!Number.isInteger(maxRedemptions) || maxRedemptions < 1) {
      return { problem: '--max-uses must be a whole number of at least 1.' };
    }
  }
  let expiresOn: Date | null = null;
  if (values.expires !== undefined) {
    expiresOn = /^\d{4}-\d{2}-\d{2}$/.test(values.expires) ? new Date(`${values.expires}T00:00:00Z`) : null;
    if (expiresOn === null || Number.isNaN(expiresOn.getTime()))
      return { problem: '--expires must be YYYY-MM-DD.' };
  }
  return { code, percentOff, purposes: purposes.filter(isPurpose), maxRedemptions, expiresOn };
}

/** `npm run promo:create -- …` on an open database: adds the code and prints it; exit code 0, 1 or 2. */
export async function runPromoCreate(db: Db, args: string[], output: PromoCommandOutput): Promise<number> {
  if (args.includes('--help')) {
    output.log(PROMO_CREATE_USAGE);
    return 0;
  }
  const parsed = parsePromoArgs(args);
  if ('problem' in parsed) {
    output.error(`${parsed.problem}\n${PROMO_CREATE_USAGE}`);
    return 2;
  }
  const created = await insertPromoCode(db, {
    code: parsed.code,
    percentOff: parsed.percentOff,
    purposes: parsed.purposes,
    maxRedemptions: parsed.maxRedemptions,
    expiresOn: parsed.expiresOn,
  });
  if (!created) {
    output.error(`The promo code ${parsed.code} already exists; nothing changed.`);
    return 1;
  }
  const scope = parsed.purposes.length === 0 ? 'every purchase' : parsed.purposes.join(', ');
  const uses = parsed.maxRedemptions === null ? 'unlimited uses' : `at most ${parsed.maxRedemptions} uses`;
  const until =
    parsed.expiresOn === null ? 'no end date' : `until ${parsed.expiresOn.toISOString().slice(0, 10)}`;
  output.log(`Promo code ${created.code}: ${created.percentOff}% off ${scope}, ${uses}, ${until}.`);
  return 0;
}
