/**
 * The specular reflection paths from the source to the receiver up to an order, for the 3D view:
 * each image source's straight line to the receiver, folded back into the room at every wall it
 * crosses (the image method read backwards).
 */
import { imageSources, type Point, type RaytracerRoom } from '@roomtone/raytracer';

/** One path: its points from the source to the receiver and its order. */
export type ReflectionPath = { order: number; points: Point[] };

/** Most paths drawn, so a high order never floods the view. */
export const MAX_PATHS = 200;

function unfold(room: RaytracerRoom, receiver: Point, image: Point, distance: number): Point[] {
  const size = [room.lengthM, room.widthM, room.heightM];
  const position = [receiver.x, receiver.y, receiver.z];
  const direction = [
    (image.x - receiver.x) / distance,
    (image.y - receiver.y) / distance,
    (image.z - receiver.z) / distance,
  ];
  const points: Point[] = [{ ...receiver }];
  let remaining = distance;
  for (let bounce = 0; bounce < 64 && remaining > 1e-9; bounce++) {
    let step = remaining;
    let axis = -1;
    for (let index = 0; index < 3; index++) {
      const d = direction[index] ?? 0;
      const p = position[index] ?? 0;
      const wall = d > 0 ? ((size[index] ?? 0) - p) / d : d < 0 ? -p / d : Number.POSITIVE_INFINITY;
      if (wall < step - 1e-9) {
        step = wall;
        axis = index;
      }
    }
    for (let index = 0; index < 3; index++)
      position[index] = (position[index] ?? 0) + (direction[index] ?? 0) * step;
    points.push({ x: position[0] ?? 0, y: position[1] ?? 0, z: position[2] ?? 0 });
    remaining -= step;
    if (axis < 0) break;
    direction[axis] = -(direction[axis] ?? 0);
  }
  return points.reverse();
}

/** The specular paths of order 0 (direct sound) up to `maxOrder`, earliest first. */
export function reflectionPaths(
  room: RaytracerRoom,
  source: Point,
  receiver: Point,
  maxOrder: number,
): ReflectionPath[] {
  const none = { lr: 0, fr: 0, fc: 0 };
  return imageSources(room, source, receiver, maxOrder, none)
    .slice(0, MAX_PATHS)
    .map((image) => ({
      order: image.order,
      points: unfold(room, receiver, image.position, image.distanceM),
    }));
}
