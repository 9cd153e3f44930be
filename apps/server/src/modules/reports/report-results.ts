import {
  type BandResult,
  EYRING_MAX_MEAN_ALPHA,
  formatAlpha,
  formatRt,
  isWithinEyringLimit,
  isWithinSabineLimit,
  MODEL_METADATA,
  type ModelId,
  type NullReason,
  PROPORTION_DIAGONAL_FACTOR,
  type RoomResult,
  SABINE_MAX_MEAN_ALPHA,
} from '@roomtone/acoustics';
import {
  CALC_BANDS,
  type CalcDocument,
  calcGoalBand,
  type ReportBandRow,
  type ReportModel,
  type ReportResults,
  reportModelIds,
} from '@roomtone/contracts';
import { fixed, listText, type ReportUnits } from './report-format.ts';

/**
 * The results section of a room report: the reported models' times per band, the goal rows, why
 * the model was chosen (or where a chosen model is outside its validity) and why a band has no time.
 */

const BAND_COUNT = CALC_BANDS.length;

const NULL_REASON_TEXT: Record<NullReason, string> = {
  'no-absorption': 'no absorption, so the time would be infinite',
  'negative-absorption': 'negative areas remove more absorption than there is',
  'coefficient-at-least-one': 'a coefficient is 1 or more, so ln(1 − ᾱ) is undefined',
  'invalid-room': 'the room needs a length, width and height greater than 0',
};

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

/** The results section: the reported models' rows, the goal rows, the choice and its explanation. */
export function resultsOf(document: CalcDocument, result: RoomResult, units: ReportUnits): ReportResults {
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
