/**
 * A whole simulation: specular image sources for the early part and ray tracing for the rest,
 * added into one energy impulse response per band, then the ISO 3382-1 parameters from it.
 * Pure and deterministic: the same room and settings (seed included) give the same numbers.
 */
import { BAND_COUNT, BANDS } from '@roomtone/acoustics';
import { clarity, fitDecay, schroederCurve } from './decay.ts';
import { imageSources } from './image-sources.ts';
import { BATCH_COUNT, type RayHistogram, traceRays } from './ray-tracing.ts';
import { airAttenuationPerMetre, groupAreas, roomSpeedOfSound, roomVolume } from './room.ts';
import {
  BIN_SECONDS,
  CURVE_FLOOR_DB,
  CURVE_STEP_SECONDS,
  MAX_RECEIVER_RADIUS_M,
  SIMULATION_LIMITS,
} from './settings.ts';
import type {
  BandSimulation,
  DecayCurve,
  Point,
  ProgressListener,
  RaytracerRoom,
  RaytracerSettings,
  SimulationResult,
} from './types.ts';

/** Options of `simulate` that do not change its result. */
export type SimulateOptions = { onProgress?: ProgressListener };

function isInside(room: RaytracerRoom, point: Point): boolean {
  const margin = SIMULATION_LIMITS.minWallDistanceM - 1e-9;
  return (
    point.x >= margin &&
    point.y >= margin &&
    point.z >= margin &&
    point.x <= room.lengthM - margin &&
    point.y <= room.widthM - margin &&
    point.z <= room.heightM - margin
  );
}

/** Throws a `RangeError` naming the first setting the simulation cannot run with. */
export function assertSimulatable(room: RaytracerRoom, settings: RaytracerSettings): void {
  for (const [name, value] of [
    ['length', room.lengthM],
    ['width', room.widthM],
    ['height', room.heightM],
  ] as const) {
    if (!(Number.isFinite(value) && value > 2 * SIMULATION_LIMITS.minWallDistanceM)) {
      throw new RangeError(
        `The room's ${name} must be more than ${2 * SIMULATION_LIMITS.minWallDistanceM} m.`,
      );
    }
  }
  for (const group of ['lr', 'fr', 'fc'] as const) {
    const alphas = room.absorptionByAxis[group];
    if (alphas.length !== BAND_COUNT || alphas.some((alpha) => !(alpha >= 0 && alpha <= 1))) {
      throw new RangeError(`Absorption coefficients of ${group} must be 6 values from 0 to 1.`);
    }
    const scattering = settings.scattering[group];
    if (!(scattering >= 0 && scattering <= 1)) throw new RangeError('Scattering must be from 0 to 1.');
  }
  if (!Number.isInteger(settings.rayCount) || settings.rayCount < SIMULATION_LIMITS.minRays) {
    throw new RangeError(`At least ${SIMULATION_LIMITS.minRays} rays are needed.`);
  }
  if (
    !Number.isInteger(settings.imageSourceOrder) ||
    settings.imageSourceOrder < 0 ||
    settings.imageSourceOrder > SIMULATION_LIMITS.maxImageSourceOrder
  ) {
    throw new RangeError(`The image-source order must be 0 to ${SIMULATION_LIMITS.maxImageSourceOrder}.`);
  }
  if (!isInside(room, settings.source)) throw new RangeError('The source must be inside the room.');
  if (!isInside(room, settings.receiver)) throw new RangeError('The receiver must be inside the room.');
}

/**
 * Length of the simulated response: three times the Sabine time the room would have if every
 * surface were as reflective as its least absorptive group (the slowest decay a ray can follow,
 * bouncing between those walls when scattering is low), for the slowest band, within 0.5-20 s.
 * Cutting the response earlier would bend the end of the Schroeder curve down.
 */
export function simulationDuration(room: RaytracerRoom): number {
  const areas = groupAreas(room);
  const totalArea = areas.lr + areas.fr + areas.fc;
  const volume = roomVolume(room);
  const air = airAttenuationPerMetre(room);
  const constant = (24 * Math.LN10) / roomSpeedOfSound(room);
  let longest = 0;
  for (let band = 0; band < BAND_COUNT; band++) {
    const leastAlpha = Math.min(
      room.absorptionByAxis.lr[band] ?? 0,
      room.absorptionByAxis.fr[band] ?? 0,
      room.absorptionByAxis.fc[band] ?? 0,
    );
    const sabins = totalArea * leastAlpha + 4 * (air[band] ?? 0) * volume;
    const seconds = sabins > 0 ? (constant * volume) / sabins : Number.POSITIVE_INFINITY;
    if (seconds > longest) longest = seconds;
  }
  return Math.min(
    SIMULATION_LIMITS.maxDurationSeconds,
    Math.max(SIMULATION_LIMITS.minDurationSeconds, 3 * longest),
  );
}

/** Radius of the receiver sphere: 0.5 m, smaller near a wall or in a small room. */
export function receiverRadius(room: RaytracerRoom, receiver: Point): number {
  const nearestWall = Math.min(
    receiver.x,
    room.lengthM - receiver.x,
    receiver.y,
    room.widthM - receiver.y,
    receiver.z,
    room.heightM - receiver.z,
  );
  const smallestSide = Math.min(room.lengthM, room.widthM, room.heightM);
  return Math.min(MAX_RECEIVER_RADIUS_M, nearestWall, smallestSide / 4);
}

