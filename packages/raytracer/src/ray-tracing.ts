/**
 * Stochastic ray (particle) tracing of the late part (Vorländer, "Auralization", 2nd ed., ch. 11;
 * Kuttruff, "Room Acoustics", 6th ed., §9.7). Each ray leaves the source in a uniformly random
 * direction with 1/N of the emitted energy per band. At a wall it keeps `1 − α` of its energy per
 * band and is reflected diffusely (Lambert's cosine law) with the probability of the surface's
 * scattering coefficient, specularly otherwise; the air takes `e^(−m·d)` along its path. The
 * receiver is a sphere of radius R: a ray crossing it along a chord ℓ adds the fluence `E·ℓ/V_R`
 * (`V_R = 4πR³/3`) to the time bin of the chord's midpoint, which gives `1/(4π·r²)` for the direct
 * sound on average. Purely specular paths of an order the image sources already hold are not
 * counted again, so the two parts add up without overlap.
 */
import { BAND_COUNT } from '@roomtone/acoustics';
import { createRandom } from './prng.ts';
import { airAttenuationPerMetre, roomSpeedOfSound } from './room.ts';
import type { ProgressListener, RaytracerRoom, RaytracerSettings } from './types.ts';

/** Rays are grouped into this many interleaved batches, each with its own histogram, for the spread. */
export const BATCH_COUNT = 8;

/** A ray stops when every band has lost this share of its energy (90 dB). */
const ENERGY_FLOOR = 1e-9;

/** How often progress is reported, in rays. */
const PROGRESS_EVERY = 2000;

/** Fluence histograms of the rays: `histogram[(batch·BAND_COUNT + band)·binCount + bin]`. */
export type RayHistogram = {
  histogram: Float64Array;
  binCount: number;
  binSeconds: number;
  /** Energy still travelling per band at the start of each coarse bin (only when asked for). */
  energyInFlight: Float64Array | null;
  energyBinSeconds: number;
};

/** Options of `traceRays`. */
export type TraceOptions = {
  binSeconds: number;
  durationSeconds: number;
  receiverRadiusM: number;
  onProgress?: ProgressListener;
  /** Records the energy still travelling every `energyBinSeconds` (for the conservation checks). */
  isRecordingEnergy?: boolean;
  energyBinSeconds?: number;
};

