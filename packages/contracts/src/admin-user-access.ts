import { z } from 'zod';
import { requiredText } from './fields.ts';

/** How long an administrator may view the app as another user before it ends by itself. */
export const VIEW_AS_MINUTES = 30;

/**
 * Messages of locking users and viewing the app as one (beyond the shared messages of
 * docs/product/messages.md).
 */
export const USER_ACCESS_MESSAGES = {
  accountLocked: 'This account is locked. Please contact us if you think this is a mistake.',
  alreadyLocked: 'This user is already locked.',
  notLocked: 'This user is not locked.',
  cannotLockSelf: 'You cannot lock your own account.',
  cannotLockAdministrator: 'Remove the administrator rights first, then lock the user.',
  cannotViewAsSelf: 'You are already yourself.',
  cannotViewAsAdministrator: 'You cannot view the app as another administrator.',
  cannotViewAsLocked: 'This user is locked; unlock them first to view the app as them.',
  alreadyViewingAs: 'You are already viewing the app as someone; stop that first.',
  notViewingAs: 'You are not viewing the app as another user.',
  credentialsWhileViewingAs:
    'The e-mail address, password and sign-in providers cannot be changed while viewing the app as another user.',
} as const;

/** `PUT /api/admin/users/{id}/lock`: why the user is locked (kept with the lock and in the audit). */
export const AdminLockBodySchema = z.object({ reason: requiredText(500) });
export type AdminLockBody = z.infer<typeof AdminLockBodySchema>;

/** `POST /api/admin/users/{id}/view-as`: why the administrator needs to see the app as the user. */
export const AdminViewAsBodySchema = z.object({ reason: requiredText(500) });
export type AdminViewAsBody = z.infer<typeof AdminViewAsBodySchema>;

/** The lock of a user, as the user's admin page shows it. */
export const UserLockSchema = z.object({ lockedOn: z.string(), reason: z.string() }).strict();
export type UserLock = z.infer<typeof UserLockSchema>;

/**
 * Who is viewing the app as the signed-in user, when an administrator is: shown by a banner on
 * every page, with the way back.
 */
export const ViewAsSchema = z
  .object({
    administratorEmail: z.string(),
    administratorName: z.string(),
    reason: z.string(),
    until: z.string(),
  })
  .strict();
export type ViewAs = z.infer<typeof ViewAsSchema>;
