import {
  type BandResult,
  type CalcInput,
  calculateRoom,
  EYRING_MAX_MEAN_ALPHA,
  explainSurfaces,
  formatAlpha,
  formatRt,
  formatSabins,
  isWithinEyringLimit,
  isWithinSabineLimit,
  MODEL_METADATA,
  type ModelId,
  metresPerLengthUnit,
  type NullReason,
  nrc,
  PROPORTION_DIAGONAL_FACTOR,
  parseCalcDocument,
  type RoomResult,
  SABINE_MAX_MEAN_ALPHA,
  SUGGESTION_TYPES,
  type SuggestionType,
  type Surface,
  type SurfaceResult,
  suggestedMidRt,
} from '@roomtone/acoustics';
import {
  CALC_BANDS,
  type CalcDocument,
  CalcDocumentSchema,
  type CalcSurface,
  calcGoalBand,
  calcNumberOr,
  type Organization,
  type PhaseOption,
  type ProjectDetail,
  type ReportBandRow,
  type ReportChart,
  type ReportFact,
  type ReportFormula,
  type ReportModel,
  type ReportPaper,
  type ReportResults,
  type ReportSurface,
  type ReportSurfaces,
  type RevisionDetail,
  type RoomDetail,
  type RoomReport,
  reportModelIds,
  reportWarningOf,
} from '@roomtone/contracts';
import { fixed, isoDay, listText, type ReportUnits, reportUnits, size, trimmed } from './report-format.ts';
import { reportStandardOf, reportVariantsOf } from './report-standard.ts';
import { reportTextBlocks } from './report-text.ts';

/**
 * Builds the report of one revision from what the other modules answer and the stored calc
 * document, with the acoustics engine: the numbers are the engine's, computed here on the server.
 * Pure: the same input gives the same report.
 */

/** What a room report is made from. */
export type RoomReportSource = {
  organization: Organization;
  project: Pick<ProjectDetail, '_id' | 'id' | 'name' | 'client'>;
  room: Pick<RoomDetail, '_id' | 'name' | 'number'>;
  phases: PhaseOption[];
  revision: RevisionDetail;
};

/** A report, or why the stored calculation cannot make one. */
export type RoomReportOutcome = { ok: true; report: RoomReport } | { ok: false; message: string };

/** The report's title. */
export const REPORT_TITLE = 'Reverberation report';

/** Label of the room's volume among its facts (the project summary reads it). */
export const VOLUME_LABEL = 'Volume';

/** Label of the totals row of surface and air absorption together. */
export const TOTAL_ABSORPTION_LABEL = 'Total absorption';

const BAND_COUNT = CALC_BANDS.length;

/** Countries whose offices print on US Letter; everyone else uses A4 (ISO 216). */
const LETTER_COUNTRIES = new Set([
  'US',
  'CA',
  'MX',
  'PH',
  'CL',
  'CO',
  'VE',
  'GT',
  'CR',
  'SV',
  'DO',
  'PR',
  'PA',
]);

/** The paper an organization's country uses. */
export function paperOf(countryCode: string): ReportPaper {
  return LETTER_COUNTRIES.has(countryCode.toUpperCase()) ? 'letter' : 'a4';
}

const NULL_REASON_TEXT: Record<NullReason, string> = {
  'no-absorption': 'no absorption, so the time would be infinite',
  'negative-absorption': 'negative areas remove more absorption than there is',
  'coefficient-at-least-one': 'a coefficient is 1 or more, so ln(1 − ᾱ) is undefined',
  'invalid-room': 'the room needs a length, width and height greater than 0',
};

const SOURCE_OF_TYPE: Record<string, string> = {
  'multiaxis-search': 'Finishes database',
  'multiaxis-search-simple': 'Finishes database',
  'multiaxis-browse-common': 'Common finishes',
  'multiaxis-browse-organization': 'Organization finishes',
  'multiaxis-custom-alpha': 'Custom coefficients',
  'sabin-multiaxis-search': 'Per-object absorption',
  'multiaxis-search-variable': 'Variable finish',
  'existing-room-rt': 'Existing room (measured RT)',
  'multiaxis-absorption-constant': 'Absorption constant (experimental)',
  'audience-area': 'Audience area',
  'master-with-reducers': 'Master surface with reducers',
};

function sourceOfType(type: string): string {
  const known = SOURCE_OF_TYPE[type];
  if (known !== undefined) return known;
  if (type.startsWith('sponsor-') || type.startsWith('vendor-')) return 'Supplier finishes';
  return type;
}

