import { z } from 'zod';
import { CalcDocumentTextSchema } from './calc-document.ts';
import { envelopeOf } from './envelope.ts';
import { requiredText } from './fields.ts';
import { MESSAGES } from './messages.ts';

/**
 * The unit systems of a calculation and of an organization's default (docs/product/data.md#room-calculation).
 */
export const UnitsSystemSchema = z.enum(['Metric', 'Imperial']);
/** 'Metric' or 'Imperial'. */
export type UnitsSystem = z.infer<typeof UnitsSystemSchema>;

/** The two kinds of revision (docs/product/data.md#revision). */
export const CalcTypeSchema = z.enum(['rtcalc', 'raytracer']);
/** 'rtcalc' or 'raytracer'. */
export type CalcType = z.infer<typeof CalcTypeSchema>;

/** Most revisions listed inside `GET /api/rooms/{roomId}` (the full history is paged). */
export const ROOM_DETAIL_REVISION_LIMIT = 50;

/** Revisions per page of the room's revision list. */
export const REVISION_PAGE_SIZE = 10;

/** A UUID path or body value; anything else answers 400 naming the field ('Must be an id'). */
const uuid = z.uuid({ error: MESSAGES.mustBeAnId });

/**
 * One revision as lists show it. `id` is the user-facing revision number (an identity column),
 * `len`/`width`/`height`/`units` are recomputed by the server from the stored calc document.
 */
export const RevisionSummarySchema = z
  .object({
    _id: z.string(),
    id: z.number().int(),
    roomId: z.string(),
    phaseId: z.string().nullable(),
    calcType: CalcTypeSchema,
    revisionComment: z.string(),
    createdOn: z.string(),
    /** The author's full name ('' when the author was removed). */
    createdBy: z.string(),
    len: z.number().nullable(),
    width: z.number().nullable(),
    height: z.number().nullable(),
    units: UnitsSystemSchema.nullable(),
  })
  .strict();
/** One revision as lists show it. */
export type RevisionSummary = z.infer<typeof RevisionSummarySchema>;

/** One revision with its calc document as JSON text (`GET /api/rooms/{roomId}/rev/{revId}`). */
export const RevisionDetailSchema = RevisionSummarySchema.extend({ calc: z.string() }).strict();
/** One revision with its calc document. */
export type RevisionDetail = z.infer<typeof RevisionDetailSchema>;

/** The project a room belongs to, as the calculator needs it. */
export const RoomProjectSchema = z
  .object({
    /** The project's uuid. */
    _id: z.string(),
    /** The user-facing project id. */
    id: z.string(),
    name: z.string(),
    /** The organization's default units. */
    units: UnitsSystemSchema,
  })
  .strict();
/** The project a room belongs to. */
export type RoomProject = z.infer<typeof RoomProjectSchema>;

/** The graph and panel flags the calculator keeps per room (docs/product/data.md#room, its `gui`). */
export const RoomGuiSchema = z.record(z.string(), z.unknown());
/** The graph and panel flags of a room. */
export type RoomGui = z.infer<typeof RoomGuiSchema>;

/** A room with its newest revisions (docs/product/data.md#room). */
export const RoomDetailSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    number: z.string(),
    /** The project's uuid. */
    projectId: z.string(),
    project: RoomProjectSchema,
    phaseId: z.string().nullable(),
    /** The active revision's number, or null before the first save. */
    activeRTRevision: z.number().int().nullable(),
    gui: RoomGuiSchema,
    /** Newest first, at most {@link ROOM_DETAIL_REVISION_LIMIT}. */
    revisions: z.array(RevisionSummarySchema),
    /** All revisions of the room (the list above may be shorter). */
    revisionCount: z.number().int(),
    createdOn: z.string(),
    updatedOn: z.string(),
  })
  .strict();
/** A room with its newest revisions. */
export type RoomDetail = z.infer<typeof RoomDetailSchema>;

