import { calculateRoom, formatRt, parseCalcDocument } from '@roomtone/acoustics';
import type { RoomReport } from '@roomtone/contracts';
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/test-app.ts';
import {
  createOrganization,
  createPhase,
  createProject,
  createRoom,
  saveRevision,
} from './helpers/workspace-fixtures.ts';

const getApp = useTestApp();

type Values = { a125: number; a250: number; a500: number; a1000: number; a2000: number; a4000: number };

const GYPSUM: Values = { a125: 0.3, a250: 0.1, a500: 0.05, a1000: 0.04, a2000: 0.07, a4000: 0.1 };
const VINYL: Values = { a125: 0.02, a250: 0.03, a500: 0.03, a1000: 0.03, a2000: 0.03, a4000: 0.02 };
const TILE: Values = { a125: 0.5, a250: 0.7, a500: 0.6, a1000: 0.7, a2000: 0.7, a4000: 0.5 };

function surface(name: string, values: Values, area: Record<string, number>, extra: object = {}) {
  return { type: 'multiaxis-custom-alpha', name, ...values, area, ...extra };
}

/**
 * A 9 × 7 × 3 m classroom held against DIN 18041 A3 (T_soll 0.56 s): 54 of its 63 m² of ceiling
 * in acoustic tile fail at 500 Hz; a proposal of 3.1 m² more (not accepted) sits between the walls
 * and the floor; 'Option A: ceiling' treats the whole ceiling.
 */
function classroom() {
  const walls = surface('Walls', GYPSUM, { lr: 54, fr: 42 });
  const floor = surface('Floor', VINYL, { fc: 63 }, { placement: { fc: 'floor' } });
  const ceiling = (area: number) => surface('Ceiling', TILE, { fc: area }, { placement: { fc: 'ceiling' } });
  const proposal = surface(
    'Proposed: tile',
    TILE,
    { fc: 3.1 },
    { propose: true, placement: { fc: 'ceiling' } },
  );
  return {
    name: 'Classroom',
    units: { system: 'Metric' },
    len: 9,
    width: 7,
    height: 3,
    temperature: 20,
    rtDecay: 60,
    settings: { limitCoefficients: false, airAbsorption: true, reportModel: 'auto' },
    standard: { ruleSet: 'din-18041-a', roomType: 'a3' },
    surfaces: [walls, proposal, floor, ceiling(54)],
    variantName: 'As built',
    variants: [{ name: 'Option A: ceiling', surfaces: [walls, floor, ceiling(63)] }],
  };
}

async function savedClassroom(calc: Record<string, unknown> = classroom()) {
  const { app, context } = getApp();
  const organization = await createOrganization(app, context);
  const projectId = await createProject(organization.owner);
  const phaseId = await createPhase(organization.owner, projectId);
  const roomId = await createRoom(organization.owner, projectId);
  const revision = await saveRevision(organization.owner, roomId, { calc: JSON.stringify(calc), phaseId });
  return { client: organization.owner.client, url: `/api/rooms/${roomId}/rev/${revision.id}/report` };
}

