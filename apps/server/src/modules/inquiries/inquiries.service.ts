import { calculateRoom, parseCalcDocument } from '@roomtone/acoustics';
import {
  type CopyInquiryBody,
  type CurrentUser,
  canDeleteRecords,
  INQUIRY_PAGE_SIZE,
  type InquiryBody,
  type InquiryDetail,
  type InquiryRoom,
  type InquirySummary,
  MESSAGES,
  viewerOf,
} from '@roomtone/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import { requireUser } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import { escapeHtml } from '../../lib/html.ts';
import type { RateLimitRule } from '../../plugins/rate-limit.ts';
import { computeRevision, saveRevision } from '../rooms/revisions.service.ts';
import { sharedViewOf } from '../sharing/sharing.service.ts';
import { findLiveVendor, type Vendor, vendorRecipients } from '../vendors/vendors.service.ts';
import { toInquiryRoom, toInquirySummary } from './inquiries.mapper.ts';
import {
  countInquiries,
  deleteInquiry,
  findInquiry,
  type InquiryFilter,
  insertInquiry,
  listInquiries,
  setInquiryRead,
} from './inquiries.repo.ts';
import { inquiriesCsv } from './inquiry-csv.ts';

const HOUR = 60 * 60;
/** Inquiries per sender address per hour, whatever the client address (docs/vendors.md). */
export const INQUIRY_BY_SENDER: RateLimitRule = { name: 'inquiry-sender', limit: 5, windowSeconds: HOUR };
/** Inquiries per client address per hour. */
export const INQUIRY_BY_ADDRESS: RateLimitRule = { name: 'inquiry-ip', limit: 30, windowSeconds: HOUR };
/** The most rows one CSV export holds. */
const EXPORT_MAX_ROWS = 5000;
const DELETE_REFUSED = 'Only the organization account can delete inquiries.';

type Log = Pick<FastifyBaseLogger, 'info' | 'error'>;

/**
 * Room size and RT at 500 Hz by the model the engine chooses (docs/product/states.md#automatic-model-choice).
 */
export function roomSummary(calc: unknown): InquiryRoom | null {
  const parsed = parseCalcDocument(calc);
  if (!parsed.ok) return null;
  const result = calculateRoom(parsed.value);
  const band = result.bands.indexOf(500);
  const model = result.autoModel;
  const rt500 = model === null ? null : (result.rt[model][band]?.value ?? null);
  return {
    length: result.dimensions.length,
    width: result.dimensions.width,
    height: result.dimensions.height,
    units: result.unitSystem,
    rt500Seconds: rt500 === null ? null : Math.round(rt500 * 100) / 100,
  };
}

function describeRoom(room: InquiryRoom | null): string {
  if (!room) return '';
  const unit = room.units === 'Metric' ? 'm' : 'ft';
  const rt = room.rt500Seconds === null ? 'not applicable' : `${room.rt500Seconds.toFixed(1)} s`;
  return `Room: ${room.length} x ${room.width} x ${room.height} ${unit}; RT at 500 Hz: ${rt}`;
}

async function mailInquiry(
  context: AppContext,
  vendor: Vendor,
  inquiryId: string,
  body: InquiryBody,
  room: InquiryRoom | null,
  log: Log,
): Promise<void> {
  const link = `${context.config.publicUrl}/inquiries/${inquiryId}`;
  const roomLine = describeRoom(room);
  const details = `Name: ${body.name}\nEmail: ${body.email}\nPhone: ${body.phone}\n${roomLine}\n\n${body.message}\n`;
  const detailsHtml = `<p>Name: <strong>${escapeHtml(body.name)}</strong><br>Email: ${escapeHtml(body.email)}<br>Phone: ${escapeHtml(body.phone)}<br>${escapeHtml(roomLine)}</p><p style="white-space:pre-wrap">${escapeHtml(body.message)}</p>`;
  const recipients = await vendorRecipients(context.database.db, vendor.organizationId);
  const mails = [
    ...recipients.map((to) => ({
      to,
      replyTo: body.email,
      subject: `New web inquiry from ${body.name}`,
      text: `A visitor sent a calculation from your ${vendor.displayName} calculator.\n\n${details}\nOpen it: ${link}\n`,
      html: `<p>A visitor sent a calculation from your ${escapeHtml(vendor.displayName)} calculator.</p>${detailsHtml}<p><a href="${escapeHtml(link)}">Open the inquiry</a></p>`,
    })),
    {
      to: body.email,
      subject: `Your inquiry to ${vendor.displayName}`,
      text: `This is a copy of what you sent to ${vendor.displayName}.\n\n${details}`,
      html: `<p>This is a copy of what you sent to ${escapeHtml(vendor.displayName)}.</p>${detailsHtml}`,
    },
  ];
  for (const mail of mails) {
    try {
      await context.mailer.send(mail);
    } catch (error) {
      log.error({ err: error, inquiryId }, 'inquiry stored but a mail was not delivered');
    }
  }
}

/**
 * `POST /api/inquiries`: a visitor sends a calculation to a vendor. A filled honeypot is
 * answered as sent and stored nowhere. The calculation is validated and its numbers recomputed
 * by the engine; the vendor's owners get a mail with the link, the visitor a copy.
 */
