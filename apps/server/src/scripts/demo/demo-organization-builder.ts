import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organizations } from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/password.ts';
import { insertUserWithAccount } from '../../modules/accounts/accounts.repo.ts';

/** A fictional person of a demo organization. */
export type DemoPerson = { readonly email: string; readonly firstName: string; readonly lastName: string };

/** An organization's own fields; the ones every demo organization shares are added by `demoOrganization`. */
type OwnFields = Omit<typeof organizations.$inferInsert, 'id' | 'subscriberName' | 'units'>;

/** Who signs in to a demo organization, all with one password. */
type DemoPeople = { owner: DemoPerson; members?: readonly DemoPerson[]; password: string };

/** A new demo organization, or an existing one (a demo supplier) made into a demo organization. */
export type DemoOrganizationSpec = DemoPeople &
  (
    | { organizationId?: undefined; fields: OwnFields }
    | { organizationId: string; fields: Partial<OwnFields> }
  );

/**
 * Builds a demo organization: its fields, with the ones every demo organization shares (its owner
 * is the subscriber, its units are metric), then its owner and members, verified, never
 * administrators, signing in with the demo password. Answers the organization's and the owner's ids.
 */
export async function demoOrganization(
  db: Db,
  spec: DemoOrganizationSpec,
): Promise<{ organizationId: string; ownerId: string }> {
  const { owner, members = [] } = spec;
  const shared = { subscriberName: `${owner.firstName} ${owner.lastName}`, units: 'Metric' as const };
  let organizationId: string;
  if (spec.organizationId === undefined) {
    const [organization] = await db
      .insert(organizations)
      .values({ ...spec.fields, ...shared })
      .returning({ id: organizations.id });
    if (!organization) throw new Error('demo organization insert returned no row');
    organizationId = organization.id;
  } else {
    organizationId = spec.organizationId;
    await db
      .update(organizations)
      .set({ ...spec.fields, ...shared })
      .where(eq(organizations.id, organizationId));
  }

  const passwordHash = await hashPassword(spec.password);
  const addPerson = (person: DemoPerson, organizationRole: 'owner' | 'member') =>
    insertUserWithAccount(
      db,
      {
        email: person.email,
        passwordHash,
        isAdmin: false,
        isVerified: true,
        organizationId,
        organizationRole,
      },
      { firstName: person.firstName, lastName: person.lastName },
    );
  const ownerId = await addPerson(owner, 'owner');
  for (const member of members) await addPerson(member, 'member');
  return { organizationId, ownerId };
}
