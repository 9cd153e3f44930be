import { describe, expect, it } from 'vitest';
import { CalcDocumentTextSchema, readCalcText } from './calc-document.ts';
import { calcIssueText, checkCalcDocument } from './calc-issues.ts';
import {
  CALC_VARIANTS_MAX,
  rtChangeText,
  variantDocument,
  variantNameIssue,
  variantsOf,
} from './calc-variants.ts';

const read = (document: unknown) => readCalcText(JSON.stringify(document));

describe('readCalcText', () => {
  it('reads null values as missing, as the engine does', () => {
    const document = read({
      name: null,
      len: 9,
      width: 7,
      height: 3,
      temperature: null,
      units: { system: null },
      settings: { limitCoefficients: null },
      surfaces: [
        { type: 'existing-room-rt', name: null, rt125: null, rtAvg: 1.5 },
        { type: 'multiaxis-search', area: { lr: null }, panel: { lr: { len: null, qty: 2 } } },
      ],
    });
    expect(document).not.toBeNull();
    expect(document?.name).toBeUndefined();
    expect(document?.temperature).toBeUndefined();
    expect(document?.units?.system).toBeUndefined();
    expect(document?.surfaces?.[0]).toMatchObject({ type: 'existing-room-rt', rtAvg: 1.5 });
    expect(document?.surfaces?.[0]?.rt125).toBeUndefined();
    expect(document?.surfaces?.[1]?.panel?.lr).toEqual({ qty: 2 });
  });

  it('keeps a numeric room number as text, and an empty unit system as missing', () => {
    const document = read({ number: 12, units: { system: '' }, surfaces: [] });
    expect(document?.number).toBe('12');
    expect(document?.units?.system).toBeUndefined();
  });

  it('drops values of fields the engine does not read instead of refusing the document', () => {
    const document = read({
      gui: { series: { sabine: true, eyring: 'yes' }, propertiesMode: 'wide', panels: null },
      settings: { reportModel: 'newest' },
      surfaces: [{ type: 'multiaxis-search', selectType: 'list', minimize: 1, finishObj: 'glass' }],
    });
    expect(document?.gui).toEqual({ series: { sabine: true } });
    expect(document?.settings?.reportModel).toBeUndefined();
    expect(document?.surfaces?.[0]).toEqual({ type: 'multiaxis-search' });
  });

  it('refuses what is not a calc document', () => {
    expect(readCalcText('{')).toBeNull();
    expect(read([])).toBeNull();
    expect(read({ surfaces: [{ name: 'no type' }] })).toBeNull();
    expect(read({ surfaces: 'none' })).toBeNull();
    expect(read({ len: { metres: 9 } })).toBeNull();
  });
});

