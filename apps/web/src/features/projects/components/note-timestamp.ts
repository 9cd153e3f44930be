import dayjs from 'dayjs';

/** The note dialog's date (`YYYY-MM-DD`) and time (`HH:mm`) merged into one ISO timestamp, in the browser's zone. */
export function mergeTimestamp(date: string, time: string): string | null {
  const merged = dayjs(`${date}T${time.length === 5 ? `${time}:00` : time}`);
  return merged.isValid() ? merged.toISOString() : null;
}

/** A timestamp split back into the dialog's date and time, in the browser's zone. */
export function splitTimestamp(timestamp: string): { date: string; time: string } {
  const value = dayjs(timestamp);
  return { date: value.format('YYYY-MM-DD'), time: value.format('HH:mm') };
}

/** The next quarter hour from now, as the new-note dialog's starting time. */
export function nextQuarterHour(now = dayjs()): { date: string; time: string } {
  const minutes = now.minute();
  const rounded = now.add((15 - (minutes % 15)) % 15, 'minute').second(0);
  return { date: rounded.format('YYYY-MM-DD'), time: rounded.format('HH:mm') };
}

/** A note's meeting time for lists: e.g. 04/02/30, 1:45 PM. */
export function formatMeeting(timestamp: string): string {
  return dayjs(timestamp).format('MM/DD/YY, h:mm A');
}
