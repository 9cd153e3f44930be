import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  formatMeeting,
  mergeTimestamp,
  nextQuarterHour,
  noteMinDate,
  roundToNoteStep,
  splitTimestamp,
} from './note-timestamp.ts';

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

  it('moves a typed time to the nearest 15-minute step, never past the last of the day', () => {
    expect(roundToNoteStep('10:07')).toBe('10:00');
    expect(roundToNoteStep('10:08')).toBe('10:15');
    expect(roundToNoteStep('10:52:30')).toBe('11:00');
    expect(roundToNoteStep('09:45')).toBe('09:45');
    expect(roundToNoteStep('23:53')).toBe('23:45');
    expect(roundToNoteStep('00:05')).toBe('00:00');
    expect(roundToNoteStep('')).toBe('');
  });

  it('starts the date picker at today, or at an earlier note day when editing', () => {
    expect(noteMinDate(null, '2030-04-02')).toBe('2030-04-02');
    expect(noteMinDate('2030-05-01', '2030-04-02')).toBe('2030-04-02');
    expect(noteMinDate('2030-03-01', '2030-04-02')).toBe('2030-03-01');
  });
});