function isSuggestionType(value: unknown): value is SuggestionType {
  return typeof value === 'string' && Object.hasOwn(SUGGESTION_TYPES, value);
}

function bandsWhere(values: readonly number[], test: (value: number) => boolean): number[] {
  return CALC_BANDS.filter((_, band) => test(values[band] ?? 0));
}

function hzList(bands: readonly number[]): string {
  return `${listText(bands.map(String))} Hz`;
}

/** The largest mean coefficient and its band, e.g. '0.21 at 4000 Hz'. */
function largestMean(result: RoomResult): string {
  let best = 0;
  for (let band = 1; band < BAND_COUNT; band++) {
    if ((result.meanAlpha[band] ?? 0) > (result.meanAlpha[best] ?? 0)) best = band;
  }
  return `${formatAlpha(result.meanAlpha[best] ?? 0)} at ${CALC_BANDS[best]} Hz`;
}

function proportionText(result: RoomResult, units: ReportUnits): string {
  return `diagonal ${fixed(result.diagonal, 2)} ${units.length}, limit ${PROPORTION_DIAGONAL_FACTOR}·V^(1/3) = ${fixed(result.diagonalLimit, 2)} ${units.length}`;
}

/** Why Sabine does not apply, or null when it does. */
function sabineProblem(result: RoomResult, units: ReportUnits): string | null {
  const problems: string[] = [];
  if (!result.passesProportionCheck) {
    problems.push(`the room exceeds Sabine proportions (ISO 354; ${proportionText(result, units)})`);
  }
  const bands = bandsWhere(result.meanAlpha, (alpha) => !isWithinSabineLimit(alpha));
  if (result.meanAlpha63 !== null && !isWithinSabineLimit(result.meanAlpha63)) bands.unshift(63);
  if (bands.length > 0) {
    problems.push(
      `the mean absorption coefficient exceeds ${fixed(SABINE_MAX_MEAN_ALPHA, 2)} at ${hzList(bands)}`,
    );
  }
  return problems.length === 0 ? null : listText(problems);
}

/** Why Eyring does not apply, or null when it does. */
function eyringProblem(result: RoomResult): string | null {
  const bands = bandsWhere(result.meanAlpha, (alpha) => !isWithinEyringLimit(alpha));
  if (result.meanAlpha63 !== null && !isWithinEyringLimit(result.meanAlpha63)) bands.unshift(63);
  return bands.length === 0
    ? null
    : `the mean absorption coefficient reaches ${fixed(EYRING_MAX_MEAN_ALPHA, 1)} at ${hzList(bands)}`;
}

function choiceTextOf(choice: ReportModel, result: RoomResult): string {
  if (choice === 'auto') {
    return result.autoModel === null
      ? 'Automatic: no model applies'
      : `Automatic: ${MODEL_METADATA[result.autoModel].label}`;
  }
  if (choice === 'both') return 'Sabine and Eyring';
  return MODEL_METADATA[choice].label;
}

function explanationOf(choice: ReportModel, result: RoomResult, units: ReportUnits): string {
  const sabine = sabineProblem(result, units);
  const eyring = eyringProblem(result);
  if (choice === 'auto') {
    if (result.autoModel === 'sabine') {
      return `The automatic choice is Sabine: the mean absorption coefficient is at most ${fixed(SABINE_MAX_MEAN_ALPHA, 2)} in every band (largest ${largestMean(result)}) and the room passes the ISO 354 proportion check (${proportionText(result, units)}).`;
    }
    if (result.autoModel === 'eyring') {
      return `The automatic choice is Eyring: Sabine does not apply because ${sabine ?? 'its conditions are not met'}; Eyring applies because the mean absorption coefficient is below ${fixed(EYRING_MAX_MEAN_ALPHA, 1)} in every band (largest ${largestMean(result)}).`;
    }
    return `No model applies, so the automatic choice shows no reverberation time: ${eyring ?? sabine ?? 'the room has no valid absorption'}. Add non-absorptive surfaces or limit coefficients below 1.00 in Advanced Settings.`;
  }
  const chosen = choice === 'both' ? 'Sabine and Eyring are' : `${MODEL_METADATA[choice].label} is`;
  const caveats: string[] = [];
  if ((choice === 'sabine' || choice === 'both') && sabine !== null) {
    caveats.push(`Sabine is outside its validity here: ${sabine}`);
  }
  if ((choice === 'eyring' || choice === 'both') && eyring !== null) {
    caveats.push(`Eyring is outside its validity here: ${eyring}`);
  }
  return [
    `${chosen} reported, as chosen in the room's Advanced Settings.`,
    ...caveats.map((text) => `${text}.`),
  ].join(' ');
}