/** Traces `settings.rayCount` rays and returns their fluence at the receiver per band and time bin. */
export function traceRays(
  room: RaytracerRoom,
  settings: RaytracerSettings,
  options: TraceOptions,
): RayHistogram {
  const random = createRandom(settings.seed);
  const bandCount = BAND_COUNT;
  const speed = roomSpeedOfSound(room);
  const air = airAttenuationPerMetre(room);
  const size = [room.lengthM, room.widthM, room.heightM];
  // Walls across x are the front/rear group, across y the sidewalls, across z floor/ceiling.
  const absorption = [room.absorptionByAxis.fr, room.absorptionByAxis.lr, room.absorptionByAxis.fc];
  const scattering = [settings.scattering.fr, settings.scattering.lr, settings.scattering.fc];
  const keep = new Float64Array(3 * bandCount);
  for (let axis = 0; axis < 3; axis++) {
    for (let band = 0; band < bandCount; band++) {
      keep[axis * bandCount + band] = 1 - (absorption[axis]?.[band] ?? 0);
    }
  }
  const binCount = Math.ceil(options.durationSeconds / options.binSeconds);
  const histogram = new Float64Array(BATCH_COUNT * bandCount * binCount);
  const energyBinSeconds = options.energyBinSeconds ?? 0.01;
  const energyBinCount = Math.ceil(options.durationSeconds / energyBinSeconds);
  const energyInFlight = options.isRecordingEnergy ? new Float64Array(bandCount * energyBinCount) : null;
  const radius = options.receiverRadiusM;
  const radiusSquared = radius * radius;
  const receiverVolume = (4 / 3) * Math.PI * radius * radius * radius;
  const receiver = [settings.receiver.x, settings.receiver.y, settings.receiver.z];
  const maxPath = options.durationSeconds * speed;
  const rayCount = settings.rayCount;
  const startEnergy = 1 / rayCount;
  const specularOrderLimit = settings.imageSourceOrder;
  const energy = new Float64Array(bandCount);
  const position = [0, 0, 0];
  const direction = [0, 0, 0];

  for (let ray = 0; ray < rayCount; ray++) {
    const batchOffset = (ray % BATCH_COUNT) * bandCount * binCount;
    position[0] = settings.source.x;
    position[1] = settings.source.y;
    position[2] = settings.source.z;
    // Uniform direction on the sphere.
    const cosTheta = 2 * random() - 1;
    const sinTheta = Math.sqrt(1 - cosTheta * cosTheta);
    const phi = 2 * Math.PI * random();
    direction[0] = sinTheta * Math.cos(phi);
    direction[1] = sinTheta * Math.sin(phi);
    direction[2] = cosTheta;
    energy.fill(startEnergy);
    let path = 0;
    let reflections = 0;
    let isScattered = false;
    let energyBin = 0;

    while (path < maxPath) {
      // Distance to the wall the ray meets next.
      let hitDistance = Number.POSITIVE_INFINITY;
      let hitAxis = 0;
      for (let axis = 0; axis < 3; axis++) {
        const d = direction[axis] ?? 0;
        const p = position[axis] ?? 0;
        let distance = Number.POSITIVE_INFINITY;
        if (d > 0) distance = ((size[axis] ?? 0) - p) / d;
        else if (d < 0) distance = -p / d;
        if (distance < hitDistance) {
          hitDistance = distance;
          hitAxis = axis;
        }
      }
      if (path + hitDistance > maxPath) hitDistance = maxPath - path;

      if (energyInFlight !== null) {
        // Energy travelling at the start of every coarse bin this segment spans.
        const endTime = (path + hitDistance) / speed;
        while (energyBin < energyBinCount && energyBin * energyBinSeconds < endTime) {
          const atPath = energyBin * energyBinSeconds * speed;
          for (let band = 0; band < bandCount; band++) {
            const index = band * energyBinCount + energyBin;
            energyInFlight[index] =
              (energyInFlight[index] ?? 0) + (energy[band] ?? 0) * Math.exp(-(air[band] ?? 0) * atPath);
          }
          energyBin++;
        }
      }

      if (isScattered || reflections > specularOrderLimit) {
        // Chord of the segment through the receiver sphere.
        const wx = (receiver[0] ?? 0) - (position[0] ?? 0);
        const wy = (receiver[1] ?? 0) - (position[1] ?? 0);
        const wz = (receiver[2] ?? 0) - (position[2] ?? 0);
        const along = wx * (direction[0] ?? 0) + wy * (direction[1] ?? 0) + wz * (direction[2] ?? 0);
        const offAxisSquared = wx * wx + wy * wy + wz * wz - along * along;
        if (offAxisSquared < radiusSquared) {
          const half = Math.sqrt(radiusSquared - offAxisSquared);
          const enter = Math.max(0, along - half);
          const leave = Math.min(hitDistance, along + half);
          if (leave > enter) {
            const chord = leave - enter;
            const atPath = path + (enter + leave) / 2;
            const bin = Math.floor(atPath / speed / options.binSeconds);
            if (bin < binCount) {
              const weight = chord / receiverVolume;
              for (let band = 0; band < bandCount; band++) {
                const airShare = Math.exp(-(air[band] ?? 0) * atPath);
                const index = batchOffset + band * binCount + bin;
                histogram[index] = (histogram[index] ?? 0) + (energy[band] ?? 0) * airShare * weight;
              }
            }
          }
        }
      }

      path += hitDistance;
      if (path >= maxPath) break;
      for (let axis = 0; axis < 3; axis++) {
        position[axis] = (position[axis] ?? 0) + (direction[axis] ?? 0) * hitDistance;
      }
      // Land exactly on the wall, so rounding never lets a ray leave the room.
      const wall = (direction[hitAxis] ?? 0) > 0 ? (size[hitAxis] ?? 0) : 0;
      position[hitAxis] = wall;

      let loudest = 0;
      for (let band = 0; band < bandCount; band++) {
        const kept = (energy[band] ?? 0) * (keep[hitAxis * bandCount + band] ?? 0);
        energy[band] = kept;
        const withAir = kept * Math.exp(-(air[band] ?? 0) * path);
        if (withAir > loudest) loudest = withAir;
      }
      reflections++;
      if (loudest < startEnergy * ENERGY_FLOOR) break;

      const inward = wall === 0 ? 1 : -1;
      if (random() < (scattering[hitAxis] ?? 0)) {
        // Lambert: the polar angle from the wall's normal has cos θ = √(1 − u).
        isScattered = true;
        const u = random();
        const sinPolar = Math.sqrt(u);
        const cosPolar = Math.sqrt(1 - u);
        const azimuth = 2 * Math.PI * random();
        const first = (hitAxis + 1) % 3;
        const second = (hitAxis + 2) % 3;
        direction[hitAxis] = inward * cosPolar;
        direction[first] = sinPolar * Math.cos(azimuth);
        direction[second] = sinPolar * Math.sin(azimuth);
      } else {
        direction[hitAxis] = inward * Math.abs(direction[hitAxis] ?? 0);
      }
    }

    if (options.onProgress !== undefined && (ray + 1) % PROGRESS_EVERY === 0) {
      options.onProgress((ray + 1) / rayCount);
    }
  }
  options.onProgress?.(1);
  return {
    histogram,
    binCount,
    binSeconds: options.binSeconds,
    energyInFlight,
    energyBinSeconds,
  };
}
