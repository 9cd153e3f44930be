import { type InquiryRoom, InquiryRoomSchema, type InquirySummary } from '@roomtone/contracts';

/** An inquiry row as the repo returns it. */
export type InquiryRow = {
  id: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  vendorName: string;
  readOn: Date | null;
  room: unknown;
  createdOn: Date;
};

/** The stored room summary, or null when it is missing or not of the contract's shape. */
export function toInquiryRoom(room: unknown): InquiryRoom | null {
  const parsed = InquiryRoomSchema.safeParse(room);
  return parsed.success ? parsed.data : null;
}

/** Row → contract, field by field. */
export function toInquirySummary(row: InquiryRow): InquirySummary {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    vendorName: row.vendorName,
    isRead: row.readOn !== null,
    createdOn: row.createdOn.toISOString(),
    room: toInquiryRoom(row.room),
  };
}
