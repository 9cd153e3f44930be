import { type Finish, MESSAGES } from '@roomtone/contracts';
import { describe, expect, it } from 'vitest';
import {
  applyDraft,
  bodyOfFinish,
  cellText,
  emptyFinishBody,
  parseClipboard,
  planPaste,
  validateRow,
} from './finish-grid.ts';

const finish: Finish = {
  id: 'f1',
  finishId: null,
  categoryId: null,
  categoryName: null,
  categoryIsPublic: false,
  organizationId: 'o1',
  isSponsor: false,
  name: 'Panel',
  description: 'Fabric-wrapped panel, 50 mm',
  altkeywords: '',
  manufacturer: '',
  model: '',
  thickness: '50 mm',
  density: '',
  mounting: 'A',
  feat1: '',
  feat2: '',
  feat3: '',
  feat4: '',
  feat5: '',
  suggest: false,
  unit: 'coefficient',
  a63: null,
  a125: 0.15,
  a250: 0.45,
  a500: 0.9,
  a1000: 1,
  a2000: 1,
  a4000: 0.95,
  nrc: 0.85,
  finishName: 'Panel',
  finishDetails: '50 mm, A',
  source: '',
  flags: '',
  createdBy: null,
  createdOn: '2024-01-01T00:00:00.000Z',
  updatedOn: '2024-01-01T00:00:00.000Z',
};

describe('parseClipboard', () => {
  it('reads tab-separated rows copied from a spreadsheet', () => {
    expect(parseClipboard('a\tb\tc\r\nd\te\tf\r\n')).toEqual([
      ['a', 'b', 'c'],
      ['d', 'e', 'f'],
    ]);
  });

  it('keeps quoted cells with tabs, line breaks and doubled quotes whole', () => {
    expect(parseClipboard('"two\nlines"\t"say ""hi"""\tx')).toEqual([['two\nlines', 'say "hi"', 'x']]);
  });

  it('reads a single value as one cell', () => {
    expect(parseClipboard('0.45')).toEqual([['0.45']]);
  });
});

describe('planPaste', () => {
  it('lays the block from the focused cell, drops cells past the last column and adds new rows', () => {
    const plan = planPaste(2, 1, 6, [
      ['0.9', '0.8', 'ignored'],
      ['0.7', '0.6'],
    ]);
    expect(plan.updates).toEqual(new Map([[1, { a2000: '0.9', a4000: '0.8' }]]));
    expect(plan.newRows).toEqual([{ a2000: '0.7', a4000: '0.6' }]);
  });

  it('maps whole rows pasted into the first column onto every field', () => {
    const plan = planPaste(0, 0, 0, [
      ['Board', 'Gypsum board', '0.29', '0.10', '0.05', '0.04', '0.07', '0.09'],
    ]);
    expect(plan.newRows[0]).toEqual({
      name: 'Board',
      description: 'Gypsum board',
      a125: '0.29',
      a250: '0.10',
      a500: '0.05',
      a1000: '0.04',
      a2000: '0.07',
      a4000: '0.09',
    });
  });
});

describe('cellText', () => {
  it('shows coefficients with two decimals and text as it is', () => {
    expect(cellText(finish, 'a500')).toBe('0.90');
    expect(cellText(finish, 'a1000')).toBe('1.00');
    expect(cellText(finish, 'description')).toBe('Fabric-wrapped panel, 50 mm');
  });
});

describe('applyDraft and validateRow', () => {
  it('sends a finish back with its edited cells, decimal commas read as points', () => {
    const result = validateRow(
      applyDraft(bodyOfFinish(finish), { a125: '0,2', description: 'Thicker panel' }),
    );
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.body).toMatchObject({ a125: 0.2, description: 'Thicker panel', a250: 0.45 });
  });

  it("says 'Required' for each missing coefficient and for the description", () => {
    const result = validateRow(applyDraft(emptyFinishBody(), { name: 'Only a name', a125: 'x' }));
    expect(result).toEqual({
      ok: false,
      errors: {
        description: MESSAGES.required,
        a125: 'Must be a number',
        a250: MESSAGES.finishCoefficientRequired,
        a500: MESSAGES.finishCoefficientRequired,
        a1000: MESSAGES.finishCoefficientRequired,
        a2000: MESSAGES.finishCoefficientRequired,
        a4000: MESSAGES.finishCoefficientRequired,
      },
    });
  });
});
