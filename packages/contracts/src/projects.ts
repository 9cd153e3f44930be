import { z } from 'zod';
import { LIMITS, TIMINGS } from './constants.ts';
import { envelopeOf } from './envelope.ts';
import { optionalText, requiredText } from './fields.ts';
import { MESSAGES, NUMBER_MESSAGES } from './messages.ts';
import { UnitsSystemSchema } from './rooms.ts';

/** A UUID path or body value. */
const uuid = z.uuid({ error: MESSAGES.mustBeAnId });

/** Projects per page of the dashboard list. */
export const PROJECT_PAGE_SIZE = 25;

/** Most organization members offered by one project-manager search. */
export const MANAGER_SEARCH_LIMIT = 20;

/** `{id}` path parameter of a project (its uuid). */
export const ProjectParamsSchema = z.object({ id: uuid });
/** `{id}` path parameter of a project. */
export type ProjectParams = z.infer<typeof ProjectParamsSchema>;

/**
 * The sort keys of the dashboard list; a leading minus sorts descending (as
 * docs/product/data.md#partition-query).
 */
export const PROJECT_SORT_KEYS = ['projectId', 'projectName', 'clientName', 'updatedOn'] as const;
/** One sort key of the dashboard list. */
export type ProjectSortKey = (typeof PROJECT_SORT_KEYS)[number];

/** Every accepted `sort` value. */
export const PROJECT_SORTS = [
  'projectId',
  '-projectId',
  'projectName',
  '-projectName',
  'clientName',
  '-clientName',
  'updatedOn',
  '-updatedOn',
] as const satisfies readonly (ProjectSortKey | `-${ProjectSortKey}`)[];
/** One `sort` value of the dashboard list. */
export type ProjectSort = (typeof PROJECT_SORTS)[number];

