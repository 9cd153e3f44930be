/**
 * Public API of `@roomtone/acoustics`: the pure engine shared by the web app and the server.
 * No I/O, no dependencies, no DOM (the CLI lives in `cli.ts` and is not exported here).
 */
export { type AutoModel, chooseAutoModel, isWithinEyringLimit, isWithinSabineLimit } from './auto-model.ts';
export { calculateRoom } from './calculate.ts';
export * from './constants.ts';
export { formatAlpha, formatRt, formatSabins } from './format.ts';
export { type RoomGeometry, roomGeometry } from './geometry.ts';
export { arauPuchades } from './models/arau-puchades.ts';
export { eyring } from './models/eyring.ts';
export { fitzroy } from './models/fitzroy.ts';
export { fitzroyEyring } from './models/fitzroy-eyring.ts';
export { MODEL_IDS, MODEL_METADATA, MODELS, type ModelId, type ModelMetadata } from './models/metadata.ts';
export {
  type MillingtonSetteInput,
  type MillingtonSurface,
  millingtonSette,
} from './models/millington-sette.ts';
export type { BandInput, BandResult, NullReason, ReverberationModel } from './models/model-types.ts';
export { neubauer } from './models/neubauer.ts';
export { sabine } from './models/sabine.ts';
export { tangentialShare, tohyama, twoDimensionalDecay } from './models/tohyama.ts';
export {
  explainNeubauer,
  type FaceShare,
  type NeubauerExplanation,
  type NeubauerFace,
  type NeubauerGroup,
  type RoomFace,
} from './neubauer-explanation.ts';
export { nrc, nrcMean } from './nrc.ts';
export { type PanelMeasures, panelMeasures } from './panel.ts';
export { isProposedSurface, type ParseOptions, type ParseResult, parseCalcDocument } from './parse.ts';
export { CalcDocumentError } from './parse-values.ts';
export { PRIVACY_THRESHOLDS, type PrivacyRating, speechPrivacy } from './privacy.ts';
export type { RoomResult } from './room-result.ts';
export { type FreeAreas, freeAreaOf, freeAreas } from './sizing/free-area.ts';
export { leastTreatment, metBandCount } from './sizing/least-treatment.ts';
export { PROPOSAL_SURFACE_NAME, proposalSurface, withProposal } from './sizing/proposal-surface.ts';
export { amountText, MAX_PROPOSED_OBJECTS, proposeTreatment } from './sizing/propose-treatment.ts';
export type {
  LeastTreatment,
  ProposeTreatmentOptions,
  TreatmentProduct,
  TreatmentTarget,
} from './sizing/types.ts';
export {
  absorptionPerVolume,
  assessBands,
  assessRoom,
  roomMeasures,
  verdictName,
} from './standards/assess.ts';
export {
  DIN_18041_B_BANDS,
  DIN_18041_TOLERANCE,
  dinBandLimits,
} from './standards/din-18041.ts';
export { isRuleSetId, RULE_SETS, roomTypeOf, ruleSetOf } from './standards/rule-sets.ts';
export * from './standards/types.ts';
export {
  STC_BANDS,
  STC_CONTOUR_OFFSETS,
  STC_MAX_DEFICIENCY,
  STC_MAX_DEFICIENCY_SUM,
  type StcResult,
  soundTransmissionClass,
  stcContour,
} from './stc.ts';
export {
  type BandGoal,
  DEFAULT_GOAL_SHAPE,
  type GoalShape,
  type MidGoal,
  type RtLine,
  SUGGESTION_TYPES,
  type SuggestionCurveDefinition,
  type SuggestionType,
  shapeGoalBands,
  suggestedBandGoals,
  suggestedMidRt,
  suggestionCurve,
} from './suggestions.ts';
export type { AxisBands, SurfaceResult } from './surface-result.ts';
export type { AxisCoefficients } from './surfaces/absorption.ts';
export { explainSurfaces } from './surfaces/explanation.ts';
export { FINISH_SURFACE_TYPES, SPECIAL_SURFACE_TYPES, surfaceKindOfType } from './surfaces/kinds.ts';
export type * from './types.ts';
export { convertCalcDocument } from './unit-conversion.ts';
export {
  airAbsorptionPerLengthUnit,
  celsiusToFahrenheit,
  defaultTemperature,
  fahrenheitToCelsius,
  metresPerLengthUnit,
  reverberationConstant,
  speedOfSound,
  speedOfSoundMetresPerSecond,
  temperatureInCelsius,
} from './units.ts';
export {
  EYRING_IMPOSSIBLE_TEXT,
  NEGATIVE_COEFFICIENT_TEXT,
  ROOM_DIAGONAL_TEXT,
  type RoomWarning,
  SABINE_COEFFICIENT_TEXT,
  SABINE_PROPORTIONS_TEXT,
  type WarningCode,
  type WarningSurface,
} from './warnings.ts';
