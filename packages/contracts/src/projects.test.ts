import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.ts';
import {
  isOnNoteTimeStep,
  NOTE_TIME_STEP_MESSAGE,
  ProjectNoteBodySchema,
  ProjectNoteFormSchema,
} from './projects.ts';

function timestampErrors(timestamp: unknown): string[] {
  const parsed = ProjectNoteBodySchema.safeParse({ timestamp, attendees: 'Ana' });
  return (parsed.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('note time steps', () => {
  it('accepts times on a quarter hour, with or without seconds and offsets', () => {
    for (const value of ['09:00', '09:15', '13:30:00', '23:45:00.000', '2030-04-02T13:45:00-04:00']) {
      expect(isOnNoteTimeStep(value)).toBe(true);
    }
    expect(isOnNoteTimeStep('2030-04-02T17:45:00.000Z')).toBe(true);
    expect(isOnNoteTimeStep('2030-04-02T04:45:00+05:30')).toBe(true);
  });

  it('refuses minutes off the step and any seconds', () => {
    for (const value of ['09:07', '10:59', '10:15:30', '10:15:00.250', '2030-04-02T13:40:00Z']) {
      expect(isOnNoteTimeStep(value)).toBe(false);
    }
  });

  it('says so at the timestamp of a note call, and keeps the required message for a missing one', () => {
    expect(timestampErrors('2030-04-02T13:45:00Z')).toEqual([]);
    expect(timestampErrors('2030-04-02T13:50:00Z')).toEqual([`timestamp: ${NOTE_TIME_STEP_MESSAGE}`]);
    expect(timestampErrors('2030-04-02T13:45:10.000Z')).toEqual([`timestamp: ${NOTE_TIME_STEP_MESSAGE}`]);
    expect(timestampErrors(undefined)).toEqual([`timestamp: ${MESSAGES.required}`]);
    expect(timestampErrors('tomorrow')).toEqual([`timestamp: ${MESSAGES.required}`]);
  });

  it("says so at the dialog's time field", () => {
    const form = { type: 'in-person', attendees: 'Ana', date: '2030-04-02', body: '' };
    expect(ProjectNoteFormSchema.safeParse({ ...form, time: '10:30' }).success).toBe(true);
    const off = ProjectNoteFormSchema.safeParse({ ...form, time: '10:20' });
    expect(off.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['time', NOTE_TIME_STEP_MESSAGE],
    ]);
  });
});
