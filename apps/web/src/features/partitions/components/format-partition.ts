/** A test date (`YYYY-MM-DD`, UTC) as a short date, e.g. 3/14/19; an em dash when there is none. */
export function formatTestDate(date: string | null): string {
  if (!date) return '—';
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', dateStyle: 'short' }).format(parsed);
}

/** A transmission-loss value in dB, or an en dash for a band without one. */
export function formatLevel(level: number | null): string {
  return level === null ? '–' : level.toLocaleString('en-US', { maximumFractionDigits: 1 });
}
