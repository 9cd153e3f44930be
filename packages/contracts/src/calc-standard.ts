import type { AutoModel, Requirement } from '@roomtone/acoustics';
import type { ReportModel } from './calc-document.ts';

/**
 * The one model a room is held against its standard with, and each variant drawn with (issue
 * 24): the report model of Advanced Settings when it names one (Sabine or Eyring), otherwise the
 * automatic choice; Eyring when the automatic choice finds no model (its values then say why a
 * band has none). The calculator and the report both take it from here.
 */
export function assessedModelOf(
  reportModel: ReportModel | undefined,
  autoModel: AutoModel,
): 'sabine' | 'eyring' {
  if (reportModel === 'sabine' || reportModel === 'eyring') return reportModel;
  return autoModel ?? 'eyring';
}

/*
 * Limits and margins of an assessment in words, at the standard's precision: seconds and A/V to
 * two decimals (DIN 18041 rounds T_soll to 0.01 s), each with its unit. The calculator's table and
 * the report print them alike.
 */

/** The unit of a requirement's values: seconds, or m²/m³ for an A/V rule. */
export function requirementUnit(requirement: Requirement): string {
  return requirement.kind === 'absorption-per-volume' ? 'm²/m³' : 's';
}

/** A band's limits: '0.45-0.82 s', '≤ 0.60 s' or '≥ 0.20 m²/m³'. */
export function limitsText(lower: number | null, upper: number | null, unit: string): string {
  if (lower !== null && upper !== null) return `${lower.toFixed(2)}-${upper.toFixed(2)} ${unit}`;
  if (upper !== null) return `≤ ${upper.toFixed(2)} ${unit}`;
  if (lower !== null) return `≥ ${lower.toFixed(2)} ${unit}`;
  return 'no limit';
}

/** A margin with its sign: '+0.12 s' inside the limits, '−0.20 s' outside. */
export function marginText(margin: number, unit: string): string {
  const sign = margin < 0 ? '−' : '+';
  return `${sign}${Math.abs(margin).toFixed(2)} ${unit}`;
}
