/**
 * The ray tracer's payloads (issue 25): saving a simulation as a revision of a room with
 * `calcType: 'raytracer'`, and `GET /api/raytraces/{id}` (docs/product/api.md#rooms-and-revisions). A saved
 * simulation keeps its inputs (the room's calc document), its settings (seed included, so it can be run again
 * to the same digits) and its results.
 */
import { z } from 'zod';
import { envelopeOf } from './envelope.ts';
import { requiredText } from './fields.ts';
import { MESSAGES, NUMBER_MESSAGES } from './messages.ts';
import { RevisionSummarySchema } from './rooms.ts';

/** Limits of the simulation settings, checked at the field. */
export const RAYTRACE_LIMITS = {
  minRays: 100,
  maxRays: 1_000_000,
  maxImageSourceOrder: 10,
  maxSeed: 4_294_967_295,
  /** Source and receiver stay at least this far from every surface, in metres. */
  minWallDistanceM: 0.1,
  /** Most points of one decay curve (20 s at 5 ms). */
  maxCurvePoints: 4_001,
} as const;

/** Messages of the ray tracer's fields. */
export const RAYTRACE_MESSAGES = {
  rayCount: `Must be a whole number of rays between ${RAYTRACE_LIMITS.minRays} and 1 000 000`,
  imageSourceOrder: `Must be a whole number between 0 and ${RAYTRACE_LIMITS.maxImageSourceOrder}`,
  scattering: NUMBER_MESSAGES.between(0, 1),
  seed: 'Must be a whole number between 0 and 4 294 967 295',
  coordinate: 'Must be a number in metres',
  insideRoom: `Must be inside the room, at least ${RAYTRACE_LIMITS.minWallDistanceM} m from every surface`,
  notFound: 'Simulation not found',
} as const;

const wholeNumber = (minimum: number, maximum: number, message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(minimum, { error: message })
    .max(maximum, { error: message });

const fraction = z
  .number({ error: RAYTRACE_MESSAGES.scattering })
  .min(0, { error: RAYTRACE_MESSAGES.scattering })
  .max(1, { error: RAYTRACE_MESSAGES.scattering });

const coordinate = z.number({ error: RAYTRACE_MESSAGES.coordinate });

/** A point in the room, in metres from the corner (x along the length, y along the width, z up). */
export const RaytracePointSchema = z.object({ x: coordinate, y: coordinate, z: coordinate }).strict();
/** A point in the room, in metres. */
export type RaytracePoint = z.infer<typeof RaytracePointSchema>;

/** The two presets of the simulation. */
export const RaytraceQualitySchema = z.enum(['fast', 'accurate']);
/** 'fast' or 'accurate'. */
export type RaytraceQuality = z.infer<typeof RaytraceQualitySchema>;

/** Everything besides the room that decides a simulation's result. */
export const RaytraceSettingsSchema = z
  .object({
    quality: RaytraceQualitySchema,
    rayCount: wholeNumber(RAYTRACE_LIMITS.minRays, RAYTRACE_LIMITS.maxRays, RAYTRACE_MESSAGES.rayCount),
    imageSourceOrder: wholeNumber(0, RAYTRACE_LIMITS.maxImageSourceOrder, RAYTRACE_MESSAGES.imageSourceOrder),
    /** Scattering coefficient of each surface group: sidewalls, front/rear, floor/ceiling. */
    scattering: z.object({ lr: fraction, fr: fraction, fc: fraction }).strict(),
    seed: wholeNumber(0, RAYTRACE_LIMITS.maxSeed, RAYTRACE_MESSAGES.seed),
    source: RaytracePointSchema,
    receiver: RaytracePointSchema,
  })
  .strict();
/** The simulation settings. */
export type RaytraceSettings = z.infer<typeof RaytraceSettingsSchema>;

const seconds = z.number().min(0);
const optionalValue = z.number().nullable();
const FitRangeSchema = z.object({ startSeconds: seconds, endSeconds: seconds }).strict().nullable();

/** The results of one octave band. */
export const RaytraceBandSchema = z
  .object({
    frequencyHz: z.number().int().positive(),
    t20Seconds: optionalValue,
    t30Seconds: optionalValue,
    edtSeconds: optionalValue,
    t30SpreadSeconds: optionalValue,
    c50Db: optionalValue,
    c80Db: optionalValue,
    d50: z.number().min(0).max(1).nullable(),
    fits: z.object({ t20: FitRangeSchema, t30: FitRangeSchema, edt: FitRangeSchema }).strict(),
  })
  .strict();

/** A Schroeder decay curve, in dB every `stepSeconds` from the emission. */
export const RaytraceDecayCurveSchema = z
  .object({
    frequencyHz: z.number().int().positive(),
    stepSeconds: z.number().positive(),
    levelsDb: z.array(z.number().max(0)).max(RAYTRACE_LIMITS.maxCurvePoints),
  })
  .strict();

/** What a simulation returns (six bands, 125-4000 Hz). */
export const RaytraceResultsSchema = z
  .object({
    bands: z.array(RaytraceBandSchema).length(6),
    decayCurves: z.array(RaytraceDecayCurveSchema).length(6),
    directArrivalSeconds: seconds,
    imageSourceCount: z.number().int().min(0),
    rayCount: z.number().int().min(0),
    receiverRadiusM: z.number().positive(),
    durationSeconds: z.number().positive(),
    speedOfSoundMps: z.number().positive(),
  })
  .strict();
/** A simulation's results. */
export type RaytraceResults = z.infer<typeof RaytraceResultsSchema>;

/** `POST /api/raytraces`: saves a simulation as a revision of a project room. */
export const SaveRaytraceBodySchema = z.object({
  roomId: z.uuid({ error: MESSAGES.mustBeAnId }),
  phaseId: z.uuid({ error: MESSAGES.mustBeAnId }).nullable().optional(),
  revisionComment: requiredText(500),
  /** The room's calc document (docs/product/data.md#room-calculation) as JSON text. */
  calc: z.string({ error: MESSAGES.required }).min(1, { error: MESSAGES.required }),
  settings: RaytraceSettingsSchema,
  results: RaytraceResultsSchema,
});
/** `POST /api/raytraces`. */
export type SaveRaytraceBody = z.infer<typeof SaveRaytraceBodySchema>;

/** `POST /api/raytraces` answer (201): the revision as the room's list shows it. */
export const RaytraceSavedResponseSchema = envelopeOf({ revision: RevisionSummarySchema });
/** `POST /api/raytraces` answer. */
export type RaytraceSavedResponse = z.infer<typeof RaytraceSavedResponseSchema>;

/** `GET /api/raytraces/{id}`: the id of the revision. */
export const RaytraceParamsSchema = z.object({ id: z.uuid({ error: MESSAGES.mustBeAnId }) });

/** A saved simulation with its room's calc document, settings and results. */
export const RaytraceDetailSchema = RevisionSummarySchema.extend({
  projectId: z.string(),
  calc: z.string(),
  settings: RaytraceSettingsSchema,
  results: RaytraceResultsSchema,
}).strict();
/** A saved simulation. */
export type RaytraceDetail = z.infer<typeof RaytraceDetailSchema>;

/** `GET /api/raytraces/{id}` answer. */
export const RaytraceResponseSchema = envelopeOf({ raytrace: RaytraceDetailSchema });
/** `GET /api/raytraces/{id}` answer. */
export type RaytraceResponse = z.infer<typeof RaytraceResponseSchema>;