export async function submitInquiry(
  context: AppContext,
  body: InquiryBody,
  ip: string,
  log: Log,
): Promise<void> {
  if (body.website !== '') {
    log.info({ ip }, 'inquiry honeypot filled: dropped');
    return;
  }
  const db = context.database.db;
  const vendor = await findLiveVendor(db, body.vendorName);
  if (!vendor?.acceptsInquiries) throw new AppError('NOT_FOUND', MESSAGES.apiNotFound);
  await context.rateLimiter.hit(INQUIRY_BY_ADDRESS, ip);
  await context.rateLimiter.hit(INQUIRY_BY_SENDER, body.email);
  const computed = computeRevision(body.calc);
  const room = roomSummary(computed.calc);
  const id = await insertInquiry(db, {
    organizationId: vendor.organizationId,
    vendorName: vendor.vendorName,
    name: body.name,
    email: body.email,
    phone: body.phone,
    message: body.message,
    calculation: computed.calc,
    room,
  });
  await mailInquiry(context, vendor, id, body, room, log);
}

/**
 * The organization whose inquiries the caller reads. A user of an organization without web
 * inquiries (vendorRequests) has none: every inquiry answers 404 to them, as to a stranger.
 */
function inquiryReader(user: CurrentUser | null): string {
  const signedIn = requireUser(user);
  if (!signedIn.vendorRequests || !signedIn.organizationId) {
    throw new AppError('NOT_FOUND', MESSAGES.apiNotFound);
  }
  return signedIn.organizationId;
}

const notFound = () => new AppError('NOT_FOUND', MESSAGES.apiNotFound);

/** `GET /api/inquiries`: one page of the vendor's inquiries, with the unread count. */
export async function listInquiryPage(
  context: AppContext,
  user: CurrentUser | null,
  query: Omit<InquiryFilter, 'organizationId'> & { page: number },
) {
  const organizationId = inquiryReader(user);
  const db = context.database.db;
  const filter: InquiryFilter = { organizationId, q: query.q, read: query.read, sort: query.sort };
  const [rows, total, unread] = await Promise.all([
    listInquiries(db, filter, INQUIRY_PAGE_SIZE, (query.page - 1) * INQUIRY_PAGE_SIZE),
    countInquiries(db, filter),
    countInquiries(db, { organizationId, q: '', read: 'unread', sort: 'date' }),
  ]);
  return {
    inquiries: rows.map(toInquirySummary),
    page: query.page,
    pages: { total: Math.max(1, Math.ceil(total / INQUIRY_PAGE_SIZE)) },
    total,
    unread,
  };
}

/** `GET /api/inquiries/export`: every inquiry matching the list's filters, as CSV. */
export async function exportInquiries(
  context: AppContext,
  user: CurrentUser | null,
  query: Omit<InquiryFilter, 'organizationId'>,
): Promise<{ filename: string; csv: string }> {
  const organizationId = inquiryReader(user);
  const rows = await listInquiries(context.database.db, { organizationId, ...query }, EXPORT_MAX_ROWS, 0);
  const list: InquirySummary[] = rows.map(toInquirySummary);
  return { filename: `inquiries-${new Date().toISOString().slice(0, 10)}.csv`, csv: inquiriesCsv(list) };
}

/** `GET /api/inquiries/{id}`: one inquiry of the caller's organization with its calculation. */
export async function getInquiry(
  context: AppContext,
  user: CurrentUser | null,
  id: string,
): Promise<InquiryDetail> {
  const organizationId = inquiryReader(user);
  const row = await findInquiry(context.database.db, organizationId, id);
  if (!row) throw notFound();
  const { calculation, ...summary } = row;
  return {
    ...toInquirySummary(summary),
    room: toInquiryRoom(row.room) ?? roomSummary(calculation),
    calc: JSON.stringify(calculation ?? {}),
    view: sharedViewOf(calculation),
  };
}

/** `PUT /api/inquiries/{id}`: marks it read or unread. */
export async function markInquiry(
  context: AppContext,
  user: CurrentUser | null,
  id: string,
  isRead: boolean,
): Promise<InquiryDetail> {
  const organizationId = inquiryReader(user);
  if (!(await setInquiryRead(context.database.db, organizationId, id, isRead))) throw notFound();
  return getInquiry(context, user, id);
}

/**
 * `DELETE /api/inquiries/{id}`: organization-level users only
 * (docs/product/permissions.md#organization-level-users).
 */
export async function removeInquiry(
  context: AppContext,
  user: CurrentUser | null,
  id: string,
): Promise<void> {
  const signedIn = requireUser(user);
  if (!canDeleteRecords(viewerOf(signedIn))) throw new AppError('FORBIDDEN', DELETE_REFUSED);
  const organizationId = inquiryReader(signedIn);
  if (!(await deleteInquiry(context.database.db, organizationId, id))) throw notFound();
}

/**
 * `POST /api/inquiries/{id}/copy`: the inquiry's calculation becomes a new revision of one of the
 * organization's rooms, through the rooms service (its tenancy and phase rules apply).
 */
export async function copyInquiry(
  context: AppContext,
  user: CurrentUser | null,
  id: string,
  body: CopyInquiryBody,
): Promise<{ roomId: string; revisionNumber: number }> {
  const inquiry = await getInquiry(context, user, id);
  const revision = await saveRevision(context, user, body.roomId, {
    calc: inquiry.calc,
    revisionComment: body.revisionComment,
    phaseId: body.phaseId ?? null,
  });
  return { roomId: body.roomId, revisionNumber: revision.id };
}