function footnotesOf(ids: ModelId[], result: RoomResult): string[] {
  const notes: string[] = [];
  for (const id of ids) {
    const byReason = new Map<NullReason, number[]>();
    (result.rt[id] ?? []).forEach((band: BandResult, index) => {
      if (band.value !== null || band.reason === undefined) return;
      byReason.set(band.reason, [...(byReason.get(band.reason) ?? []), CALC_BANDS[index] ?? 0]);
    });
    for (const [reason, bands] of byReason) {
      notes.push(`— ${MODEL_METADATA[id].label} at ${hzList(bands)}: ${NULL_REASON_TEXT[reason]}.`);
    }
  }
  return notes;
}

function resultsOf(document: CalcDocument, result: RoomResult, units: ReportUnits): ReportResults {
  const choice = document.settings?.reportModel ?? 'auto';
  const ids = reportModelIds(choice, result);
  const goal = calcGoalBand(document);
  const goalRows: ReportBandRow[] =
    goal.length === 0
      ? []
      : [
          { label: 'RT goal', values: goal.map((point) => formatRt(point.goal)) },
          {
            label: 'Goal range',
            values: goal.map((point) => `${formatRt(point.lower)}–${formatRt(point.upper)}`),
          },
        ];
  return {
    choice,
    choiceText: choiceTextOf(choice, result),
    explanation: explanationOf(choice, result, units),
    rows: ids.map((id) => ({
      id,
      label: MODEL_METADATA[id].label,
      isExperimental: MODEL_METADATA[id].experimental,
      values: (result.rt[id] ?? []).map((band) => formatRt(band.value)),
    })),
    goalRows,
    footnotes: footnotesOf(ids, result),
  };
}

/** Seconds axis of the graph: a round step, ticks from 0 and a top a little above the highest value. */
function chartOf(document: CalcDocument, result: RoomResult, ids: ModelId[]): ReportChart {
  const goal = calcGoalBand(document);
  const series = ids.map((id) => ({
    id,
    label: MODEL_METADATA[id].label,
    values: (result.rt[id] ?? []).map((band) => band.value),
  }));
  const values: number[] = goal.map((point) => point.upper);
  for (const line of series) for (const value of line.values) if (value !== null) values.push(value);
  const highest = Math.max(0.5, ...values) * 1.1;
  const step = highest > 8 ? 2 : highest > 4 ? 1 : highest > 2 ? 0.5 : highest > 1 ? 0.25 : 0.1;
  const tickCount = Math.ceil(highest / step - 1e-9);
  return {
    bands: [...CALC_BANDS],
    yMax: tickCount * step,
    yTicks: Array.from({ length: tickCount + 1 }, (_, index) => Number((index * step).toFixed(2))),
    tickDecimals: step === 0.25 ? 2 : step < 1 ? 1 : 0,
    series,
    goal: goal.map((point) => ({ goal: point.goal, lower: point.lower, upper: point.upper })),
  };
}

function finishNameOf(surface: { finishObj?: { finishName?: string } } | undefined): string {
  return surface?.finishObj?.finishName?.trim() ?? '';
}

function quantityOf(
  input: Surface,
  explained: SurfaceResult,
  units: ReportUnits,
): Pick<ReportSurface, 'quantityLabel' | 'quantityByGroup' | 'quantityTotal'> {
  if (input.kind === 'existing-room') return { quantityLabel: '', quantityByGroup: '', quantityTotal: '—' };
  const isCount = input.kind === 'sabin';
  const values = isCount ? input.multiplier : explained.enteredArea;
  const groups = (['lr', 'fr', 'fc'] as const)
    .filter((group) => values[group] !== 0)
    .map((group) => `${group} ${trimmed(values[group])}`);
  const total = values.lr + values.fr + values.fc;
  return {
    quantityLabel: isCount ? 'Count' : 'Area',
    quantityByGroup: groups.join(', '),
    quantityTotal: isCount
      ? `${trimmed(total)} ${total === 1 ? 'object' : 'objects'}`
      : `${trimmed(total)} ${units.area}`,
  };
}

