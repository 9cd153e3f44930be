import { RAYTRACE_LIMITS } from '@roomtone/contracts';
import { CURVE_STEP_SECONDS, SIMULATION_LIMITS } from '@roomtone/raytracer';
import { describe, expect, it } from 'vitest';

describe('ray tracer limits', () => {
  it('refuses at the field exactly what the simulation refuses to run', () => {
    expect(RAYTRACE_LIMITS.minRays).toBe(SIMULATION_LIMITS.minRays);
    expect(RAYTRACE_LIMITS.maxRays).toBe(SIMULATION_LIMITS.maxRays);
    expect(RAYTRACE_LIMITS.maxImageSourceOrder).toBe(SIMULATION_LIMITS.maxImageSourceOrder);
    expect(RAYTRACE_LIMITS.minWallDistanceM).toBe(SIMULATION_LIMITS.minWallDistanceM);
    // The longest response at the curves' step, plus its first point.
    expect(RAYTRACE_LIMITS.maxCurvePoints).toBe(
      Math.round(SIMULATION_LIMITS.maxDurationSeconds / CURVE_STEP_SECONDS) + 1,
    );
  });
});
