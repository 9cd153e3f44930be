import { ADMIN_PAGE_SIZE, type OrderStatus } from '@roomtone/contracts';
import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organizations, payments, users } from '../../db/schema/index.ts';
import { containsPattern, offsetOf } from '../../lib/list-paging.ts';

/** The filters of the orders list, already validated. */
export type OrderFilter = {
  page: number;
  q: string;
  status: OrderStatus | '';
  organizationId: string;
  dir: 'asc' | 'desc';
};

const orderColumns = {
  order: payments,
  userEmail: users.email,
  organizationName: organizations.name,
};

function filterOf(filter: OrderFilter): SQL | undefined {
  const pattern = filter.q === '' ? '' : containsPattern(filter.q);
  return and(
    filter.status === '' ? undefined : eq(payments.status, filter.status),
    filter.organizationId === '' ? undefined : eq(payments.organizationId, filter.organizationId),
    pattern === ''
      ? undefined
      : or(
          ilike(users.email, pattern),
          ilike(payments.receiptEmail, pattern),
          ilike(organizations.name, pattern),
        ),
  );
}

/** One page of orders (with the buyer's e-mail and organization) and how many the filter matches. */
export async function listOrders(db: Db, filter: OrderFilter) {
  const where = filterOf(filter);
  const order = filter.dir === 'asc' ? asc : desc;
  const rows = await db
    .select(orderColumns)
    .from(payments)
    .leftJoin(users, eq(users.id, payments.userId))
    .leftJoin(organizations, eq(organizations.id, payments.organizationId))
    .where(where)
    .orderBy(order(payments.createdOn), asc(payments.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset(offsetOf(filter.page, ADMIN_PAGE_SIZE));
  const [total] = await db
    .select({ total: count() })
    .from(payments)
    .leftJoin(users, eq(users.id, payments.userId))
    .leftJoin(organizations, eq(organizations.id, payments.organizationId))
    .where(where);
  return { rows, total: total?.total ?? 0 };
}

/** One order with the buyer's e-mail and organization. */
export async function findOrderWithBuyer(db: Db, orderId: string) {
  const [row] = await db
    .select(orderColumns)
    .from(payments)
    .leftJoin(users, eq(users.id, payments.userId))
    .leftJoin(organizations, eq(organizations.id, payments.organizationId))
    .where(eq(payments.id, orderId));
  return row;
}