function bandEnergy(
  early: Float64Array,
  rays: RayHistogram,
  band: number,
  batch: number | null,
): Float64Array {
  const { binCount, histogram } = rays;
  const energy = new Float64Array(binCount);
  for (let bin = 0; bin < binCount; bin++) energy[bin] = early[band * binCount + bin] ?? 0;
  const batches = batch === null ? [0, 1, 2, 3, 4, 5, 6, 7] : [batch];
  // One batch holds 1/BATCH_COUNT of the rays: scaled up, it estimates the whole late part.
  const scale = batch === null ? 1 : BATCH_COUNT;
  for (const index of batches) {
    const offset = (index * BAND_COUNT + band) * binCount;
    for (let bin = 0; bin < binCount; bin++) {
      energy[bin] = (energy[bin] ?? 0) + scale * (histogram[offset + bin] ?? 0);
    }
  }
  return energy;
}

function t30Spread(early: Float64Array, rays: RayHistogram, band: number, startBin: number): number | null {
  const values: number[] = [];
  for (let batch = 0; batch < BATCH_COUNT; batch++) {
    const levels = schroederCurve(bandEnergy(early, rays, band, batch), startBin);
    const fit = fitDecay(levels, startBin, rays.binSeconds, -5, -35);
    if (fit === null) return null;
    values.push(fit.seconds);
  }
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  const variance = values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (values.length - 1);
  // The full run averages all batches: its standard error is the batches' spread over √K.
  return (2 * Math.sqrt(variance)) / Math.sqrt(values.length);
}

function decayCurve(levels: number[], frequencyHz: number): DecayCurve {
  const step = Math.round(CURVE_STEP_SECONDS / BIN_SECONDS);
  const levelsDb: number[] = [];
  for (let bin = 0; bin < levels.length; bin += step) {
    const level = levels[bin] ?? Number.NEGATIVE_INFINITY;
    if (!(level >= CURVE_FLOOR_DB)) break;
    levelsDb.push(Math.round(level * 100) / 100);
  }
  return { frequencyHz, stepSeconds: CURVE_STEP_SECONDS, levelsDb };
}

/** Runs the simulation for every band 125-4000 Hz. Throws a `RangeError` before starting on bad input. */
export function simulate(
  room: RaytracerRoom,
  settings: RaytracerSettings,
  options: SimulateOptions = {},
): SimulationResult {
  assertSimulatable(room, settings);
  const durationSeconds = settings.maxTimeSeconds ?? simulationDuration(room);
  const receiverRadiusM = receiverRadius(room, settings.receiver);
  const images = imageSources(
    room,
    settings.source,
    settings.receiver,
    settings.imageSourceOrder,
    settings.scattering,
  );
  const rays = traceRays(room, settings, {
    binSeconds: BIN_SECONDS,
    durationSeconds,
    receiverRadiusM,
    ...(options.onProgress ? { onProgress: options.onProgress } : {}),
  });
  const { binCount } = rays;
  const early = new Float64Array(BAND_COUNT * binCount);
  for (const image of images) {
    const bin = Math.floor(image.arrivalSeconds / BIN_SECONDS);
    if (bin >= binCount) continue;
    for (let band = 0; band < BAND_COUNT; band++) {
      early[band * binCount + bin] = (early[band * binCount + bin] ?? 0) + (image.fluence[band] ?? 0);
    }
  }
  const direct = images.find((image) => image.order === 0);
  const directArrivalSeconds = direct?.arrivalSeconds ?? 0;
  const startBin = Math.floor(directArrivalSeconds / BIN_SECONDS);

  const bands: BandSimulation[] = [];
  const decayCurves: DecayCurve[] = [];
  for (let band = 0; band < BAND_COUNT; band++) {
    const frequencyHz = BANDS[band] ?? 0;
    const energy = bandEnergy(early, rays, band, null);
    const levels = schroederCurve(energy, startBin);
    const t20 = fitDecay(levels, startBin, BIN_SECONDS, -5, -25);
    const t30 = fitDecay(levels, startBin, BIN_SECONDS, -5, -35);
    const edt = fitDecay(levels, startBin, BIN_SECONDS, 0, -10);
    bands.push({
      frequencyHz,
      t20Seconds: t20?.seconds ?? null,
      t30Seconds: t30?.seconds ?? null,
      edtSeconds: edt?.seconds ?? null,
      t30SpreadSeconds: t30 === null ? null : t30Spread(early, rays, band, startBin),
      ...clarity(energy, startBin, BIN_SECONDS),
      fits: { t20: t20?.range ?? null, t30: t30?.range ?? null, edt: edt?.range ?? null },
    });
    decayCurves.push(decayCurve(levels, frequencyHz));
  }
  return {
    bands,
    decayCurves,
    directArrivalSeconds,
    imageSourceCount: images.length,
    rayCount: settings.rayCount,
    receiverRadiusM,
    durationSeconds,
    speedOfSoundMps: roomSpeedOfSound(room),
  };
}
