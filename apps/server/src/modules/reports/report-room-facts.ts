import {
  type CalcInput,
  formatRt,
  metresPerLengthUnit,
  type RoomResult,
  SUGGESTION_TYPES,
  type SuggestionType,
  suggestedMidRt,
} from '@roomtone/acoustics';
import { type CalcDocument, calcNumberOr, type ReportFact, type ReportResults } from '@roomtone/contracts';
import { fixed, type ReportUnits, size, trimmed } from './report-format.ts';

/** Label of the room's volume among its facts (the project summary reads it). */
export const VOLUME_LABEL = 'Volume';

function isSuggestionType(value: unknown): value is SuggestionType {
  return typeof value === 'string' && Object.hasOwn(SUGGESTION_TYPES, value);
}

function temperatureText(result: RoomResult, units: ReportUnits): string {
  const value =
    units.system === 'Imperial' ? (result.temperatureCelsius * 9) / 5 + 32 : result.temperatureCelsius;
  return `${fixed(value, 1)} ${units.temperature}`;
}

/** The room's facts: its size, air, units, goal and the calculation's settings. */
export function roomFactsOf(
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
