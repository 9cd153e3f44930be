/**
 * Neubauer's eq. 20 for one band of a computed room, term by term: each face with its area,
 * absorption (and the surfaces on it), reflection coefficient and term of its group's sum; each
 * group's mean reflection coefficient, sum, corrected exponent, decay denominator and share of
 * the time. Built from the room result with the model's own functions (`models/neubauer.ts`),
 * so every number is the one the model computed. Read by the calculator's Neubauer detail panel.
 */
import { meanEyringExponent } from './models/eyring.ts';
import type { BandInput, BandResult } from './models/model-types.ts';
import {
  combineGroups,
  faceReflection,
  faceTerm,
  groupExponent,
  groupReflection,
} from './models/neubauer.ts';
import type { RoomResult } from './room-result.ts';
import type { SurfaceResult } from './surface-result.ts';
import type { Axis, AxisValues, FacePlacement } from './types.ts';

/** A face of the rectangular room. */
export type RoomFace = 'ceiling' | 'floor' | 'left' | 'right' | 'front' | 'rear';

/** A surface's absorption on one face. */
export type FaceShare = {
  /** Index of the surface in the document's list. */
  surfaceIndex: number;
  /** Sabins on this face (half the surface's sabins on the axis when it is on both faces). */
  sabins: number;
  /** Whether the surface is spread over both faces of the axis (split evenly). */
  isSplit: boolean;
};

/** One face in its group's sum. */
export type NeubauerFace = {
  face: RoomFace;
  axis: Axis;
  /** `S_i`: half the axis's geometric area. */
  area: number;
  /** `A_i`: the absorption on the face, in sabins. */
  sabins: number;
  /** The surfaces whose absorption is on this face (none with 0 sabins on the axis). */
  shares: FaceShare[];
  /** `ρ_i = 1 − A_i/S_i`. */
  reflection: number;
  /** `ρ_i·(ρ_i − ρ_G)·S_i²`, in area²; `null` when the group's `ρ_G` is not above 0. */
  term: number | null;
};

/** The walls (four faces) or the ceiling and floor (two faces). */
export type NeubauerGroup = {
  group: 'walls' | 'ceilingFloor';
  /** `S_G`. */
  area: number;
  /** `A_G`, in sabins. */
  sabins: number;
  /** `ρ_G = 1 − A_G/S_G`, the group's area-weighted mean reflection coefficient. */
  reflection: number;
  faces: NeubauerFace[];
  /** `Σ_{i∈G} ρ_i(ρ_i − ρ_G)S_i²`; `null` when `ρ_G` is not above 0. */
  termSum: number | null;
  /** `Σ / (ρ_G·S_G)²`. */
  correction: number | null;
  /** `α*_G = −ln ρ̄ + correction`; `null` also when `ᾱ ≥ 1`. */
  exponent: number | null;
  /** `D_G = S·α*_G + 4mV`, in sabins. */
  denominator: number | null;
  /** The group's share of RT60, `(S_G/S)·K·V/D_G`, in seconds; `null` when `D_G` is not above 0. */
  time: number | null;
};

/** Neubauer's eq. 20 for one band, term by term. */
export type NeubauerExplanation = {
  frequencyHz: number;
  /** `ρ̄ = 1 − A/S`, the room's mean reflection coefficient. */
  meanReflection: number;
  /** `−ln ρ̄`, where both groups start; `null` when `ᾱ ≥ 1`. */
  baseExponent: number | null;
  /** Air absorption `4mV`, in sabins. */
  airSabins: number;
  walls: NeubauerGroup;
  ceilingFloor: NeubauerGroup;
  /** `T = (K·V/S)·[S_w/D_w + S_cf/D_cf]` before the decay range is applied, in seconds. */
  rt60: number | null;
  /** The room result's Neubauer value for the band (scaled to `rtDecayDb`, or null with the reason). */
  result: BandResult;
};

const FIRST_FACE: Record<Axis, RoomFace> = { lr: 'left', fr: 'front', fc: 'ceiling' };
const SECOND_FACE: Record<Axis, RoomFace> = { lr: 'right', fr: 'rear', fc: 'floor' };

/** The band's input to the models, as `calculateRoom` gave it. */
function bandInputOf(result: RoomResult, band: number): BandInput {
  const at = (values: { lr: number[]; fr: number[]; fc: number[] }): AxisValues => ({
    lr: values.lr[band] ?? 0,
    fr: values.fr[band] ?? 0,
    fc: values.fc[band] ?? 0,
  });
  return {
    k: result.k,
    volume: result.volume,
    areas: result.geometricAreas,
    totalArea: result.totalArea,
    sabins: at(result.sabinsByAxis),
    airSabins: result.airSabins[band] ?? 0,
    frequencyHz: result.bands[band] ?? 0,
    speedOfSound: result.speedOfSound,
    height: result.dimensions.height,
    faceOffsets: at(result.faceOffsets),
  };
}

