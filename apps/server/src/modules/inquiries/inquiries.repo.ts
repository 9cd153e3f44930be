import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inquiries } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/list-paging.ts';

/** The columns of an inquiry a vendor reads. */
const inquiryColumns = {
  id: inquiries.id,
  name: inquiries.name,
  email: inquiries.email,
  phone: inquiries.phone,
  message: inquiries.message,
  vendorName: inquiries.vendorName,
  readOn: inquiries.readOn,
  room: inquiries.room,
  createdOn: inquiries.createdOn,
};

/** Filters and order of a vendor's inquiry list. */
export type InquiryFilter = {
  organizationId: string;
  q: string;
  read: 'all' | 'unread' | 'read';
  sort: 'date' | 'name';
};

function whereOf(filter: InquiryFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    eq(inquiries.organizationId, filter.organizationId),
    eq(inquiries.enabled, true),
  ];
  if (filter.read === 'unread') conditions.push(isNull(inquiries.readOn));
  if (filter.read === 'read') conditions.push(isNotNull(inquiries.readOn));
  if (filter.q !== '') {
    const pattern = containsPattern(filter.q);
    conditions.push(
      or(ilike(inquiries.name, pattern), ilike(inquiries.email, pattern), ilike(inquiries.message, pattern)),
    );
  }
  return and(...conditions);
}

function orderOf(sort: InquiryFilter['sort']) {
  return sort === 'name'
    ? [asc(inquiries.name), desc(inquiries.createdOn), asc(inquiries.id)]
    : [desc(inquiries.createdOn), asc(inquiries.id)];
}

/** Stores an inquiry and returns its id. */
export async function insertInquiry(
  db: Db,
  values: {
    organizationId: string;
    vendorName: string;
    name: string;
    email: string;
    phone: string;
    message: string;
    calculation: unknown;
    room: unknown;
  },
): Promise<string> {
  const [row] = await db.insert(inquiries).values(values).returning({ id: inquiries.id });
  if (!row) throw new Error('inquiry insert returned no row');
  return row.id;
}

/** One page of the organization's inquiries. */
export function listInquiries(db: Db, filter: InquiryFilter, limit: number, offset: number) {
  return db
    .select(inquiryColumns)
    .from(inquiries)
    .where(whereOf(filter))
    .orderBy(...orderOf(filter.sort))
    .limit(limit)
    .offset(offset);
}

/** How many of the organization's inquiries match the filter. */
export async function countInquiries(db: Db, filter: InquiryFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(inquiries).where(whereOf(filter));
  return row?.total ?? 0;
}

/** One inquiry of the organization, with its calculation. */
export async function findInquiry(db: Db, organizationId: string, id: string) {
  const [row] = await db
    .select({ ...inquiryColumns, calculation: inquiries.calculation })
    .from(inquiries)
    .where(
      and(eq(inquiries.id, id), eq(inquiries.organizationId, organizationId), eq(inquiries.enabled, true)),
    )
    .limit(1);
  return row;
}

/** Marks an inquiry of the organization read (now) or unread; false when there is none. */
export async function setInquiryRead(
  db: Db,
  organizationId: string,
  id: string,
  isRead: boolean,
): Promise<boolean> {
  const rows = await db
    .update(inquiries)
    .set({ readOn: isRead ? new Date() : null })
    .where(
      and(eq(inquiries.id, id), eq(inquiries.organizationId, organizationId), eq(inquiries.enabled, true)),
    )
    .returning({ id: inquiries.id });
  return rows.length > 0;
}

/** Deletes an inquiry of the organization; false when there is none. */
export async function deleteInquiry(db: Db, organizationId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(inquiries)
    .where(and(eq(inquiries.id, id), eq(inquiries.organizationId, organizationId)))
    .returning({ id: inquiries.id });
  return rows.length > 0;
}