/** A phase as the revision panel offers it. */
export const PhaseOptionSchema = z.object({ _id: z.string(), name: z.string() }).strict();
/** A phase as the revision panel offers it. */
export type PhaseOption = z.infer<typeof PhaseOptionSchema>;

/** `GET /api/rooms/{roomId}` and `PUT /api/rooms/{roomId}`. */
export const RoomResponseSchema = envelopeOf({
  room: RoomDetailSchema,
  phases: z.array(PhaseOptionSchema),
});
/** `GET /api/rooms/{roomId}`. */
export type RoomResponse = z.infer<typeof RoomResponseSchema>;

/** Where a reverberation time stands against its goal band. */
export const GoalStandingSchema = z.enum(['within', 'above', 'below']);
/** 'within', 'above' or 'below' the goal band. */
export type GoalStanding = z.infer<typeof GoalStandingSchema>;

/** One band of a room's RT summary: the reported model's RT and the goal band, in seconds. */
export const RoomRtBandSchema = z
  .object({
    frequencyHz: z.number(),
    /** Null when the model has no value in this band (or no model applies). */
    rt: z.number().nullable(),
    /** Null without a positive RT goal. */
    goal: z.object({ goal: z.number(), lower: z.number(), upper: z.number() }).strict().nullable(),
    /** Null without a goal or without a value. */
    standing: GoalStandingSchema.nullable(),
  })
  .strict();
/** One band of a room's RT summary. */
export type RoomRtBand = z.infer<typeof RoomRtBandSchema>;

/** The active revision's RT at 500 Hz and 1 kHz in the model its report shows. */
export const RoomRtSummarySchema = z
  .object({
    /** The model's label ('Sabine', 'Eyring', …), or null when the automatic choice finds none. */
    model: z.string().nullable(),
    /** True when the model is the automatic choice of the room's Advanced Settings. */
    isAutomatic: z.boolean(),
    bands: z.array(RoomRtBandSchema),
  })
  .strict();
/** The active revision's RT at 500 Hz and 1 kHz. */
export type RoomRtSummary = z.infer<typeof RoomRtSummarySchema>;

/** One row of a project's Rooms tab. */
export const RoomListItemSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    number: z.string(),
    projectId: z.string(),
    activeRTRevision: z.number().int().nullable(),
    revisionCount: z.number().int(),
    createdOn: z.string(),
    /** The last change: the newest of the room's own update and its newest revision. */
    updatedOn: z.string(),
    /**
     * The active revision's RT summary; null without an active revision or when it holds no RT
     * calculation that can be read.
     */
    rtSummary: RoomRtSummarySchema.nullable().optional(),
  })
  .strict();
/** One row of a project's Rooms tab. */
export type RoomListItem = z.infer<typeof RoomListItemSchema>;

/** `GET /api/rooms?projectId=`. */
export const RoomsQuerySchema = z.object({ projectId: uuid });
/** `GET /api/rooms?projectId=`. */
export type RoomsQuery = z.infer<typeof RoomsQuerySchema>;

/** `GET /api/rooms?projectId=`: the project's rooms, by number. */
export const RoomsResponseSchema = envelopeOf({ rooms: z.array(RoomListItemSchema) });
/** `GET /api/rooms?projectId=`. */
export type RoomsResponse = z.infer<typeof RoomsResponseSchema>;

/** Room name and number (docs/product/validation.md#projects-phases-and-rooms). */
const roomFields = {
  name: requiredText(120),
  number: requiredText(40),
};

/** `POST /api/rooms` (New Room dialog). */
export const CreateRoomBodySchema = z.object({ projectId: uuid, ...roomFields });
/** `POST /api/rooms`. */
export type CreateRoomBody = z.infer<typeof CreateRoomBodySchema>;

/** The New Room dialog's form: the body without the project (taken from the page) plus the checkbox. */
export const NewRoomFormSchema = z.object({ ...roomFields, openCalculator: z.boolean() });
/** The New Room dialog's form. */
export type NewRoomForm = z.infer<typeof NewRoomFormSchema>;