function finishTextOf(input: Surface, surface: CalcSurface | undefined, name: string): string {
  if (input.kind === 'variable') {
    const a = finishNameOf(surface?.finishA) || 'Finish A';
    const b = finishNameOf(surface?.finishB) || 'Finish B';
    return `${a} ↔ ${b}, ${trimmed(input.balancePercent)} % towards B`;
  }
  if (input.kind === 'existing-room') return 'Sabins from the measured RT';
  const finish = finishNameOf(surface);
  return finish === name ? '' : finish;
}

function surfaceRowOf(
  index: number,
  input: Surface,
  explained: SurfaceResult,
  surface: CalcSurface | undefined,
  units: ReportUnits,
): ReportSurface {
  const name = input.name.trim() || finishNameOf(surface) || `Surface #${index + 1}`;
  const details = surface?.finishObj?.finishDetails?.trim() ?? '';
  const coefficients = explained.coefficients;
  const [, c250, c500, c1000, c2000] = coefficients;
  const nrcValue =
    c250 != null && c500 != null && c1000 != null && c2000 != null ? nrc(c250, c500, c1000, c2000) : null;
  return {
    number: index + 1,
    name,
    finish: finishTextOf(input, surface, name),
    source: details === '' ? sourceOfType(input.type) : `${sourceOfType(input.type)} · ${details}`,
    ...quantityOf(input, explained, units),
    coefficients: coefficients.map((alpha) => formatAlpha(alpha)),
    sabins: explained.sabins.map((sabins) => formatSabins(sabins)),
    nrc: nrcValue === null ? '—' : fixed(nrcValue, 2),
  };
}

function surfacesOf(
  input: CalcInput,
  document: CalcDocument,
  result: RoomResult,
  units: ReportUnits,
): ReportSurfaces {
  const explained = explainSurfaces(input, result);
  const rows: ReportSurface[] = [];
  input.surfaces.forEach((surface, index) => {
    const explanation = explained[index];
    if (!explanation?.isActive) return;
    rows.push(surfaceRowOf(index, surface, explanation, document.surfaces?.[index], units));
  });
  const entered = result.enteredAreas.lr + result.enteredAreas.fr + result.enteredAreas.fc;
  const totals: ReportBandRow[] = [
    { label: 'Surfaces', values: result.sabins.map((value) => formatSabins(value)) },
  ];
  if (input.settings.airAbsorption) {
    totals.push(
      { label: 'Air (4mV)', values: result.airSabins.map((value) => formatSabins(value)) },
      {
        label: TOTAL_ABSORPTION_LABEL,
        values: result.sabins.map((value, band) => formatSabins(value + (result.airSabins[band] ?? 0))),
      },
    );
  }
  totals.push({ label: 'Mean coefficient ᾱ', values: result.meanAlpha.map((value) => formatAlpha(value)) });
  return {
    areaUnit: units.area,
    sabinsUnit: units.sabins,
    rows,
    totalArea: `${trimmed(entered)} ${units.area}`,
    totals,
  };
}

function temperatureText(result: RoomResult, units: ReportUnits): string {
  const value =
    units.system === 'Imperial' ? (result.temperatureCelsius * 9) / 5 + 32 : result.temperatureCelsius;
  return `${fixed(value, 1)} ${units.temperature}`;
}

function roomFactsOf(
  input: CalcInput,
  document: CalcDocument,
  result: RoomResult,
  results: ReportResults,
  units: ReportUnits,
): ReportFact[] {
  const { length, width, height } = result.dimensions;
  const facts: ReportFact[] = [
    {
      label: 'Dimensions (L × W × H)',
      value: `${fixed(length, 2)} × ${fixed(width, 2)} × ${fixed(height, 2)} ${units.length}`,
    },
    { label: VOLUME_LABEL, value: `${size(result.volume)} ${units.volume}` },
    { label: 'Total surface area', value: `${size(result.totalArea)} ${units.area}` },
    { label: 'Temperature', value: temperatureText(result, units) },
    { label: 'Speed of sound', value: `${fixed(result.speedOfSound, 1)} ${units.speed}` },
    {
      label: 'Units',
      value: `${units.system} (${units.length}, ${units.area}, ${units.volume}, ${units.temperature})`,
    },
  ];
  const goal = calcNumberOr(document.rtGoal, 0);
  facts.push({ label: 'RT goal', value: goal > 0 ? `${formatRt(goal)} s (mid-frequency)` : 'Not set' });
  const type = document.gui?.suggestionType;
  if (isSuggestionType(type)) {
    const volumeM3 = result.volume * metresPerLengthUnit(units.system) ** 3;
    const suggested = suggestedMidRt(type, volumeM3);
    facts.push({
      label: 'Suggested RT type',
      value:
        suggested.goal > 0
          ? `${SUGGESTION_TYPES[type].label} (suggests ${formatRt(suggested.goal)} s for this volume)`
          : SUGGESTION_TYPES[type].label,
    });
  }
  facts.push(
    { label: 'Decay range', value: `${trimmed(input.rtDecayDb)} dB` },
    { label: 'Report model', value: results.choiceText },
    { label: 'Air absorption', value: input.settings.airAbsorption ? 'Included' : 'Not included' },
    { label: 'Coefficients limited to 0.99', value: input.settings.limitCoefficients ? 'Yes' : 'No' },
  );
  return facts;
}

