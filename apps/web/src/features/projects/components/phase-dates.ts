import dayjs from 'dayjs';

/** The date pickers' display format (SPEC section 5: MM/dd/yy). */
export const PICKER_FORMAT = 'MM/DD/YY';

/** Today as `YYYY-MM-DD`: the pickers' default minimum (SPEC section 5). */
export function today(): string {
  return dayjs().format('YYYY-MM-DD');
}

/** A calendar day `YYYY-MM-DD` shown as MM/dd/yy, or a dash. */
export function formatDay(day: string | null): string {
  return day ? dayjs(day).format(PICKER_FORMAT) : '—';
}

const budgetFormat = new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 });

/** A budget with grouping and at most two decimals. */
export function formatBudget(budget: number): string {
  return budgetFormat.format(budget);
}