/**
 * `PUT /api/rooms/{roomId}` (Room Settings). `activeRTRevision` is a revision number of this
 * room; it is required once the room has revisions ('This field is required').
 */
export const UpdateRoomBodySchema = z.object({
  ...roomFields,
  activeRTRevision: z
    .number({ error: MESSAGES.required })
    .int({ error: MESSAGES.required })
    .positive({ error: MESSAGES.required })
    .nullable(),
});
/** `PUT /api/rooms/{roomId}`. */
export type UpdateRoomBody = z.infer<typeof UpdateRoomBodySchema>;

/** `POST /api/rooms` answer. */
export const RoomCreatedResponseSchema = envelopeOf({ room: RoomListItemSchema });
/** `POST /api/rooms` answer. */
export type RoomCreatedResponse = z.infer<typeof RoomCreatedResponseSchema>;

/** `{roomId}` path parameter. */
export const RoomParamsSchema = z.object({ roomId: uuid });
/** `{roomId}` path parameter. */
export type RoomParams = z.infer<typeof RoomParamsSchema>;

/** Message of a `revId` path value that is not a revision number. */
export const REVISION_NUMBER_MESSAGE = 'Must be a revision number';

/** `{roomId}/rev/{revId}` path parameters: `revId` is the revision number. */
export const RevisionParamsSchema = z.object({
  roomId: uuid,
  revId: z.coerce
    .number({ error: REVISION_NUMBER_MESSAGE })
    .int({ error: REVISION_NUMBER_MESSAGE })
    .positive({ error: REVISION_NUMBER_MESSAGE })
    .max(Number.MAX_SAFE_INTEGER, { error: REVISION_NUMBER_MESSAGE }),
});
/** `{roomId}/rev/{revId}` path parameters. */
export type RevisionParams = z.infer<typeof RevisionParamsSchema>;

/**
 * `POST /api/rooms/{roomId}/rev`: saves a new revision. `calc` is the calc document as JSON text;
 * the server parses it, recomputes the summary and the results, and never trusts numbers sent
 * with it. `phaseId` is required for pro users (docs/product/validation.md#projects-phases-and-rooms).
 */
export const SaveRevisionBodySchema = z.object({
  calc: CalcDocumentTextSchema,
  revisionComment: requiredText(500),
  phaseId: uuid.nullable().optional(),
});
/** `POST /api/rooms/{roomId}/rev`. */
export type SaveRevisionBody = z.infer<typeof SaveRevisionBodySchema>;

/** `POST /api/rooms/{roomId}/rev` answer (201). */
export const RevisionSavedResponseSchema = envelopeOf({ revision: RevisionSummarySchema });
/** `POST /api/rooms/{roomId}/rev` answer. */
export type RevisionSavedResponse = z.infer<typeof RevisionSavedResponseSchema>;

/** `GET /api/rooms/{roomId}/rev/{revId}` answer. */
export const RevisionResponseSchema = envelopeOf({ revision: RevisionDetailSchema });
/** `GET /api/rooms/{roomId}/rev/{revId}` answer. */
export type RevisionResponse = z.infer<typeof RevisionResponseSchema>;

/** `GET /api/rooms/{roomId}/rev?page=`: the room's revisions, newest first, one page. */
export const RevisionPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
});
/** `GET /api/rooms/{roomId}/rev?page=`. */
export type RevisionPageQuery = z.infer<typeof RevisionPageQuerySchema>;

/** One page of a room's revisions. */
export const RevisionPageResponseSchema = envelopeOf({
  revisions: z.array(RevisionSummarySchema),
  page: z.number().int(),
  pages: z.object({ total: z.number().int() }).strict(),
  total: z.number().int(),
});
/** One page of a room's revisions. */
export type RevisionPageResponse = z.infer<typeof RevisionPageResponseSchema>;

/** Answer of deletes that return nothing but the envelope. */
export const DeletedRecordResponseSchema = envelopeOf({});
/** Answer of deletes. */
export type DeletedRecordResponse = z.infer<typeof DeletedRecordResponseSchema>;
