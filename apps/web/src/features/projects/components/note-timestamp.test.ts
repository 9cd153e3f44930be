import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { formatMeeting, mergeTimestamp, nextQuarterHour, splitTimestamp } from './note-timestamp.ts';

describe('note timestamps', () => {
  it('merges a date and a time into one instant and splits it back', () => {
    const merged = mergeTimestamp('2030-04-02', '13:45');
    expect(merged).toBe(new Date(2030, 3, 2, 13, 45).toISOString());
    expect(splitTimestamp(merged ?? '')).toEqual({ date: '2030-04-02', time: '13:45' });
    expect(formatMeeting(merged ?? '')).toBe('04/02/30, 1:45 PM');
  });

  it('refuses a missing date', () => {
    expect(mergeTimestamp('', '10:00')).toBeNull();
  });

  it('starts new notes at the next quarter hour', () => {
    expect(nextQuarterHour(dayjs(new Date(2030, 0, 1, 9, 7)))).toEqual({ date: '2030-01-01', time: '09:15' });
    expect(nextQuarterHour(dayjs(new Date(2030, 0, 1, 9, 30)))).toEqual({
      date: '2030-01-01',
      time: '09:30',
    });
    expect(nextQuarterHour(dayjs(new Date(2030, 0, 1, 23, 50)))).toEqual({
      date: '2030-01-02',
      time: '00:00',
    });
  });
});