/** `GET /api/projects`: search, sort, the My/All filter and the page. */
export const ProjectsQuerySchema = z.object({
  q: z.string().trim().max(200).default(''),
  sort: z.enum(PROJECT_SORTS).default('-updatedOn'),
  filter: z.enum(['all', 'mine']).default('all'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
/** `GET /api/projects` query. */
export type ProjectsQuery = z.infer<typeof ProjectsQuerySchema>;

/** One row of the dashboard list (docs/product/data.md#project). */
export const ProjectListItemSchema = z
  .object({
    _id: z.string(),
    projectId: z.string(),
    projectName: z.string(),
    clientName: z.string(),
    projectManagerName: z.string(),
    updatedOn: z.string(),
  })
  .strict();
/** One row of the dashboard list. */
export type ProjectListItem = z.infer<typeof ProjectListItemSchema>;

/** `GET /api/projects`. `hasAssigned` says whether any project has the caller as manager. */
export const ProjectsResponseSchema = envelopeOf({
  projects: z.array(ProjectListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pages: z.object({ total: z.number().int() }).strict(),
  hasAssigned: z.boolean(),
});
/** `GET /api/projects`. */
export type ProjectsResponse = z.infer<typeof ProjectsResponseSchema>;

/** A phase (docs/product/data.md#phase); dates are calendar days, `YYYY-MM-DD`. */
export const PhaseSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    projectId: z.string(),
    /** In cents (hundredths) of the organization's currency. */
    budgetCents: z.number().int(),
    from: z.string().nullable(),
    to: z.string().nullable(),
    createdOn: z.string(),
    updatedOn: z.string(),
  })
  .strict();
/** A phase. */
export type Phase = z.infer<typeof PhaseSchema>;

/** A member of the caller's organization, as the project-manager search offers them. */
export const ManagerOptionSchema = z.object({ id: z.string(), name: z.string(), email: z.string() }).strict();
/** A member of the caller's organization. */
export type ManagerOption = z.infer<typeof ManagerOptionSchema>;

/** A project with its phases (docs/product/data.md#project). `id` is the user-facing project id. */
export const ProjectDetailSchema = z
  .object({
    _id: z.string(),
    id: z.string(),
    name: z.string(),
    projectManager: ManagerOptionSchema.nullable(),
    client: z.object({ _id: z.string(), id: z.string(), name: z.string() }).strict().nullable(),
    organization: z.object({ units: UnitsSystemSchema, currency: z.string() }).strict(),
    phases: z.array(PhaseSchema),
    roomCount: z.number().int(),
    createdOn: z.string(),
    updatedOn: z.string(),
  })
  .strict();
/** A project with its phases. */
export type ProjectDetail = z.infer<typeof ProjectDetailSchema>;

/** `GET /api/projects/{id}` and the answers of create and update. */
export const ProjectResponseSchema = envelopeOf({ project: ProjectDetailSchema });
/** `GET /api/projects/{id}`. */
export type ProjectResponse = z.infer<typeof ProjectResponseSchema>;

/**
 * `POST /api/projects` (new-project dialog: name, id, client). The name is required; the id is
 * marked required in the dialog but an empty one is accepted (docs/product/validation.md#required-fields).
 */
export const CreateProjectBodySchema = z.object({
  name: requiredText(200),
  id: optionalText(60),
  clientId: uuid.nullable().default(null),
});
/** `POST /api/projects`. */
export type CreateProjectBody = z.infer<typeof CreateProjectBodySchema>;

/** A project id (the user-facing one) another project of the organization already has. */
export const PROJECT_ID_TAKEN = 'A project with this ID already exists.';

/** `PUT /api/projects/{id}` (Settings tab): id and name required, manager and client optional. */
export const UpdateProjectBodySchema = z.object({
  id: requiredText(60),
  name: requiredText(200),
  projectManagerId: uuid.nullable(),
  clientId: uuid.nullable(),
});
/** `PUT /api/projects/{id}`. */
export type UpdateProjectBody = z.infer<typeof UpdateProjectBodySchema>;

/** `GET /api/projects/managers?q=`: organization members matching a name or e-mail. */
export const ManagerSearchQuerySchema = z.object({ q: z.string().trim().max(100).default('') });
/** `GET /api/projects/managers?q=`. */
export type ManagerSearchQuery = z.infer<typeof ManagerSearchQuerySchema>;

/** `GET /api/projects/managers?q=` answer. */
export const ManagerSearchResponseSchema = envelopeOf({ members: z.array(ManagerOptionSchema) });
/** `GET /api/projects/managers?q=` answer. */
export type ManagerSearchResponse = z.infer<typeof ManagerSearchResponseSchema>;

/** A project and its dated phases, for the Gantt charts. */
export const TimelineProjectSchema = z
  .object({
    _id: z.string(),
    id: z.string(),
    name: z.string(),
    phases: z.array(
      z.object({ _id: z.string(), name: z.string(), from: z.string(), to: z.string() }).strict(),
    ),
  })
  .strict();
/** A project and its dated phases. */
export type TimelineProject = z.infer<typeof TimelineProjectSchema>;

/** `GET /api/projects/timeline` (pro only): projects with at least one phase that has both dates. */
export const TimelineResponseSchema = envelopeOf({ projects: z.array(TimelineProjectSchema) });
/** `GET /api/projects/timeline`. */
export type TimelineResponse = z.infer<typeof TimelineResponseSchema>;

/** True for a real calendar day written `YYYY-MM-DD` (not 2030-02-31). */
export function isCalendarDay(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/** A calendar day, `YYYY-MM-DD`. */
const calendarDay = z.string({ error: MESSAGES.required }).refine(isCalendarDay, { error: 'Must be a date' });

/** The largest budget, in cents: one trillion units of the currency. */
export const BUDGET_MAX_CENTS = 100_000_000_000_000;

/** An amount as typed: digits (optionally grouped by commas) and at most two decimals. */
const AMOUNT_PATTERN = /^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

/**
 * Reads a budget typed in the currency's units ('12,500.50') as cents (1250050), or says why it
 * is not one. Integer arithmetic on the digits, so no amount is ever rounded.
 */
export function parseBudget(text: string): { cents: number } | { error: string } {
  const value = text.trim();
  if (value === '') return { error: MESSAGES.required };
  const match = AMOUNT_PATTERN.exec(value);
  if (!match) {
    if (/^-\s*[\d,]*\.?\d*$/.test(value) && /\d/.test(value)) return { error: MESSAGES.budgetNegative };
    if (/^[\d,]+\.\d{3,}$/.test(value)) return { error: MESSAGES.budgetDecimals };
    return { error: MESSAGES.budgetNotAnAmount };
  }
  const [whole = '0', fraction = ''] = value.replaceAll(',', '').split('.');
  if (whole.replace(/^0+/, '').length > 13) return { error: MESSAGES.budgetTooLarge };
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (cents > BUDGET_MAX_CENTS) return { error: MESSAGES.budgetTooLarge };
  return { cents };
}

/** Cents as the budget field shows them for editing: '12500.50', '12500'. */
export function budgetText(cents: number): string {
  const whole = Math.trunc(cents / 100);
  const fraction = cents % 100;
  return fraction === 0 ? String(whole) : `${whole}.${String(fraction).padStart(2, '0')}`;
}

/** The budget field of the phase forms: the amount as typed, read as cents. */
const budgetInput = z.string({ error: MESSAGES.required }).transform((text, context) => {
  const parsed = parseBudget(text);
  if ('error' in parsed) {
    context.addIssue({ code: 'custom', message: parsed.error });
    return z.NEVER;
  }
  return parsed.cents;
});

/** A budget in cents, as the API takes it: a whole number from 0 to {@link BUDGET_MAX_CENTS}. */
const budgetCents = z
  .number({ error: (issue) => (issue.input === undefined ? MESSAGES.required : MESSAGES.budgetNotAnAmount) })
  .int({ error: MESSAGES.budgetDecimals })
  .min(0, { error: MESSAGES.budgetNegative })
  .max(BUDGET_MAX_CENTS, { error: MESSAGES.budgetTooLarge });

/** The 'to' date may not come before the 'from' date. */
export const PHASE_DATES_ORDER = 'To must not be before From';

/** Compared only when both are valid days, so a bad 'from' is not also reported on 'to'. */
function datesInOrder(values: { from: unknown; to: unknown }): boolean {
  return !isCalendarDay(values.from) || !isCalendarDay(values.to) || values.from <= values.to;
}

/** `PUT /api/projects/{id}/phase/{phaseId}` (phase screen): name and budget required, dates optional. */
export const UpdatePhaseBodySchema = z
  .object({
    name: requiredText(200),
    budgetCents,
    from: calendarDay.nullable(),
    to: calendarDay.nullable(),
  })
  .refine(datesInOrder, { error: PHASE_DATES_ORDER, path: ['to'] });
/** `PUT /api/projects/{id}/phase/{phaseId}`. */
export type UpdatePhaseBody = z.infer<typeof UpdatePhaseBodySchema>;

/** `POST /api/projects/{id}/phase` (New Phase dialog): name, budget, from and to all required. */
export const CreatePhaseBodySchema = z
  .object({ name: requiredText(200), budgetCents, from: calendarDay, to: calendarDay })
  .refine(datesInOrder, { error: PHASE_DATES_ORDER, path: ['to'] });
/** `POST /api/projects/{id}/phase`. */
export type CreatePhaseBody = z.infer<typeof CreatePhaseBodySchema>;

/** Moves the typed budget to the body's `budgetCents`. */
function toPhaseBody<Values extends { budget: number }>({ budget, ...rest }: Values) {
  return { ...rest, budgetCents: budget };
}

/** The phase screen's form: the budget typed in the currency's units; parses to the PUT body. */
export const PhaseFormSchema = z
  .object({
    name: requiredText(200),
    budget: budgetInput,
    from: calendarDay.nullable(),
    to: calendarDay.nullable(),
  })
  .refine(datesInOrder, { error: PHASE_DATES_ORDER, path: ['to'] })
  .transform(toPhaseBody);
/** The phase screen's values as typed. */
export type PhaseFormValues = z.input<typeof PhaseFormSchema>;

/** The New Phase dialog's form: the budget typed in the currency's units; parses to the POST body. */
export const NewPhaseFormSchema = z
  .object({ name: requiredText(200), budget: budgetInput, from: calendarDay, to: calendarDay })
  .refine(datesInOrder, { error: PHASE_DATES_ORDER, path: ['to'] })
  .transform(toPhaseBody);
/** The New Phase dialog's values as typed. */
export type NewPhaseFormValues = z.input<typeof NewPhaseFormSchema>;

/** `{id}/phase/{phaseId}` path parameters. */
export const PhaseParamsSchema = z.object({ id: uuid, phaseId: uuid });
/** `{id}/phase/{phaseId}` path parameters. */
export type PhaseParams = z.infer<typeof PhaseParamsSchema>;

/** One phase with the project it belongs to (for the breadcrumb). */
export const PhaseResponseSchema = envelopeOf({
  phase: PhaseSchema,
  project: z.object({ _id: z.string(), id: z.string(), name: z.string() }).strict(),
  /** The organization's currency, which the budget is in. */
  currency: z.string(),
});
/** `GET /api/projects/{id}/phase/{phaseId}`. */
export type PhaseResponse = z.infer<typeof PhaseResponseSchema>;

/** `{id}/room/{roomId}` path parameters. */
export const ProjectRoomParamsSchema = z.object({ id: uuid, roomId: uuid });
/** `{id}/room/{roomId}` path parameters. */
export type ProjectRoomParams = z.infer<typeof ProjectRoomParamsSchema>;

/** The meeting kinds of a note (docs/product/data.md#note). */
export const PROJECT_NOTE_TYPES = ['in-person', 'teleconference'] as const;
/** A meeting kind. */
export type ProjectNoteType = (typeof PROJECT_NOTE_TYPES)[number];

/** Longest note body accepted, in characters of HTML. */
export const NOTE_BODY_MAX_LENGTH = 100_000;

/** A meeting note. `body` is sanitized HTML; `timestamp` is the meeting's date and time (ISO, UTC). */
export const ProjectNoteSchema = z
  .object({
    _id: z.string(),
    type: z.enum(PROJECT_NOTE_TYPES),
    timestamp: z.string(),
    attendees: z.string(),
    body: z.string(),
    createdOn: z.string(),
    createdBy: z.string(),
  })
  .strict();
/** A meeting note. */
export type ProjectNote = z.infer<typeof ProjectNoteSchema>;

/** Message of a note time off the 15-minute steps (docs/product/validation.md#dates-and-times). */
export const NOTE_TIME_STEP_MESSAGE = `Choose a time in steps of ${TIMINGS.noteTimeStepMinutes} minutes`;

/**
 * True when a time of day (`HH:mm`, `HH:mm:ss`, `HH:mm:ss.sss`, alone or inside an ISO timestamp)
 * falls on a note time step: minutes a multiple of 15, no seconds. A value without a time is left
 * to the other checks.
 */
export function isOnNoteTimeStep(value: string): boolean {
  const match = /(?:^|T)\d{2}:(\d{2})(?::(\d{2})(?:\.(\d+))?)?/.exec(value);
  if (!match) return true;
  const [, minutes = '0', seconds = '0', fraction = '0'] = match;
  return (
    Number(minutes) % TIMINGS.noteTimeStepMinutes === 0 && Number(seconds) === 0 && /^0*$/.test(fraction)
  );
}

/**
 * `POST /api/projects/{id}/notes` and `PUT .../notes/{noteId}`: the date and time merged into one
 * timestamp, its time on a 15-minute step.
 */
export const ProjectNoteBodySchema = z.object({
  type: z.enum(PROJECT_NOTE_TYPES).default('in-person'),
  timestamp: z.iso
    .datetime({ offset: true, error: MESSAGES.required })
    .refine(isOnNoteTimeStep, { error: NOTE_TIME_STEP_MESSAGE }),
  attendees: requiredText(1000),
  body: z
    .string()
    .max(NOTE_BODY_MAX_LENGTH, { error: `Must be at most ${NOTE_BODY_MAX_LENGTH} characters` })
    .default(''),
});
/** A note's body of a create or update call. */
export type ProjectNoteBody = z.infer<typeof ProjectNoteBodySchema>;

/**
 * The new-note dialog's form: the same type, attendees and body as the call, with the date and the
 * time (15-minute steps) as separate fields that the dialog merges into `timestamp`.
 */
export const ProjectNoteFormSchema = z.object({
  type: ProjectNoteBodySchema.shape.type,
  attendees: ProjectNoteBodySchema.shape.attendees,
  date: z.string({ error: MESSAGES.required }).min(1, { error: MESSAGES.required }),
  time: z
    .string({ error: MESSAGES.required })
    .min(1, { error: MESSAGES.required })
    .refine(isOnNoteTimeStep, { error: NOTE_TIME_STEP_MESSAGE }),
  body: ProjectNoteBodySchema.shape.body,
});
/** The new-note dialog's form. */
export type ProjectNoteForm = z.infer<typeof ProjectNoteFormSchema>;

/** `{id}/notes/{noteId}` path parameters. */
export const ProjectNoteParamsSchema = z.object({ id: uuid, noteId: uuid });
/** `{id}/notes/{noteId}` path parameters. */
export type ProjectNoteParams = z.infer<typeof ProjectNoteParamsSchema>;

/** `GET /api/projects/{id}/notes`: newest meeting first. */
export const ProjectNotesResponseSchema = envelopeOf({ notes: z.array(ProjectNoteSchema) });
/** `GET /api/projects/{id}/notes`. */
export type ProjectNotesResponse = z.infer<typeof ProjectNotesResponseSchema>;

/** One note. */
export const ProjectNoteResponseSchema = envelopeOf({ note: ProjectNoteSchema });
/** One note. */
export type ProjectNoteResponse = z.infer<typeof ProjectNoteResponseSchema>;

/** A room as a partition names it. */
export const ProjectPartitionRoomSchema = z
  .object({ _id: z.string(), name: z.string(), number: z.string() })
  .strict();
/** A room as a partition names it. */
export type ProjectPartitionRoom = z.infer<typeof ProjectPartitionRoomSchema>;

/**
 * A partition between two rooms of a project (docs/product/data.md#partition) with its speech
 * privacy rating on nc + stc (docs/product/constants.md#speech-privacy). `surfaceArea` is in the
 * organization's units.
 */
export const ProjectPartitionSchema = z
  .object({
    _id: z.string(),
    sourceRoom: ProjectPartitionRoomSchema.nullable(),
    receiveRoom: ProjectPartitionRoomSchema.nullable(),
    nc: z.number().int(),
    stc: z.number().int(),
    surfaceArea: z.number(),
    privacy: z.string(),
    createdOn: z.string(),
    updatedOn: z.string(),
  })
  .strict();
/** A partition between two rooms of a project. */
export type ProjectPartition = z.infer<typeof ProjectPartitionSchema>;

/**
 * The NC ratings a partition's receiving room may have: the noise criterion curves of ANSI/ASA
 * S12.2 run from NC-15 to NC-70.
 */
export const PARTITION_NC_RANGE = { min: 15, max: 70 } as const;
/**
 * The STC ratings a partition may have: the transmission-class range of docs/product/constants.md#limits
 * (0-100).
 */
export const PARTITION_STC_RANGE = { min: LIMITS.stcSliderMin, max: LIMITS.stcSliderMax } as const;

/** A whole rating within a range ('Must be between 15 and 70'). */
function rating(range: { min: number; max: number }) {
  const between = NUMBER_MESSAGES.between(range.min, range.max);
  return z
    .number({
      error: (issue) => (issue.input === undefined ? MESSAGES.required : NUMBER_MESSAGES.notANumber),
    })
    .int({ error: 'Must be a whole number' })
    .min(range.min, { error: between })
    .max(range.max, { error: between });
}

/** The NC field of a partition: whole, from NC-15 to NC-70. */
export const PartitionNcSchema = rating(PARTITION_NC_RANGE);
/** The STC field of a partition: whole, from 0 to 100. */
export const PartitionStcSchema = rating(PARTITION_STC_RANGE);

/** `POST /api/projects/{id}/partitions[/{partitionId}]`. */
export const ProjectPartitionBodySchema = z
  .object({
    sourceRoomId: z
      .string({ error: MESSAGES.sourceRoomRequired })
      .min(1, { error: MESSAGES.sourceRoomRequired })
      .pipe(z.uuid({ error: MESSAGES.sourceRoomRequired })),
    receiveRoomId: z
      .string({ error: MESSAGES.receiveRoomRequired })
      .min(1, { error: MESSAGES.receiveRoomRequired })
      .pipe(z.uuid({ error: MESSAGES.receiveRoomRequired })),
    nc: PartitionNcSchema,
    stc: PartitionStcSchema,
    surfaceArea: z
      .number({ error: MESSAGES.required })
      .min(0, { error: 'Must be 0 or more' })
      .max(1e7, { error: 'Must be at most 10,000,000' }),
  })
  .refine((body) => body.sourceRoomId !== body.receiveRoomId, {
    error: MESSAGES.partitionSameRoom,
    path: ['receiveRoomId'],
    // Said as soon as both rooms are chosen, whatever the other fields hold.
    when: ({ value }) => {
      const rooms = value as { sourceRoomId?: unknown; receiveRoomId?: unknown };
      return (
        typeof rooms.sourceRoomId === 'string' &&
        rooms.sourceRoomId !== '' &&
        typeof rooms.receiveRoomId === 'string'
      );
    },
  });
/** `POST /api/projects/{id}/partitions`. */
export type ProjectPartitionBody = z.infer<typeof ProjectPartitionBodySchema>;

/** `{id}/partitions/{partitionId}` path parameters. */
export const ProjectPartitionParamsSchema = z.object({ id: uuid, partitionId: uuid });
/** `{id}/partitions/{partitionId}` path parameters. */
export type ProjectPartitionParams = z.infer<typeof ProjectPartitionParamsSchema>;

/** `GET /api/projects/{id}/partitions`. */
export const ProjectPartitionsResponseSchema = envelopeOf({ partitions: z.array(ProjectPartitionSchema) });
/** `GET /api/projects/{id}/partitions`. */
export type ProjectPartitionsResponse = z.infer<typeof ProjectPartitionsResponseSchema>;

/** One partition. */
export const ProjectPartitionResponseSchema = envelopeOf({ partition: ProjectPartitionSchema });
/** One partition. */
export type ProjectPartitionResponse = z.infer<typeof ProjectPartitionResponseSchema>;
