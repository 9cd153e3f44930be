import {
  type CalcInput,
  calculateRoom,
  explainSurfaces,
  formatAlpha,
  formatRt,
  formatSabins,
  MODEL_IDS,
  MODEL_METADATA,
  parseCalcDocument,
  type RoomResult,
  shapeGoalBands,
  type UnitSystem,
} from '@roomtone/acoustics';
import {
  CALC_BANDS,
  type CalcDocument,
  CalcDocumentSchema,
  type CalcNumber,
  type ReportChart,
  type ReportFact,
  type ReportSurface,
  type ReportSurfaces,
  reportWarningOf,
  type SharedCalculationView,
  scaledChart,
} from '@roomtone/contracts';

/**
 * The shared page's numbers, computed here by the acoustics engine from the stored calculation
 * each time it is read: nothing the browser computed is stored or shown. Pure.
 */

type Units = { length: string; area: string; volume: string; temperature: string; sabins: string };

function unitsOf(system: UnitSystem): Units {
  return system === 'Metric'
    ? { length: 'm', area: 'm²', volume: 'm³', temperature: '°C', sabins: 'Sabins (m²)' }
    : { length: 'ft', area: 'ft²', volume: 'ft³', temperature: '°F', sabins: 'Sabins (ft²)' };
}

/** A number with fixed decimals, never '-0.0', plain digits whatever the locale. */
function fixed(value: number, decimals: number): string {
  if (!Number.isFinite(value)) return '—';
  const text = value.toFixed(decimals);
  return Number(text) === 0 ? (0).toFixed(decimals) : text;
}

/** Up to 2 decimals without trailing zeros. */
function trimmed(value: number): string {
  return fixed(value, 2).replace(/\.?0+$/, '') || '0';
}

/** Whole units from 100 up, one decimal below. */
function size(value: number): string {
  return fixed(value, Math.abs(value) >= 100 ? 0 : 1);
}

function numberOf(value: CalcNumber | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : fallback;
}

function goalBand(document: CalcDocument) {
  const rtGoal = numberOf(document.rtGoal, 0);
  if (!(rtGoal > 0)) return [];
  return shapeGoalBands(rtGoal, {
    multipliers: CALC_BANDS.map((band) => numberOf(document[`x${band}`], 1)),
    upperPercent: CALC_BANDS.map((band) => numberOf(document[`s${band}`], 0)),
    lowerPercent: CALC_BANDS.map((band) => numberOf(document[`l${band}`], 0)),
  });
}

function factsOf(document: CalcDocument, result: RoomResult, units: Units): ReportFact[] {
  const { length, width, height } = result.dimensions;
  const temperature =
    result.unitSystem === 'Imperial' ? (result.temperatureCelsius * 9) / 5 + 32 : result.temperatureCelsius;
  const goal = numberOf(document.rtGoal, 0);
  return [
    {
      label: 'Dimensions (L × W × H)',
      value: `${fixed(length, 2)} × ${fixed(width, 2)} × ${fixed(height, 2)} ${units.length}`,
    },
    { label: 'Volume', value: `${size(result.volume)} ${units.volume}` },
    { label: 'Total surface area', value: `${size(result.totalArea)} ${units.area}` },
    { label: 'Temperature', value: `${fixed(temperature, 1)} ${units.temperature}` },
    { label: 'Units', value: result.unitSystem },
    { label: 'RT goal', value: goal > 0 ? `${formatRt(goal)} s (mid-frequency)` : 'Not set' },
    { label: 'Decay range', value: `${trimmed(result.rtDecayDb)} dB` },
    {
      label: 'Automatic model choice',
      value: result.autoModel === null ? 'No model applies' : MODEL_METADATA[result.autoModel].label,
    },
  ];
}

function chartOf(document: CalcDocument, result: RoomResult): ReportChart {
  const goal = goalBand(document);
  const series = MODEL_IDS.map((id) => ({
    id,
    label: MODEL_METADATA[id].label,
    values: (result.rt[id] ?? []).map((band) => band.value),
  }));
  return scaledChart(
    series,
    goal.map((point) => ({ goal: point.goal, lower: point.lower, upper: point.upper })),
  );
}

/** The graph with only some of its lines (a link preview shows Sabine and Eyring), rescaled to them. */
export function chartOfModels(chart: ReportChart, modelIds: readonly string[]): ReportChart {
  return scaledChart(
    chart.series.filter((line) => modelIds.includes(line.id)),
    chart.goal,
  );
}

function surfacesOf(
  input: CalcInput,
  document: CalcDocument,
  result: RoomResult,
  units: Units,
): ReportSurfaces {
  const rows: ReportSurface[] = [];
  for (const surface of explainSurfaces(input, result)) {
    if (!surface.isActive) continue;
    const stored = document.surfaces?.[surface.index];
    const finish = stored?.finishObj?.finishName?.trim() ?? '';
    const name = surface.name.trim() || finish || `Surface #${surface.index + 1}`;
    const area = surface.enteredArea.lr + surface.enteredArea.fr + surface.enteredArea.fc;
    const groups = (['lr', 'fr', 'fc'] as const)
      .filter((group) => surface.enteredArea[group] !== 0)
      .map((group) => `${group} ${trimmed(surface.enteredArea[group])}`);
    const hasArea = groups.length > 0;
    rows.push({
      number: surface.index + 1,
      name,
      finish: finish === name ? '' : finish,
      source: stored?.finishObj?.finishDetails?.trim() ?? '',
      quantityLabel: hasArea ? 'Area' : '',
      quantityByGroup: groups.join(', '),
      quantityTotal: hasArea ? `${trimmed(area)} ${units.area}` : '—',
      coefficients: surface.coefficients.map((alpha) => formatAlpha(alpha)),
      sabins: surface.sabins.map((sabins) => formatSabins(sabins)),
      nrc: '—',
    });
  }
  const entered = result.enteredAreas.lr + result.enteredAreas.fr + result.enteredAreas.fc;
  return {
    areaUnit: units.area,
    sabinsUnit: units.sabins,
    rows,
    totalArea: `${trimmed(entered)} ${units.area}`,
    totals: [
      { label: 'Surfaces', values: result.sabins.map((value) => formatSabins(value)) },
      { label: 'Air (4mV)', values: result.airSabins.map((value) => formatSabins(value)) },
      { label: 'Mean coefficient ᾱ', values: result.meanAlpha.map((value) => formatAlpha(value)) },
    ],
  };
}

/** The view of a stored calculation, or null when it is not a calculation the engine can compute. */
export function buildSharedView(calc: unknown): SharedCalculationView | null {
  const document = CalcDocumentSchema.safeParse(calc);
  const input = parseCalcDocument(calc);
  if (!document.success || !input.ok) return null;
  const result = calculateRoom(input.value);
  const units = unitsOf(result.unitSystem);
  const name = typeof document.data.name === 'string' ? document.data.name.trim() : '';
  return {
    title: name === '' ? 'Shared calculation' : name,
    facts: factsOf(document.data, result, units),
    autoModel: result.autoModel === null ? null : MODEL_METADATA[result.autoModel].label,
    models: MODEL_IDS.map((id) => ({
      id,
      label: MODEL_METADATA[id].label,
      isExperimental: MODEL_METADATA[id].experimental,
      values: (result.rt[id] ?? []).map((band) => formatRt(band.value)),
    })),
    chart: chartOf(document.data, result),
    surfaces: surfacesOf(input.value, document.data, result, units),
    warnings: result.warnings.map(reportWarningOf),
  };
}