describe('checkCalcDocument', () => {
  const room = { units: { system: 'Metric' }, len: 10, width: 8, height: 3 };
  const messages = (document: unknown) => checkCalcDocument(document).map(calcIssueText);

  it('finds nothing wrong in an ordinary room', () => {
    expect(
      checkCalcDocument({
        ...room,
        temperature: 20,
        rtDecay: 60,
        rtGoal: 0.6,
        capacity: 30,
        surfaces: [
          { type: 'multiaxis-custom-alpha', a125: 0.1, a500: '0,3', area: { lr: 48, fr: '' } },
          { type: 'multiaxis-search-variable', balance: 50, finishA: { a125: 0.2 } },
          { type: 'existing-room-rt', rtAvg: 1.5, area: { lr: -20 } },
        ],
      }),
    ).toEqual([]);
  });

  it('reports empty dimensions as missing', () => {
    const issues = checkCalcDocument({ units: { system: 'Metric' }, len: '', width: 8, height: 3 });
    expect(issues).toEqual([
      { path: ['len'], label: 'Length', message: 'This field is required', isMissing: true },
    ]);
  });

  it('applies the rules of docs/product/validation.md and the physical ranges to the room', () => {
    expect(messages({ ...room, len: -5, width: 0, height: 10_001 })).toEqual([
      'Length: Must be greater than 0 m',
      'Width: Must be greater than 0 m',
      'Height: Must be at most 10 000 m',
    ]);
    expect(messages({ ...room, temperature: -300, rtDecay: 0, rtGoal: -1, capacity: 2.5 })).toEqual([
      'Temperature: Must be between -50 and 60 °C',
      'RT decay: Must be between 1 and 120 dB',
      'RT goal: Must be at least 0 s',
      'Capacity: Please enter a whole number',
    ]);
    expect(messages({ ...room, rtGoal: 0.65 })).toEqual([
      'RT goal: Please enter the RT goal in steps of 0.1 s',
    ]);
    expect(messages({ ...room, rtGoal: 0.7 })).toEqual([]);
  });

  it('reads the limits in the document’s unit system', () => {
    const imperial = { units: { system: 'Imperial' }, len: 32_808, width: 20, height: 10 };
    expect(messages({ ...imperial, temperature: 140 })).toEqual([]);
    expect(messages({ ...imperial, len: 32_809, temperature: 150 })).toEqual([
      'Length: Must be at most 32 808 ft',
      'Temperature: Must be between -58 and 140 °F',
    ]);
  });

  it('refuses text that is not a plain number instead of reading it', () => {
    expect(messages({ ...room, len: '1e9', width: '10.5.3', height: 'abc' })).toEqual([
      'Length: Please write the number in full, without an exponent (1e9)',
      'Width: Please use one decimal separator, such as 10.5 or 10,5',
      'Height: Please enter a number, such as 10.5 or 10,5',
    ]);
  });

  it('checks each surface by its kind and names the surface and field', () => {
    expect(
      messages({
        ...room,
        surfaces: [
          { type: 'multiaxis-custom-alpha', a500: -0.5, a1000: 11, area: { lr: -80 } },
          { type: 'multiaxis-search-variable', balance: 150, finishB: { a250: 12 } },
          { type: 'multiaxis-search', panel: { fc: { len: -1, qty: -2 } } },
          { type: 'existing-room-rt', rt500: 0, area: { fr: -30 } },
          { type: 'sabin-multiaxis-search', a125: 5, multiplier: { lr: -3 } },
        ],
      }),
    ).toEqual([
      'Surface #1, coefficient at 500 Hz: Must be between 0 and 10',
      'Surface #1, coefficient at 1000 Hz: Must be between 0 and 10',
      'Surface #1, Sidewalls (lr) area: Must be between 0 and 100 000 000 m²',
      'Surface #2, Finish B coefficient at 250 Hz: Must be between 0 and 10',
      'Surface #2, balance: Must be between 0 and 100%',
      'Surface #3, Floor/ceiling (fc) panel height or length: Must be between 0 and 10 000 m',
      'Surface #4, measured RT at 500 Hz: Must be greater than 0 s',
      'Surface #5, Sidewalls (lr) objects: Must be at least 0',
    ]);
  });
});

