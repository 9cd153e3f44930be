import { parseArgs } from 'node:util';
import {
  describePromoDiscount,
  PAYMENT_PURPOSES,
  type PaymentPurpose,
  PROMO_AMOUNT_OFF_MAX_CENTS,
  PROMO_CODE_PATTERN,
} from '@roomtone/contracts';
import type { Db } from '../../db/client.ts';
import { addPromoCode } from './promo-codes.service.ts';

/** Where the command writes: its result on `log`, usage and refusals on `error`. */
export type PromoCommandOutput = { log: (line: string) => void; error: (line: string) => void };

export const PROMO_CREATE_USAGE = [
  'Usage: npm run promo:create -- --code <CODE> (--percent <1-100> | --amount <dollars>)',
  '       [--for share|model-credits|subscription ...] [--max-uses <n>] [--starts <YYYY-MM-DD>] [--expires <YYYY-MM-DD>]',
  'CODE: 3-32 letters, digits, hyphens or underscores (stored in upper case).',
  '--percent or --amount, not both: a whole percentage off, or a fixed amount off the order in US dollars',
  '  (for example 10 or 12.50); an amount larger than the price makes the order free.',
  '--for may be given more than once; without it the code applies to every purchase.',
  '--starts: the code works from the start of that day (UTC); --expires: it stops working at the start of that day (UTC).',
].join('\n');

type PromoArgs = {
  code: string;
  percentOff: number | null;
  amountOffCents: number | null;
  purposes: PaymentPurpose[];
  maxRedemptions: number | null;
  startsOn: Date | null;
  expiresOn: Date | null;
};

type RawArgs = {
  code?: string;
  percent?: string;
  amount?: string;
  for?: string[];
  'max-uses'?: string;
  starts?: string;
  expires?: string;
};

function isPurpose(value: string): value is PaymentPurpose {
  return (PAYMENT_PURPOSES as readonly string[]).includes(value);
}

/** A `YYYY-MM-DD` day as the start of that day, UTC; null when malformed. */
function dayStart(text: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const day = new Date(`${text}T00:00:00Z`);
  return Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== text ? null : day;
}

/** '12.50' dollars as 1250 cents; null unless a positive amount with at most two decimals. */
function centsOf(text: string): number | null {
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(text.trim())) return null;
  const cents = Math.round(Number(text) * 100);
  return cents >= 1 && cents <= PROMO_AMOUNT_OFF_MAX_CENTS ? cents : null;
}

function discountOf(values: RawArgs): Pick<PromoArgs, 'percentOff' | 'amountOffCents'> | { problem: string } {
  if ((values.percent === undefined) === (values.amount === undefined)) {
    return { problem: 'Give either --percent or --amount.' };
  }
  if (values.amount !== undefined) {
    const amountOffCents = centsOf(values.amount);
    if (amountOffCents === null)
      return { problem: '--amount must be an amount in dollars from 0.01 to 100000.' };
    return { percentOff: null, amountOffCents };
  }
  const percentOff = Number(values.percent);
  if (!Number.isInteger(percentOff) || percentOff < 1 || percentOff > 100) {
    return { problem: '--percent must be a whole number from 1 to 100.' };
  }
  return { percentOff, amountOffCents: null };
}

function windowOf(values: RawArgs): Pick<PromoArgs, 'startsOn' | 'expiresOn'> | { problem: string } {
  const startsOn = values.starts === undefined ? null : dayStart(values.starts);
  if (values.starts !== undefined && startsOn === null) return { problem: '--starts must be YYYY-MM-DD.' };
  const expiresOn = values.expires === undefined ? null : dayStart(values.expires);
  if (values.expires !== undefined && expiresOn === null) return { problem: '--expires must be YYYY-MM-DD.' };
  if (startsOn !== null && expiresOn !== null && startsOn.getTime() >= expiresOn.getTime()) {
    return { problem: '--starts must be a day before --expires.' };
  }
  return { startsOn, expiresOn };
}

/** The arguments of `npm run promo:create`, or why they are refused. */
export function parsePromoArgs(args: string[]): PromoArgs | { problem: string } {
  let values: RawArgs;
  try {
    values = parseArgs({
      args,
      options: {
        code: { type: 'string' },
        percent: { type: 'string' },
        amount: { type: 'string' },
        for: { type: 'string', multiple: true },
        'max-uses': { type: 'string' },
        starts: { type: 'string' },
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
  const discount = discountOf(values);
  if ('problem' in discount) return discount;
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
  const window = windowOf(values);
  if ('problem' in window) return window;
  return { code, ...discount, purposes: purposes.filter(isPurpose), maxRedemptions, ...window };
}

function dayOf(date: Date): string {
  return date.toISOString().slice(0, 10);
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
  const created = await addPromoCode(db, {
    code: parsed.code,
    percentOff: parsed.percentOff,
    amountOffCents: parsed.amountOffCents,
    purposes: parsed.purposes,
    maxRedemptions: parsed.maxRedemptions,
    startsOn: parsed.startsOn,
    expiresOn: parsed.expiresOn,
  });
  if (!created) {
    output.error(`The promo code ${parsed.code} already exists; nothing changed.`);
    return 1;
  }
  const scope = parsed.purposes.length === 0 ? 'every purchase' : parsed.purposes.join(', ');
  const uses = parsed.maxRedemptions === null ? 'unlimited uses' : `at most ${parsed.maxRedemptions} uses`;
  const until = parsed.expiresOn === null ? 'no end date' : `until ${dayOf(parsed.expiresOn)}`;
  const window =
    parsed.startsOn === null
      ? until
      : `from ${dayOf(parsed.startsOn)}${parsed.expiresOn === null ? ', no end date' : ` ${until}`}`;
  output.log(`Promo code ${created.code}: ${describePromoDiscount(created)} ${scope}, ${uses}, ${window}.`);
  return 0;
}
