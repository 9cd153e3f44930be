import { count, eq, gte, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inquiries, organizations, payments, projects, revisions, users } from '../../db/schema/index.ts';

/** The dashboard's counts; the week and the month are the last 7 days and the calendar month (UTC). */
export async function readDashboardCounts(db: Db) {
  const [userCounts] = await db
    .select({ users: count(), verified: sql<number>`count(*) filter (where ${users.isVerified})::int` })
    .from(users);
  const byPlan = await db
    .select({ planCode: organizations.planCode, count: count() })
    .from(organizations)
    .groupBy(organizations.planCode)
    .orderBy(organizations.planCode);
  const [projectCount] = await db.select({ count: count() }).from(projects);
  const [revisionCount] = await db
    .select({ count: count() })
    .from(revisions)
    .where(gte(revisions.createdOn, sql`now() - interval '7 days'`));
  const [inquiryCount] = await db.select({ count: count() }).from(inquiries);
  const [orders] = await db
    .select({ count: count(), revenue: sum(payments.amountCents).mapWith(Number) })
    .from(payments)
    .where(
      sql`${eq(payments.status, 'succeeded')} and ${payments.paidOn} >= date_trunc('month', now() at time zone 'utc') at time zone 'utc'`,
    );
  return {
    users: userCounts?.users ?? 0,
    verifiedUsers: userCounts?.verified ?? 0,
    organizations: byPlan.reduce((total, row) => total + row.count, 0),
    organizationsByPlan: byPlan,
    projects: projectCount?.count ?? 0,
    revisionsThisWeek: revisionCount?.count ?? 0,
    inquiries: inquiryCount?.count ?? 0,
    ordersThisMonth: orders?.count ?? 0,
    revenueThisMonthCents: orders?.revenue ?? 0,
  };
}
