/**
 * Specular image sources of a shoebox (Allen & Berkley, "Image method for efficiently simulating
 * small-room acoustics", JASA 65, 1979). Along each axis the images of a source at `s` in a room
 * of length `L` lie at `(1 − 2u)·s + 2nL` (u ∈ {0, 1}, n ∈ ℤ), reflected `|n − u|` times by the
 * wall at 0 and `|n|` times by the wall at L. An image of order k arrives after `d/c` seconds with
 * the fluence `Π(1 − α)·(1 − s)^k · e^(−m·d) / (4π·d²)` per unit of emitted energy: each reflection
 * keeps `1 − α` of the energy and, of that, the specular share `1 − s` (the scattered share is left
 * to the ray tracing), and the air takes `e^(−m·d)`.
 */
import { BAND_COUNT } from '@roomtone/acoustics';
import { airAttenuationPerMetre, roomSpeedOfSound } from './room.ts';
import type { AxisScalars, Point, RaytracerRoom, SurfaceGroup } from './types.ts';

/** One image source: its position, order, distance to the receiver and fluence per band. */
export type ImageSource = {
  position: Point;
  order: number;
  /** Reflections on each surface group. */
  reflections: AxisScalars;
  distanceM: number;
  arrivalSeconds: number;
  /** Fluence at the receiver per band, per unit of emitted energy, in 1/m². */
  fluence: number[];
};

type AxisImage = { coordinate: number; reflections: number };

/** The images along one axis with at most `maxOrder` reflections. */
function axisImages(source: number, length: number, maxOrder: number): AxisImage[] {
  const images: AxisImage[] = [];
  const limit = maxOrder + 1;
  for (let n = -limit; n <= limit; n++) {
    for (const u of [0, 1]) {
      const reflections = Math.abs(n - u) + Math.abs(n);
      if (reflections > maxOrder) continue;
      images.push({ coordinate: (1 - 2 * u) * source + 2 * n * length, reflections });
    }
  }
  return images;
}

/** Every image source up to `maxOrder` (the direct sound is order 0) that reaches the receiver. */
export function imageSources(
  room: RaytracerRoom,
  source: Point,
  receiver: Point,
  maxOrder: number,
  scattering: AxisScalars,
): ImageSource[] {
  const speed = roomSpeedOfSound(room);
  const air = airAttenuationPerMetre(room);
  // x: front/rear walls, y: sidewalls, z: floor/ceiling (see types.ts).
  const alongX = axisImages(source.x, room.lengthM, maxOrder);
  const alongY = axisImages(source.y, room.widthM, maxOrder);
  const alongZ = axisImages(source.z, room.heightM, maxOrder);
  const keptShare = (group: SurfaceGroup, band: number, count: number) => {
    const alpha = room.absorptionByAxis[group][band] ?? 0;
    return ((1 - alpha) * (1 - scattering[group])) ** count;
  };
  const sources: ImageSource[] = [];
  for (const x of alongX) {
    for (const y of alongY) {
      if (x.reflections + y.reflections > maxOrder) continue;
      for (const z of alongZ) {
        const order = x.reflections + y.reflections + z.reflections;
        if (order > maxOrder) continue;
        const dx = x.coordinate - receiver.x;
        const dy = y.coordinate - receiver.y;
        const dz = z.coordinate - receiver.z;
        const distanceM = Math.sqrt(dx * dx + dy * dy + dz * dz);
        if (distanceM === 0) continue;
        const spreading = 1 / (4 * Math.PI * distanceM * distanceM);
        const fluence: number[] = [];
        for (let band = 0; band < BAND_COUNT; band++) {
          const walls =
            keptShare('fr', band, x.reflections) *
            keptShare('lr', band, y.reflections) *
            keptShare('fc', band, z.reflections);
          fluence.push(walls * Math.exp(-(air[band] ?? 0) * distanceM) * spreading);
        }
        sources.push({
          position: { x: x.coordinate, y: y.coordinate, z: z.coordinate },
          order,
          reflections: { fr: x.reflections, lr: y.reflections, fc: z.reflections },
          distanceM,
          arrivalSeconds: distanceM / speed,
          fluence,
        });
      }
    }
  }
  sources.sort((a, b) => a.arrivalSeconds - b.arrivalSeconds);
  return sources;
}
