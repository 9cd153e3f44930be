import { describe, expect, it } from 'vitest';
import { calculateRoom } from '../calculate.ts';
import { METRES_PER_FOOT } from '../constants.ts';
import { createFinish, createRoom } from '../testing/factories.ts';
import type { CalcInput, FacePlacement } from '../types.ts';
import { assessRoom } from './assess.ts';
import type { RuleSetId } from './types.ts';

const onCeiling: FacePlacement = { lr: 'both', fr: 'both', fc: 'ceiling' };
const onFloor: FacePlacement = { lr: 'both', fr: 'both', fc: 'floor' };
const PLASTER = [0.01, 0.01, 0.02, 0.02, 0.02, 0.03];
const VINYL = [0.02, 0.03, 0.03, 0.03, 0.03, 0.02];
const CEILING_TILE = [0.43, 0.8, 0.78, 0.78, 0.74, 0.72];

/** A 10 × 8 × 3 m classroom: plaster walls, vinyl floor, a mineral fibre tile ceiling. */
function classroom(ceilingTile: number[] = CEILING_TILE): CalcInput {
  return createRoom({
    length: 10,
    width: 8,
    height: 3,
    surfaces: [
      createFinish(PLASTER, { lr: 60, fr: 48 }, { name: 'Painted plaster walls' }),
      createFinish(VINYL, { fc: 80 }, { name: 'Vinyl floor', placement: onFloor }),
      createFinish(ceilingTile, { fc: 80 }, { name: 'Mineral fibre ceiling tile', placement: onCeiling }),
    ],
  });
}

/** The same classroom in feet, square feet and °F. */
function imperialClassroom(): CalcInput {
  const feet = (metres: number) => metres / METRES_PER_FOOT;
  const squareFeet = (squareMetres: number) => squareMetres / METRES_PER_FOOT ** 2;
  return createRoom({
    unitSystem: 'Imperial',
    length: feet(10),
    width: feet(8),
    height: feet(3),
    temperature: 68,
    surfaces: [
      createFinish(PLASTER, { lr: squareFeet(60), fr: squareFeet(48) }),
      createFinish(VINYL, { fc: squareFeet(80) }, { placement: onFloor }),
      createFinish(CEILING_TILE, { fc: squareFeet(80) }, { placement: onCeiling }),
    ],
  });
}

function assess(
  input: CalcInput,
  ruleSetId: RuleSetId,
  roomTypeId: string,
  model: 'sabine' | 'eyring' = 'sabine',
) {
  return assessRoom(calculateRoom(input), ruleSetId, roomTypeId, model);
}

