import {
  type Assessment,
  assessRoom,
  type BandAssessment,
  calculateRoom,
  formatRt,
  MODEL_METADATA,
  parseCalcDocument,
  type Requirement,
  type RoomResult,
  RULE_SETS,
  roomMeasures,
  verdictName,
} from '@roomtone/acoustics';
import {
  assessedModelOf,
  type CalcDocument,
  calcIssueText,
  checkCalcDocument,
  limitsText,
  marginText,
  type ReportStandard,
  type ReportStandardRow,
  type ReportVariant,
  requirementUnit,
  rtChangeText,
  variantDocument,
  variantsOf,
} from '@roomtone/contracts';

/**
 * The report's standard and variants (issue 24), computed here with the engine like the rest of
 * the report: the room as built (proposals not yet accepted count for nothing) held against the
 * room's standard with the report's model, and every variant's RT per band with the change
 * against the first.
 */

/** The room as built of a document, as the engine computes it (proposals inactive, numbers kept). */
export function roomResultOf(document: CalcDocument): RoomResult | null {
  if (checkCalcDocument(document).length > 0) return null;
  const parsed = parseCalcDocument(document);
  return parsed.ok ? calculateRoom(parsed.value) : null;
}

function assessmentOf(document: CalcDocument, result: RoomResult): Assessment | null {
  const standard = document.standard;
  if (standard === undefined) return null;
  const model = assessedModelOf(document.settings?.reportModel, result.autoModel);
  return assessRoom(result, standard.ruleSet, standard.roomType, model);
}

function bandLabel(band: BandAssessment, requirement: Requirement): string {
  if (band.frequencyHz !== null) return `${band.frequencyHz} Hz`;
  const bands = requirement.kind === 'mean-limit' ? requirement.bands.join(', ') : '';
  const name = requirement.kind === 'mean-limit' ? (requirement.meanLabel ?? 'Mean RT') : 'Mean';
  return `${name} (${bands} Hz)`;
}

function rowOf(band: BandAssessment, requirement: Requirement): ReportStandardRow {
  const unit = requirementUnit(requirement);
  const hasValue = band.value !== null && band.passes !== null;
  return {
    band: bandLabel(band, requirement),
    value: band.value === null ? '—' : `${band.value.toFixed(2)} ${unit}`,
    limits: limitsText(band.lower, band.upper, unit),
    margin: band.margin === null || !hasValue ? '' : marginText(band.margin, unit),
    outcome: !hasValue ? 'no value' : band.passes ? 'passes' : 'fails',
  };
}

/** The room held against its standard, or null when the room has none. */
export function reportStandardOf(document: CalcDocument, result: RoomResult): ReportStandard | null {
  const standard = document.standard;
  const assessment = assessmentOf(document, result);
  if (standard === undefined || assessment === null) return null;
  const ruleSet = RULE_SETS[standard.ruleSet];
  const roomType = ruleSet.roomTypes.find((candidate) => candidate.id === standard.roomType);
  if (roomType === undefined) return null;
  const outcome = roomType.requirement(roomMeasures(result));
  const requirement = assessment.requirement;
  return {
    name: verdictName(ruleSet, roomType),
    roomType: roomType.label,
    rule: roomType.rule,
    note: 'note' in outcome ? (outcome.note ?? '') : '',
    source: `${ruleSet.source} Edition ${ruleSet.edition}.`,
    model: MODEL_METADATA[assessment.model].label,
    verdict: assessment.verdict,
    passes: assessment.passes,
    rows: requirement === null ? [] : assessment.bands.map((band) => rowOf(band, requirement)),
  };
}

/**
 * The variants side by side, the first (the room's own surfaces) first; empty when the room has
 * one variant. Each is given with its own report model (Sabine or Eyring by the same rule as the
 * calculator), its change against the first, and its verdict when the room has a standard.
 */
export function reportVariantsOf(document: CalcDocument): ReportVariant[] {
  const all = variantsOf(document);
  if (all.length < 2) return [];
  const computed = all.map((variant, index) => {
    const room = variantDocument(document, index);
    const [issue] = checkCalcDocument(room).filter((candidate) => !candidate.isMissing);
    const result = roomResultOf(room);
    const model = assessedModelOf(document.settings?.reportModel, result?.autoModel ?? null);
    const values = result === null ? [] : result.rt[model].map((band) => band.value);
    return { variant, result, model, values, issue };
  });
  const first = computed[0]?.values ?? [];
  return computed.map(({ variant, result, model, values, issue }, index) => ({
    name: variant.name,
    model: result === null ? '' : MODEL_METADATA[model].label,
    values: result === null ? [] : values.map((value) => formatRt(value)),
    changes:
      index === 0 || result === null
        ? []
        : values.map((value, band) => rtChangeText(value, first[band] ?? null)),
    verdict: result === null ? '' : (assessmentOf(document, result)?.verdict ?? ''),
    problem:
      result !== null
        ? ''
        : issue !== undefined
          ? calcIssueText(issue)
          : 'The variant has no result: the room needs its length, width and height.',
  }));
}
