import dayjs from 'dayjs';

/** The date pickers' display format (docs/product/validation.md#dates-and-times: MM/dd/yy). */
export const PICKER_FORMAT = 'MM/DD/YY';

/** Today as `YYYY-MM-DD`: the pickers' default minimum (docs/product/validation.md#dates-and-times). */
export function today(): string {
  return dayjs().format('YYYY-MM-DD');
}

/** A calendar day `YYYY-MM-DD` shown as MM/dd/yy, or a dash. */
export function formatDay(day: string | null): string {
  return day ? dayjs(day).format(PICKER_FORMAT) : '—';
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** A budget in cents shown as money: the currency and two decimals, e.g. 'US$12,500.50' or '€12,500.50'. */
export function formatBudget(cents: number, currency: string): string {
  let format = moneyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat(undefined, {
      style: 'currency',
      currency,
      currencyDisplay: 'symbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    moneyFormats.set(currency, format);
  }
  return format.format(cents / 100);
}
