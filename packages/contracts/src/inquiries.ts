import { z } from 'zod';
import { CalcDocumentTextSchema } from './calc-document.ts';
import { envelopeOf } from './envelope.ts';
import { optionalText, requiredEmail, requiredText } from './fields.ts';
import { MESSAGES } from './messages.ts';
import { SharedCalculationViewSchema } from './sharing.ts';

const uuid = z.uuid({ error: 'Must be an id' });

/** Longest calculation document an inquiry may carry, in characters. */
export const INQUIRY_CALC_MAX_LENGTH = 200_000;
/** Inquiries per page of `GET /api/inquiries`. */
export const INQUIRY_PAGE_SIZE = 20;
/** Longest list of origins allowed to frame a vendor calculator. */
export const VENDOR_FRAME_ORIGINS_MAX = 10;
/** Message of a frame origin that is not `scheme://host[:port]`. */
export const FRAME_ORIGIN_RULE = 'Enter an origin such as https://www.example.com (no path)';

/**
 * `POST /api/inquiries`: the room contact panel of a vendor calculator (docs/product/screens.md, data.md and
 * validation.md). `website` is a honeypot a person never sees: a bot that fills it is answered as if sent.
 */
export const InquiryBodySchema = z.object({
  vendorName: z.string({ error: MESSAGES.required }).trim().min(1, { error: MESSAGES.required }).max(40),
  name: requiredText(120),
  email: requiredEmail(),
  phone: requiredText(40),
  message: requiredText(5000),
  calc: CalcDocumentTextSchema.max(INQUIRY_CALC_MAX_LENGTH, { error: MESSAGES.errorParsingCalculation }),
  website: optionalText(200),
});
/** The contact panel's fields with the calculation. */
export type InquiryBody = z.infer<typeof InquiryBodySchema>;

/** Answer of `POST /api/inquiries`. */
export const InquirySubmittedResponseSchema = envelopeOf({ message: z.string() });

/** Room size and reverberation time of an inquiry's calculation, recomputed by the engine. */
export const InquiryRoomSchema = z
  .object({
    length: z.number(),
    width: z.number(),
    height: z.number(),
    units: z.enum(['Imperial', 'Metric']),
    rt500Seconds: z.number().nullable(),
  })
  .strict();
/** Room summary of an inquiry. */
export type InquiryRoom = z.infer<typeof InquiryRoomSchema>;

/** One inquiry in the list. */
export const InquirySummarySchema = z
  .object({
    id: uuid,
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    message: z.string(),
    vendorName: z.string(),
    isRead: z.boolean(),
    createdOn: z.string(),
    room: InquiryRoomSchema.nullable(),
  })
  .strict();
/** One inquiry in the list. */
export type InquirySummary = z.infer<typeof InquirySummarySchema>;

/** One inquiry with the calculation it carries (JSON text). */
/**
 * One inquiry with its calculation: the calc as sent, and its read-only view with every number
 * recomputed by the server's engine (the shared page's view; null when the calc cannot be read).
 */
export const InquiryDetailSchema = InquirySummarySchema.extend({
  calc: z.string(),
  view: SharedCalculationViewSchema.nullable(),
}).strict();
/** One inquiry with its calculation. */
export type InquiryDetail = z.infer<typeof InquiryDetailSchema>;

/** Sort orders of the inquiry list. */
export const INQUIRY_SORTS = ['date', 'name'] as const;
/** Read filters of the inquiry list. */
export const INQUIRY_READ_FILTERS = ['all', 'unread', 'read'] as const;

/** Query of `GET /api/inquiries`. */
export const InquiryListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  q: z.string().trim().max(200).default(''),
  sort: z.enum(INQUIRY_SORTS).default('date'),
  read: z.enum(INQUIRY_READ_FILTERS).default('all'),
});
/** Query of `GET /api/inquiries`. */
export type InquiryListQuery = z.input<typeof InquiryListQuerySchema>;

