import { z } from 'zod';
import { envelopeOf } from './envelope.ts';
import { calcText, formatCents, SHARE_PRICE_CENTS, shareMessage } from './payments.ts';
import {
  ReportChartSchema,
  ReportFactSchema,
  ReportModelRowSchema,
  ReportSurfacesSchema,
  ReportWarningSchema,
} from './reports.ts';
import { CalcTypeSchema } from './rooms.ts';

/**
 * Shared calculations ('wavelets', docs/product/data.md, states.md and api.md): a public calculation shared
 * by an unguessable link, for a fee, and later updated by its owner as new versions.
 */

/** A share link: 24 URL-safe characters (144 random bits). */
export const SHARE_LINK_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;

const shareLink = z.string().regex(SHARE_LINK_PATTERN, { error: 'Not a share link' });

/** `POST /api/wavelets/validate`: what Share checks before it opens the payment dialog. */
export const ValidateShareBodySchema = z.object({ calc: calcText(), message: shareMessage() });
/** `POST /api/wavelets/validate`. */
export type ValidateShareBody = z.infer<typeof ValidateShareBodySchema>;

/** `POST /api/wavelets/validate` answer: the calculation can be shared, at this price. */
export const ValidateShareResponseSchema = envelopeOf({
  price: z.object({ amountCents: z.number().int(), label: z.string() }).strict(),
});
/** `POST /api/wavelets/validate` answer. */
export type ValidateShareResponse = z.infer<typeof ValidateShareResponseSchema>;

/** The share price as the Share panel and the payment dialog show it. */
export const SHARE_PRICE_TEXT = formatCents(SHARE_PRICE_CENTS);

/** `POST /api/wavelets` after paying: the paid order becomes the shared calculation. */
export const CreateShareBodySchema = z.object({ paymentId: z.uuid() });
/** `POST /api/wavelets` with a paid order. */
export type CreateShareBody = z.infer<typeof CreateShareBodySchema>;

/** `POST /api/wavelets` with a link: a new version, free for the share's owner. */
export const UpdateShareBodySchema = z.object({
  link: shareLink,
  calc: calcText(),
  message: shareMessage(),
  calcType: CalcTypeSchema.default('rtcalc'),
});
/** `POST /api/wavelets` with a link. */
export type UpdateShareBody = z.infer<typeof UpdateShareBodySchema>;

/** `POST /api/wavelets`: create from a paid order, or add a version to a link. */
export const SaveShareBodySchema = z.union([CreateShareBodySchema.strict(), UpdateShareBodySchema.strict()]);
/** `POST /api/wavelets`. */
export type SaveShareBody = z.infer<typeof SaveShareBodySchema>;

/** `POST /api/wavelets` answer: where the shared calculation now is. */
export const SavedShareResponseSchema = envelopeOf({
  wavelet: z.object({ link: z.string(), version: z.number().int() }).strict(),
});
/** `POST /api/wavelets` answer. */
export type SavedShareResponse = z.infer<typeof SavedShareResponseSchema>;

/** `GET /api/wavelets/s/{link}[/{version}]`. */
export const ShareParamsSchema = z.object({
  link: z.string().max(100),
  version: z.coerce.number().int().min(1).max(1_000_000).optional(),
});
/** Path of a shared calculation. */
export type ShareParams = z.infer<typeof ShareParamsSchema>;

/**
 * `GET /api/wavelets/i/{id}`: a share by its id (the owner's way back to it without the link).
 * Only the share's owner is answered; anyone else gets 404, as for an id that does not exist.
 */
export const ShareIdParamsSchema = z.object({ id: z.uuid() });
/** Path of a share by id. */
export type ShareIdParams = z.infer<typeof ShareIdParamsSchema>;

/** `GET /api/wavelets/preview/{link}/{version}`: a version's RT graph as a PNG (the link preview's image). */
export const SharePreviewParamsSchema = z.object({
  link: z.string().max(100),
  version: z.coerce.number().int().min(1).max(1_000_000),
});
/** Path of a share's preview image. */
export type SharePreviewParams = z.infer<typeof SharePreviewParamsSchema>;

/** One version of a shared calculation, as the version picker lists it. */
export const ShareVersionSchema = z
  .object({ version: z.number().int(), message: z.string(), createdOn: z.string() })
  .strict();
/** One version. */
export type ShareVersion = z.infer<typeof ShareVersionSchema>;

/**
 * What the shared page shows, every number computed by the server's acoustics engine from the
 * stored calculation when it is read: the room's facts, RT of all seven models per band, the
 * graph's data, the surfaces and the warnings.
 */
export const SharedCalculationViewSchema = z
  .object({
    title: z.string(),
    facts: z.array(ReportFactSchema),
    /** The automatic model choice's label, or null when no model applies. */
    autoModel: z.string().nullable(),
    models: z.array(ReportModelRowSchema),
    chart: ReportChartSchema,
    surfaces: ReportSurfacesSchema,
    warnings: z.array(ReportWarningSchema),
  })
  .strict();
/** The shared page's numbers. */
export type SharedCalculationView = z.infer<typeof SharedCalculationViewSchema>;

/** A shared calculation at one version (docs/product/data.md#shared-calculation). */
export const SharedCalculationSchema = z
  .object({
    /** The share's id, for its owner only (`GET /api/wavelets/i/{id}`); null for anyone else. */
    id: z.string().nullable(),
    link: z.string(),
    version: z.number().int(),
    latestVersion: z.number().int(),
    versions: z.array(ShareVersionSchema),
    /** The version's message (the comment given when sharing or updating). */
    message: z.string(),
    createdOn: z.string(),
    calcType: CalcTypeSchema,
    /** The calc document as JSON text (the owner edits it; anyone may open a copy). */
    calc: z.string(),
    /** Whether the caller may add versions (signed-in owner, or the browser that paid). */
    isOwner: z.boolean(),
    /** Null when the stored calculation cannot be computed (then 'Error parsing calculation.'). */
    view: SharedCalculationViewSchema.nullable(),
  })
  .strict();
/** A shared calculation at one version. */
export type SharedCalculation = z.infer<typeof SharedCalculationSchema>;

/** `GET /api/wavelets/s/{link}[/{version}]` and `GET /api/wavelets/i/{id}` answer. */
export const SharedCalculationResponseSchema = envelopeOf({ wavelet: SharedCalculationSchema });
/** `GET /api/wavelets/s/{link}[/{version}]` answer. */
export type SharedCalculationResponse = z.infer<typeof SharedCalculationResponseSchema>;