describe('assessRoom', () => {
  it('holds the classroom against DIN 18041 A3 band by band, in one line', () => {
    const assessment = assess(classroom(), 'din-18041-a', 'a3');
    expect(assessment.verdict).toBe('DIN 18041 A3: passes at 250-4000 Hz, fails at 125 Hz by 0.2 s');
    expect(assessment.passes).toBe(false);
    expect(assessment.requirement?.kind).toBe('band-limits');
    const [band125, band250] = assessment.bands;
    // Sabine 125 Hz: 1.042 s against 1.45 × 0.59 = 0.8555 s.
    expect(band125?.value).toBeCloseTo(1.042, 3);
    expect(band125?.upper).toBeCloseTo(0.8555, 12);
    expect(band125?.passes).toBe(false);
    expect(band125?.margin).toBeCloseTo(0.8555 - (band125?.value ?? 0), 12);
    // 250 Hz: 0.572 s within 0.472-0.708 s: the margin is to the nearer limit, positive.
    expect(band250?.passes).toBe(true);
    expect(band250?.margin).toBeCloseTo((band250?.value ?? 0) - 0.8 * 0.59, 12);
  });

  it('says passes alone when every band passes', () => {
    const treated = classroom([0.6, 0.8, 0.78, 0.78, 0.74, 0.72]);
    const assessment = assess(treated, 'din-18041-a', 'a3');
    expect(assessment.verdict).toBe('DIN 18041 A3: passes');
    expect(assessment.passes).toBe(true);
  });

  it('gives an Imperial room the verdict of its metric twin', () => {
    const metric = assess(classroom(), 'din-18041-a', 'a3');
    const imperial = assess(imperialClassroom(), 'din-18041-a', 'a3');
    expect(imperial.verdict).toBe(metric.verdict);
    imperial.bands.forEach((band, index) => {
      expect(band.value).toBeCloseTo(metric.bands[index]?.value ?? 0, 9);
      expect(band.margin).toBeCloseTo(metric.bands[index]?.margin ?? 0, 9);
    });
    expect(assess(imperialClassroom(), 'din-18041-b', 'b5').verdict).toBe(
      assess(classroom(), 'din-18041-b', 'b5').verdict,
    );
  });

  it('holds a mean rule on the mean of its bands', () => {
    const passing = assess(classroom(), 'bb93', 'primary-classroom-new-build');
    expect(passing.verdict).toBe('BB93 primary classroom, new build: Tmf 0.58 s, passes (limit 0.6 s)');
    expect(passing.bands).toHaveLength(1);
    expect(passing.bands[0]?.frequencyHz).toBeNull();
    const bare = { ...classroom(), surfaces: classroom().surfaces.slice(0, 2) };
    const failing = assess(bare, 'bb93', 'assembly-hall-refurbishment');
    expect(failing.passes).toBe(false);
    expect(failing.verdict).toMatch(
      /^BB93 assembly hall, refurbishment: Tmf \d+\.\d\d s, fails by \d+\.\d s \(limits 0\.8-1\.5 s\)$/,
    );
  });

  it('holds an A/V rule on surface and air absorption over the volume', () => {
    const b3 = assess(classroom(), 'din-18041-b', 'b3');
    expect(b3.verdict).toBe('DIN 18041 B3: passes');
    // 250 Hz: (60 + 48)·0.01 + 80·0.03 + 80·0.8 = 67.48 m² over 240 m³.
    expect(b3.bands[0]?.value).toBeCloseTo(67.48 / 240, 12);
    // Above 2.5 m the minimum falls with the height: 1/(3.13 + 4.69·lg 3) = 0.186 m²/m³.
    const minimum = 1 / (3.13 + 4.69 * Math.log10(3));
    expect(b3.bands[0]?.margin).toBeCloseTo(67.48 / 240 - minimum, 12);
    const bare = { ...classroom(), surfaces: classroom().surfaces.slice(0, 2) };
    // 250 Hz: 108·0.01 + 80·0.03 = 3.48 m², A/V 0.0145; 2000 Hz adds the air, 4·0.003·240 m².
    const failing = assess(bare, 'din-18041-b', 'b3');
    expect(failing.bands[3]?.value).toBeCloseTo((108 * 0.02 + 80 * 0.03 + 4 * 0.003 * 240) / 240, 12);
    expect(failing.verdict).toBe(
      'DIN 18041 B3: fails at 250-2000 Hz by up to 0.17 m²/m³ (minimum A/V 0.19 m²/m³)',
    );
  });

  it('says why a rule does not apply', () => {
    const closet = createRoom({ length: 4, width: 3, height: 2.4 });
    const assessment = assess(closet, 'din-18041-a', 'a3');
    expect(assessment.passes).toBeNull();
    expect(assessment.requirement).toBeNull();
    expect(assessment.verdict).toBe(
      'DIN 18041 A3: not applicable. DIN 18041 A3 covers rooms from 30 m³; this room has 28.8 m³.',
    );
    expect(assess(classroom(), 'din-18041-b', 'b1').verdict).toBe(
      'DIN 18041 B1: not applicable. DIN 18041 B1 sets no requirement on the absorption.',
    );
  });

  it('names the bands where the model has no value', () => {
    const room = classroom();
    room.surfaces.push(createFinish([1.2, 0, 0, 0, 0, 0], { lr: 1 }, { name: 'Above one' }));
    const assessment = assess(room, 'din-18041-a', 'a3', 'eyring');
    expect(assessment.bands[0]?.passes).toBeNull();
    expect(assessment.verdict).toBe('DIN 18041 A3: passes at 250-4000 Hz, no value at 125 Hz');
    expect(assessment.passes).toBe(true);
  });

  it('throws a clear error for an unknown rule set or room type', () => {
    const result = calculateRoom(classroom());
    expect(() => assessRoom(result, 'din-18041-a', 'a7', 'sabine')).toThrow(
      'Unknown room type "a7" in rule set "din-18041-a".',
    );
    expect(() => assessRoom(result, 'nope' as RuleSetId, 'a3', 'sabine')).toThrow('Unknown rule set "nope".');
  });
});