/** Answer of `GET /api/inquiries`. */
export const InquiryListResponseSchema = envelopeOf({
  inquiries: z.array(InquirySummarySchema),
  page: z.number().int(),
  pages: z.object({ total: z.number().int() }).strict(),
  total: z.number().int(),
  unread: z.number().int(),
});
/** Answer of `GET /api/inquiries`. */
export type InquiryListResponse = z.infer<typeof InquiryListResponseSchema>;

/** Path of `/api/inquiries/{id}`. */
export const InquiryParamsSchema = z.object({ id: uuid });

/** Answer of `GET /api/inquiries/{id}` and `PUT /api/inquiries/{id}`. */
export const InquiryResponseSchema = envelopeOf({ inquiry: InquiryDetailSchema });
/** Answer of `GET /api/inquiries/{id}`. */
export type InquiryResponse = z.infer<typeof InquiryResponseSchema>;

/** `PUT /api/inquiries/{id}`: mark read or unread. */
export const UpdateInquiryBodySchema = z.object({ isRead: z.boolean({ error: MESSAGES.required }) });
/** `PUT /api/inquiries/{id}` body. */
export type UpdateInquiryBody = z.infer<typeof UpdateInquiryBodySchema>;

/** `POST /api/inquiries/{id}/copy`: the inquiry's calculation as a new revision of a room. */
export const CopyInquiryBodySchema = z.object({
  roomId: z.uuid({ error: MESSAGES.required }),
  phaseId: uuid.nullable().optional(),
  revisionComment: requiredText(500),
});
/** `POST /api/inquiries/{id}/copy` body. */
export type CopyInquiryBody = z.infer<typeof CopyInquiryBodySchema>;

/** Answer of `POST /api/inquiries/{id}/copy` (201). */
export const InquiryCopiedResponseSchema = envelopeOf({
  roomId: uuid,
  revisionNumber: z.number().int(),
});

/** Answer of `GET /api/inquiries/export`: the list as CSV text for the vendor's sales tools. */
export const InquiryExportResponseSchema = envelopeOf({ filename: z.string(), csv: z.string() });

/** The branding and settings a vendor calculator needs (`GET /api/vendors/{vendorName}`). */
export const VendorProfileSchema = z
  .object({
    /** The vendor's organization: its supplier buttons' surface types name it, as signed-in ones do. */
    id: z.string(),
    vendorName: z.string(),
    displayName: z.string(),
    vendorUrl: z.string(),
    vendorUrlName: z.string(),
    hasLogo: z.boolean(),
    acceptsInquiries: z.boolean(),
    showsExperimental: z.boolean(),
  })
  .strict();
/** A vendor calculator's branding. */
export type VendorProfile = z.infer<typeof VendorProfileSchema>;

/** Path of `/api/vendors/{vendorName}`. */
export const VendorParamsSchema = z.object({ vendorName: z.string().max(100) });

/** Answer of `GET /api/vendors/{vendorName}`. */
export const VendorProfileResponseSchema = envelopeOf({ vendor: VendorProfileSchema });

/** `scheme://host[:port]` of http or https, with nothing after it. */
function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value;
  } catch {
    return false;
  }
}

/** Where a vendor embeds its calculator, and whether it shows the Experimental section. */
export const VendorEmbedSettingsSchema = z
  .object({
    frameOrigins: z
      .array(
        z
          .string()
          .trim()
          .transform((value) => value.replace(/\/+$/, '').toLowerCase())
          .refine(isOrigin, { error: FRAME_ORIGIN_RULE }),
      )
      .max(VENDOR_FRAME_ORIGINS_MAX, { error: `At most ${VENDOR_FRAME_ORIGINS_MAX} origins` }),
    showsExperimental: z.boolean(),
  })
  .strict();
/** `PUT /api/vendors/embed` body. */
export type VendorEmbedSettings = z.infer<typeof VendorEmbedSettingsSchema>;

/** Answer of `GET, PUT /api/vendors/embed`. */
export const VendorEmbedResponseSchema = envelopeOf({
  embed: z
    .object({
      vendorName: z.string().nullable(),
      frameOrigins: z.array(z.string()),
      showsExperimental: z.boolean(),
    })
    .strict(),
});