function notesOf(input: CalcInput, ids: ModelId[]): string[] {
  const notes = [
    'Every method assumes a rectangular room with a diffuse sound field; area not covered by an entered surface counts as perfectly reflective (α = 0).',
    ...ids.map((id) => `${MODEL_METADATA[id].label}: ${MODEL_METADATA[id].note}`),
    input.settings.airAbsorption
      ? 'Air absorption is included as 4mV, with m = 0.003 per metre at 2000 Hz and 0.008 per metre at 4000 Hz (0 in the lower bands).'
      : 'Air absorption is not included (turned off in Advanced Settings).',
  ];
  if (input.settings.limitCoefficients) {
    notes.push('Surface coefficients are limited to 0.99 before they are multiplied by their areas.');
  }
  if (input.rtDecayDb !== 60) {
    notes.push(
      `Times are reported for a ${trimmed(input.rtDecayDb)} dB decay: each model's RT60 × ${trimmed(input.rtDecayDb)}/60.`,
    );
  }
  notes.push(
    'The values are predictions from the entered surfaces; the finished room may differ with workmanship, furnishing and occupancy, and should be verified by measurement (ISO 3382-2).',
  );
  return notes;
}

const FORMULAS: Record<'sabine' | 'eyring', ReportFormula> = {
  sabine: {
    label: 'Sabine',
    formula: 'T = K·V / (A + 4mV)',
    citation: `${MODEL_METADATA.sabine.citation} Constant K = 24·ln(10)/c as in H. Kuttruff, Room Acoustics, 6th ed., CRC Press (2016), ch. 5.`,
  },
  eyring: {
    label: 'Eyring (Eyring-Norris)',
    formula: 'T = K·V / (−S·ln(1 − ᾱ) + 4mV)',
    citation: MODEL_METADATA.eyring.citation,
  },
};

function appendixOf(choice: ReportModel, units: ReportUnits, revisionNumber: number): RoomReport['appendix'] {
  const models: ('sabine' | 'eyring')[] =
    choice === 'sabine' ? ['sabine'] : choice === 'eyring' ? ['eyring'] : ['sabine', 'eyring'];
  const formulas: ReportFormula[] = models.map((id) => FORMULAS[id]);
  if (choice === 'auto') {
    formulas.push({
      label: 'Automatic model choice',
      formula: `Sabine when ᾱ ≤ ${fixed(SABINE_MAX_MEAN_ALPHA, 2)} in every band and the diagonal is under ${PROPORTION_DIAGONAL_FACTOR}·V^(1/3); otherwise Eyring when ᾱ < ${fixed(EYRING_MAX_MEAN_ALPHA, 1)} in every band; otherwise none.`,
      citation:
        'Room proportion criterion of ISO 354:2003, Acoustics — Measurement of sound absorption in a reverberation room.',
    });
  }
  formulas.push({
    label: 'Noise reduction coefficient',
    formula: 'NRC = (α250 + α500 + α1000 + α2000)/4, rounded to the nearest 0.05',
    citation:
      'ASTM C423, Standard Test Method for Sound Absorption and Sound Absorption Coefficients by the Reverberation Room Method.',
  });
  return {
    introduction: `The reverberation times of this report were computed by the Roomtone acoustics engine from the calculation stored with revision #${revisionNumber}, per octave band from 125 to 4000 Hz, in ${units.system} units.`,
    definitions: [
      { label: 'T', value: 'reverberation time, s' },
      { label: 'V', value: 'room volume L·W·H (m³ or ft³)' },
      { label: 'S', value: 'total room surface 2·(L·H + W·H + L·W) (m² or ft²)' },
      { label: 'A', value: 'surface absorption Σ S_i·α_i, in sabins (m² or ft²)' },
      { label: 'ᾱ', value: 'mean absorption coefficient A/S' },
      { label: 'c', value: 'speed of sound 331.4 + 0.6·θ m/s, θ the air temperature in °C' },
      { label: 'K', value: '24·ln(10)/c, s per unit of length' },
      {
        label: 'm',
        value:
          'air absorption factor: 0.003 per metre at 2000 Hz, 0.008 per metre at 4000 Hz, 0 below (× 0.3048 per foot)',
      },
    ],
    formulas,
  };
}