describe('CalcDocumentTextSchema', () => {
  const text = (document: unknown) => CalcDocumentTextSchema.safeParse(JSON.stringify(document));

  it('takes a document whose fields keep their rules', () => {
    expect(text({ units: { system: 'Metric' }, len: 10, width: 8, height: 3 }).success).toBe(true);
  });

  it('refuses a document with a field out of its range, naming the field', () => {
    const result = text({ units: { system: 'Metric' }, len: 100_000, width: 8, height: 3 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Length: Must be at most 10 000 m');
  });

  it('leaves text that is not JSON, and missing dimensions, to the engine', () => {
    expect(CalcDocumentTextSchema.safeParse('{').success).toBe(true);
    expect(text({ units: { system: 'Metric' } }).success).toBe(true);
  });
});

describe('standard and variants (issue 24)', () => {
  const messages = (document: unknown) => checkCalcDocument(document).map(calcIssueText);
  const room = { units: { system: 'Metric' }, len: 10, width: 8, height: 3 };
  const surface = { type: 'multiaxis-custom-alpha', a500: 0.3, area: { lr: 20 } };

  it('opens an old revision as one variant named Existing, its surfaces the first variant', () => {
    const document = read({ ...room, surfaces: [surface] });
    expect(document?.variants).toBeUndefined();
    expect(document?.standard).toBeUndefined();
    if (document === null) throw new Error('the document does not read');
    expect(variantsOf(document)).toEqual([{ name: 'Existing', surfaces: [surface] }]);
    expect(variantDocument(document, 0).surfaces).toEqual([surface]);
  });

  it('keeps the standard and the variants saved with the revision', () => {
    const ceiling = { ...surface, name: 'Ceiling tile', a500: 0.7 };
    const document = read({
      ...room,
      surfaces: [surface],
      variantName: 'As built',
      variants: [{ name: 'Option A: ceiling', surfaces: [surface, ceiling] }],
      standard: { ruleSet: 'din-18041-a', roomType: 'a3' },
    });
    expect(document?.standard).toEqual({ ruleSet: 'din-18041-a', roomType: 'a3' });
    if (document === null) throw new Error('the document does not read');
    expect(variantsOf(document).map((variant) => [variant.name, variant.surfaces.length])).toEqual([
      ['As built', 1],
      ['Option A: ceiling', 2],
    ]);
    // The engine computes a variant as the room with that variant's surfaces and no other.
    const second = variantDocument(document, 1);
    expect(second.surfaces).toEqual([surface, ceiling]);
    expect(second.variants).toBeUndefined();
    expect(second.len).toBe(10);
  });

  it('drops an unknown rule set or room type instead of refusing the document', () => {
    for (const standard of [
      { ruleSet: 'din-18041-z', roomType: 'a3' },
      { ruleSet: 'din-18041-a', roomType: 'b3' },
      { ruleSet: 'bb93' },
      'din-18041-a',
      null,
    ]) {
      const document = read({ ...room, standard });
      expect(document).not.toBeNull();
      expect(document?.standard).toBeUndefined();
    }
  });

  it('drops what is not a variant and names a variant without a name by its number', () => {
    const document = read({
      ...room,
      surfaces: [],
      variants: [
        { surfaces: [surface] },
        'Option B',
        { name: 'No surfaces' },
        { name: 'Bad surface', surfaces: [{ name: 'no type' }] },
        { name: 'Option C', surfaces: [] },
      ],
    });
    expect(document?.variants?.map((variant) => variant.name)).toEqual(['Variant 2', 'Option C']);
    expect(read({ ...room, variants: 'Option A' })?.variants).toBeUndefined();
  });

  it('checks the surfaces of every variant, named with their variant, and the variants’ names and count', () => {
    expect(
      messages({
        ...room,
        surfaces: [surface],
        variants: [
          { name: 'Option A', surfaces: [surface, { ...surface, a500: 12 }] },
          { name: 'x'.repeat(61), surfaces: [] },
        ],
      }),
    ).toEqual([
      'Option A, Surface #2, coefficient at 500 Hz: Must be between 0 and 10',
      'Variant 3, name: Must be at most 60 characters',
    ]);
    const many = Array.from({ length: CALC_VARIANTS_MAX }, (_, index) => ({
      name: `Option ${index}`,
      surfaces: [],
    }));
    expect(messages({ ...room, variants: many })).toEqual(['Variants: A room holds at most 6 variants']);
    expect(messages({ ...room, variants: many.slice(1) })).toEqual([]);
  });
});

describe('variantNameIssue', () => {
  it('asks for a name of at most 60 characters that no other variant has', () => {
    expect(variantNameIssue('  ', [])).toBe('This field is required');
    expect(variantNameIssue('x'.repeat(61), [])).toBe('Must be at most 60 characters');
    expect(variantNameIssue(' existing ', ['Existing'])).toBe('Another variant of this room has this name');
    expect(variantNameIssue('Option A', ['Existing'])).toBeNull();
  });
});

describe('rtChangeText', () => {
  it('gives the change of the values as shown, with its sign', () => {
    expect(rtChangeText(0.64, 0.91)).toBe('−0.3');
    expect(rtChangeText(0.96, 0.91)).toBe('+0.1');
    expect(rtChangeText(0.93, 0.91)).toBe('0.0');
    expect(rtChangeText(null, 0.91)).toBe('—');
  });
});