async function pdfText(bytes: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text.replace(/[ \t]+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

/** Eyring per band of a set of surfaces in the classroom, as printed (the engine's own numbers). */
function eyringOf(surfaces: unknown[]): string[] {
  const parsed = parseCalcDocument({ ...classroom(), surfaces });
  if (!parsed.ok) throw new Error(parsed.message);
  return calculateRoom(parsed.value).rt.eyring.map((band) => formatRt(band.value));
}

describe('room reports with a standard and variants', () => {
  it('states the verdict of the room as built and each band against DIN 18041 A3, leaving the proposal out', async () => {
    const { client, url } = await savedClassroom();
    const response = await client.get(url);
    expect(response.statusCode).toBe(200);
    const report = response.json().report as RoomReport;
    expect(report.standard).toMatchObject({
      name: 'DIN 18041 A3',
      roomType: 'A3 Education/communication',
      note: 'T_soll = 0.56 s at V = 189 m³.',
      model: 'Eyring',
      verdict: 'DIN 18041 A3: passes at 125-250 Hz and 1000-4000 Hz, fails at 500 Hz by less than 0.1 s',
      passes: false,
    });
    expect(report.standard?.source).toMatch(/^DIN 18041:2016-03 .* Edition 2016-03\.$/);
    expect(report.standard?.rows.map((row) => [row.band, row.limits, row.outcome])).toEqual([
      ['125 Hz', '0.36-0.81 s', 'passes'],
      ['250 Hz', '0.45-0.67 s', 'passes'],
      ['500 Hz', '0.45-0.67 s', 'fails'],
      ['1000 Hz', '0.45-0.67 s', 'passes'],
      ['2000 Hz', '0.45-0.67 s', 'passes'],
      ['4000 Hz', '0.36-0.67 s', 'passes'],
    ]);
    expect(report.standard?.rows[2]).toMatchObject({ value: '0.71 s', margin: '−0.04 s' });
    // The proposal is not in the surfaces table, and every other surface keeps its number and name.
    expect(report.surfaces.rows.map((row) => [row.number, row.name])).toEqual([
      [1, 'Walls'],
      [3, 'Floor'],
      [4, 'Ceiling'],
    ]);
  });

  it('prints the variants side by side with the change against the first, and the same in the PDF', async () => {
    const { client, url } = await savedClassroom();
    const report = (await client.get(url)).json().report as RoomReport;
    const built = classroom();
    const asBuilt = eyringOf(built.surfaces.filter((item) => !('propose' in item)));
    const optionA = eyringOf(built.variants[0]?.surfaces ?? []);
    expect(report.variants.map((variant) => [variant.name, variant.model, variant.values])).toEqual([
      ['As built', 'Eyring', asBuilt],
      ['Option A: ceiling', 'Eyring', optionA],
    ]);
    expect(report.variants[0]?.changes).toEqual([]);
    expect(report.variants[1]?.changes).toEqual(
      optionA.map((value, band) => {
        const change = Number(value) - Number(asBuilt[band]);
        const text = formatRt(Math.abs(change));
        return Number(text) === 0 ? '0.0' : `${change < 0 ? '−' : '+'}${text}`;
      }),
    );
    expect(report.variants[1]?.verdict).toBe('DIN 18041 A3: passes');

    const pdf = await client.get(`${url.replace(/\/report$/, '/report.pdf')}`);
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Standard: DIN 18041 A3');
    expect(text).toContain(report.standard?.verdict);
    expect(text).toContain('500 Hz 0.71 s 0.45-0.67 s −0.04 s fails');
    expect(text).toContain('Variants');
    expect(text).toContain(`As built ${asBuilt.join(' ')}`);
    expect(text).toContain(`Option A: ceiling ${optionA.join(' ')}`);
    // The PDF prints no number the report page does not show.
    const shown = new Set(JSON.stringify(report).match(/\d+(?:\.\d+)?/g));
    for (const tick of report.chart.yTicks) shown.add(tick.toFixed(report.chart.tickDecimals));
    for (let page = 1; page <= 9; page++) shown.add(String(page));
    expect((text.match(/\d+(?:\.\d+)?/g) ?? []).filter((number) => !shown.has(number))).toEqual([]);
  });

  it('has no standard section and no variants for an ordinary calculation', async () => {
    const { standard: _standard, variants: _variants, variantName: _name, ...plain } = classroom();
    const { client, url } = await savedClassroom(plain);
    const report = (await client.get(url)).json().report as RoomReport;
    expect(report.standard).toBeNull();
    expect(report.variants).toEqual([]);
    const text = await pdfText((await client.get(url.replace(/\/report$/, '/report.pdf'))).rawPayload);
    expect(text).not.toContain('Standard:');
    expect(text).not.toContain('Variants');
  });

  it("refuses to save a variant's value out of its range, naming the variant and the field", async () => {
    const calc = classroom();
    const broken = {
      ...calc,
      variants: [
        { name: 'Option A: ceiling', surfaces: [surface('Ceiling', { ...TILE, a500: 12 }, { fc: 63 })] },
      ],
    };
    const { app, context } = getApp();
    const organization = await createOrganization(app, context);
    const projectId = await createProject(organization.owner);
    const phaseId = await createPhase(organization.owner, projectId);
    const roomId = await createRoom(organization.owner, projectId);
    const response = await organization.owner.client.post(`/api/rooms/${roomId}/rev`, {
      calc: JSON.stringify(broken),
      revisionComment: 'Options',
      phaseId,
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(
      'Option A: ceiling, Surface #1, coefficient at 500 Hz: Must be between 0 and 10',
    );
  });
});