/** The letterhead of an organization: name, address, report text, logo settings, paper. */
export function reportOrganization(organization: Organization): RoomReport['organization'] {
  return {
    name: organization.name,
    addressLines: addressLinesOf(organization),
    reportText: reportTextBlocks(organization.reportText),
    logoWidthPercent: organization.reportLogoWidth,
    logoUpdatedOn: organization.logoUpdatedOn,
    paper: paperOf(organization.country.code),
  };
}

function addressLinesOf(organization: Organization): string[] {
  const lines = organization.address
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const place = [organization.zip.trim(), organization.country.name.trim()].filter((part) => part !== '');
  if (place.length > 0) lines.push(place.join(' '));
  if (organization.phone.trim() !== '') lines.push(`Tel. ${organization.phone.trim()}`);
  return lines;
}

/** Reads the stored calc text: the document as the calculator keeps it and the engine's input. */
function readCalc(calcText: string): { document: CalcDocument; input: CalcInput } | null {
  let value: unknown;
  try {
    value = JSON.parse(calcText);
  } catch {
    return null;
  }
  const document = CalcDocumentSchema.safeParse(value);
  if (!document.success) return null;
  // The room as built: a proposal not yet accepted counts for nothing but keeps its place, so the
  // engine's surfaces line up with the document's (their names and finishes).
  const input = parseCalcDocument(document.data);
  if (!input.ok) return null;
  return { document: document.data, input: input.value };
}

/**
 * The report of a revision, or the message of docs/product/messages.md#calculator-and-routes when its
 * calculation cannot be parsed.
 */
export function buildRoomReport(source: RoomReportSource, parsingError: string): RoomReportOutcome {
  const { organization, project, room, revision } = source;
  const calc = revision.calcType === 'rtcalc' ? readCalc(revision.calc) : null;
  if (calc === null) return { ok: false, message: parsingError };
  const { document, input } = calc;
  const result = calculateRoom(input);
  const units = reportUnits(input.unitSystem);
  const results = resultsOf(document, result, units);
  const ids = results.rows.map((row) => row.id as ModelId);
  const phase = source.phases.find((option) => option._id === revision.phaseId)?.name ?? '—';
  const date = isoDay(revision.createdOn);
  const projectFacts: ReportFact[] = [
    { label: 'Project', value: project.id === '' ? project.name : `${project.name} (${project.id})` },
    { label: 'Client', value: project.client?.name ?? '—' },
    { label: 'Room', value: `${room.name} (no. ${room.number})` },
    { label: 'Revision', value: `#${revision.id}: ${revision.revisionComment}` },
    { label: 'Author', value: revision.createdBy || '—' },
    { label: 'Date', value: date },
    { label: 'Phase', value: phase },
  ];
  return {
    ok: true,
    report: {
      title: REPORT_TITLE,
      organization: reportOrganization(organization),
      project: { _id: project._id, id: project.id, name: project.name },
      room: { _id: room._id, name: room.name, number: room.number },
      revision: {
        number: revision.id,
        comment: revision.revisionComment,
        author: revision.createdBy,
        date,
      },
      projectFacts,
      roomFacts: roomFactsOf(input, document, result, results, units),
      surfaces: surfacesOf(input, document, result, units),
      results,
      chart: chartOf(document, result, ids),
      standard: reportStandardOf(document, result),
      variants: reportVariantsOf(document),
      warnings: result.warnings.map(reportWarningOf),
      notes: notesOf(input, ids),
      appendix: appendixOf(results.choice, units, revision.id),
    },
  };
}