/** Which faces of an axis a placement puts a surface on. */
function placementOn(placement: FacePlacement | null, axis: Axis): 'first' | 'second' | 'both' {
  const value = placement?.[axis] ?? 'both';
  if (value === 'both') return 'both';
  return value === FIRST_FACE[axis] ? 'first' : 'second';
}

/** The active surfaces' sabins on one face of an axis. */
function sharesOn(
  surfaces: readonly SurfaceResult[],
  axis: Axis,
  side: 'first' | 'second',
  band: number,
): FaceShare[] {
  const shares: FaceShare[] = [];
  for (const surface of surfaces) {
    const sabins = surface.sabinsByAxis[axis][band] ?? 0;
    if (!surface.isActive || sabins === 0) continue;
    const on = placementOn(surface.placement, axis);
    if (on === 'both') shares.push({ surfaceIndex: surface.index, sabins: sabins / 2, isSplit: true });
    else if (on === side) shares.push({ surfaceIndex: surface.index, sabins, isSplit: false });
  }
  return shares;
}

/** The two faces of an axis, with their terms against the group's `ρ_G`. */
function axisFaces(
  surfaces: readonly SurfaceResult[],
  input: BandInput,
  axis: Axis,
  reflectionOfGroup: number,
  band: number,
): [NeubauerFace, NeubauerFace] {
  const axisArea = input.areas[axis];
  const axisSabins = input.sabins[axis];
  const offset = input.faceOffsets?.[axis] ?? 0;
  const area = axisArea / 2;
  const face = (side: 1 | -1): NeubauerFace => {
    const reflection = faceReflection(axisSabins, offset, axisArea, side);
    return {
      face: side === 1 ? FIRST_FACE[axis] : SECOND_FACE[axis],
      axis,
      area,
      sabins: (axisSabins + side * offset) / 2,
      shares: sharesOn(surfaces, axis, side === 1 ? 'first' : 'second', band),
      reflection,
      term: reflectionOfGroup > 0 ? faceTerm(reflection, reflectionOfGroup, area) : null,
    };
  };
  return [face(1), face(-1)];
}

/** A group's sums and exponent from its faces (terms added in the model's order). */
function groupOf(
  group: NeubauerGroup['group'],
  input: BandInput,
  faces: NeubauerFace[],
  area: number,
  sabins: number,
  baseExponent: number | null,
): NeubauerGroup {
  const reflection = groupReflection(sabins, area);
  const [a, b, c, d] = faces.map((face) => face.term);
  let termSum: number | null = null;
  if (reflection > 0 && a != null && b != null) {
    termSum = c != null && d != null ? a + b + (c + d) : a + b;
  }
  const correction = termSum === null ? null : termSum / (reflection * area) ** 2;
  const exponent =
    termSum === null || baseExponent === null ? null : groupExponent(baseExponent, termSum, reflection, area);
  const denominator = exponent === null ? null : input.totalArea * exponent + input.airSabins;
  const time =
    denominator !== null && denominator > 0
      ? (area * (input.k * input.volume)) / denominator / input.totalArea
      : null;
  return { group, area, sabins, reflection, faces, termSum, correction, exponent, denominator, time };
}

/**
 * Neubauer's eq. 20 term by term for band index `band` (0 = 125 Hz … 5 = 4000 Hz) of a computed
 * room and its surface explanation (`explainSurfaces`); `null` for a room without a positive,
 * finite volume and area, or a band out of range.
 */
export function explainNeubauer(
  result: RoomResult,
  surfaces: readonly SurfaceResult[],
  band: number,
): NeubauerExplanation | null {
  const bandResult = result.rt.neubauer[band];
  if (bandResult === undefined || bandResult.reason === 'invalid-room') return null;
  const input = bandInputOf(result, band);
  const baseExponent = meanEyringExponent(input);
  const { areas, sabins } = input;
  const wallArea = areas.lr + areas.fr;
  const wallReflection = groupReflection(sabins.lr + sabins.fr, wallArea);
  const ceilingFloorReflection = groupReflection(sabins.fc, areas.fc);
  const walls = groupOf(
    'walls',
    input,
    [
      ...axisFaces(surfaces, input, 'lr', wallReflection, band),
      ...axisFaces(surfaces, input, 'fr', wallReflection, band),
    ],
    wallArea,
    sabins.lr + sabins.fr,
    baseExponent,
  );
  const ceilingFloor = groupOf(
    'ceilingFloor',
    input,
    axisFaces(surfaces, input, 'fc', ceilingFloorReflection, band),
    areas.fc,
    sabins.fc,
    baseExponent,
  );
  const rt60 =
    walls.time !== null &&
    ceilingFloor.time !== null &&
    walls.denominator !== null &&
    ceilingFloor.denominator !== null
      ? combineGroups(input, walls.denominator, ceilingFloor.denominator)
      : null;
  return {
    frequencyHz: input.frequencyHz,
    meanReflection: 1 - (sabins.lr + sabins.fr + sabins.fc) / input.totalArea,
    baseExponent,
    airSabins: input.airSabins,
    walls,
    ceilingFloor,
    rt60,
    result: bandResult,
  };
}
