import { TIMINGS } from '@roomtone/contracts';
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

const STEP = TIMINGS.noteTimeStepMinutes;
const LAST_STEP = 24 * 60 - STEP;

/**
 * A time of day (`HH:mm` or `HH:mm:ss`) moved to the nearest 15-minute step, as `HH:mm`; the last
 * step of the day is the latest (23:53 gives 23:45, never the next day). Anything else is returned
 * as it is, for the form to report.
 */
export function roundToNoteStep(time: string): string {
  const match = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(time);
  if (!match) return time;
  const [, hours = '0', minutes = '0', seconds = '0'] = match;
  const total = Number(hours) * 60 + Number(minutes) + Number(seconds) / 60;
  const rounded = Math.min(Math.round(total / STEP) * STEP, LAST_STEP);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(rounded / 60))}:${pad(rounded % 60)}`;
}

/**
 * The note date picker's minimum: today (docs/product/validation.md#dates-and-times), or the note's own day
 * when an existing note lies earlier, so its saved date stays a valid choice.
 */
export function noteMinDate(savedDate: string | null, today: string): string {
  return savedDate !== null && savedDate < today ? savedDate : today;
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
