import {
  type ForgotBody,
  type LoginBody,
  MESSAGES,
  type ResetBody,
  type SignupBody,
  USER_ACCESS_MESSAGES,
} from '@roomtone/contracts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import type { RequestOrigin } from '../../lib/request-origin.ts';
import { hashToken, randomToken } from '../../lib/secure-random.ts';
import { rateLimitedError } from '../../plugins/rate-limit.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { resetPasswordMail, verificationMail } from './account-mail.ts';
import {
  findUserByEmail,
  insertOrganization,
  insertUserWithAccount,
  markVerified,
  organizationNameTaken,
  recordLogin,
  updatePasswordHash,
} from './accounts.repo.ts';
import { failedLoginDelayMs, ACCOUNT_RATE_RULES as RULES } from './rate-rules.ts';
import { deleteUserSessions } from './sessions.repo.ts';
import { consumeToken, insertToken, voidUserTokens } from './tokens.repo.ts';

const HOUR_MS = 60 * 60 * 1000;
/** A stand-in hash so an unknown e-mail costs the same time as a wrong password. */
const DUMMY_HASH_PROMISE = hashPassword('not-a-real-password');

/** Creates an account (and an organization account when a name is given); returns the user id. */
export async function signup(context: AppContext, body: SignupBody, origin: RequestOrigin): Promise<string> {
  const db = context.database.db;
  await context.rateLimiter.hit(
    { ...RULES.signupByAddress, limit: context.config.rateLimitSignupPerHour },
    origin.ip,
  );
  await context.rateLimiter.hit(RULES.signupByEmail, body.email);
  if (await findUserByEmail(db, body.email)) {
    throw new AppError('CONFLICT', 'That email is already registered.', {
      errfor: { email: 'That email is already registered.' },
    });
  }
  const isOrganization = body.organizationName !== '';
  if (isOrganization && (await organizationNameTaken(db, body.organizationName))) {
    throw new AppError('CONFLICT', 'That organization name is already taken.', {
      errfor: { organizationName: 'That organization name is already taken.' },
    });
  }
  const passwordHash = await hashPassword(body.password);
  const userId = await db.transaction(async (tx) => {
    const fullName = `${body.firstName} ${body.lastName}`;
    const organizationId = await insertOrganization(tx, {
      name: isOrganization ? body.organizationName : fullName,
      subscriberName: fullName,
      phone: body.phone,
      zip: body.zip,
      isPersonal: !isOrganization,
    });
    return insertUserWithAccount(
      tx,
      {
        email: body.email,
        passwordHash,
        isAdmin: false,
        isVerified: false,
        organizationId,
        organizationRole: 'owner',
      },
      {
        firstName: body.firstName,
        lastName: body.lastName,
        company: body.company,
        phone: body.phone,
        zip: body.zip,
      },
    );
  });
  await recordAudit(db, { action: 'signup', actorUserId: userId, target: body.email, ip: origin.ip });
  // Always mailed: the verification page says to check the inbox whether or not the server
  // holds unverified users there (VERIFICATION_REQUIRED).
  await sendVerification(context, userId, body.email, origin);
  return userId;
}

/** `GET /api/register`: whether an e-mail address is free to sign up with (limited per address). */
export async function isEmailAvailable(
  context: AppContext,
  value: string,
  origin: RequestOrigin,
): Promise<boolean> {
  await context.rateLimiter.hit(RULES.availabilityByAddress, origin.ip);
  const email = value.trim().toLowerCase();
  return email !== '' && (await findUserByEmail(context.database.db, email)) === undefined;
}

/** `GET /api/checkorg`: whether an organization name is free to sign up with. */
export async function isOrganizationNameAvailable(db: Db, value: string): Promise<boolean> {
  const name = value.trim();
  return name !== '' && !(await organizationNameTaken(db, name));
}

/**
 * Checks credentials; returns the user id or throws the login failure of docs/product/messages.md#failures
 * after a slowdown. Only failures count against the account, so nobody can lock the owner out: past the
 * account's limit a wrong password gets 429, the right one still signs in.
 */
export async function login(context: AppContext, body: LoginBody, origin: RequestOrigin): Promise<string> {
  const db = context.database.db;
  await context.rateLimiter.hit(RULES.loginByAddress, origin.ip);
  const user = await findUserByEmail(db, body.username);
  const isValid = await verifyPassword(body.password, user?.passwordHash ?? (await DUMMY_HASH_PROMISE));
  if (!user?.passwordHash || !isValid) {
    const failures = await context.rateLimiter.count(RULES.loginFailuresByAccount, body.username);
    await recordAudit(db, {
      action: 'login.failure',
      actorUserId: user?.id ?? null,
      target: body.username,
      ip: origin.ip,
    });
    await new Promise((resolve) => setTimeout(resolve, failedLoginDelayMs(failures.count)));
    if (failures.isOver) throw rateLimitedError(failures.retryAfterSeconds);
    throw new AppError('UNAUTHENTICATED', MESSAGES.loginFailed);
  }
  if (user.isLocked) {
    await recordAudit(db, {
      action: 'login.locked',
      actorUserId: user.id,
      target: user.email,
      ip: origin.ip,
    });
    throw new AppError('FORBIDDEN', USER_ACCESS_MESSAGES.accountLocked);
  }
  await recordLogin(db, user.id);
  await recordAudit(db, { action: 'login.success', actorUserId: user.id, target: user.email, ip: origin.ip });
  return user.id;
}

/**
 * Takes a reset request. The caller waits only for the per-address limit, which is the same
 * for every address asked about; the account's limit, the token and the mail are handled
 * after the answer, so neither the answer nor its timing tells whether the account exists.
 */
export async function requestPasswordReset(
  context: AppContext,
  body: ForgotBody,
  origin: RequestOrigin,
): Promise<void> {
  await context.rateLimiter.hit(RULES.forgotByAddress, origin.ip);
  void sendResetLink(context, body.email, origin).catch((error: unknown) => {
    origin.log.error({ err: error }, 'password reset request could not be handled');
  });
}

/**
 * Mails a reset link when the address belongs to an account. Past the account's limit nothing
 * is sent (the links already sent keep working), so a stranger cannot flood or block the owner.
 */
async function sendResetLink(context: AppContext, email: string, origin: RequestOrigin): Promise<void> {
  const db = context.database.db;
  const perAccount = await context.rateLimiter.count(RULES.forgotByAccount, email);
  if (perAccount.isOver) return;
  const user = await findUserByEmail(db, email);
  if (!user) return;
  const token = randomToken();
  await voidUserTokens(db, user.id, 'reset');
  await insertToken(db, {
    userId: user.id,
    kind: 'reset',
    tokenHash: hashToken(token),
    expiresOn: new Date(Date.now() + HOUR_MS),
  });
  await recordAudit(db, {
    action: 'password.reset.request',
    actorUserId: user.id,
    target: user.email,
    ip: origin.ip,
  });
  const link = `${context.config.publicUrl}/login/reset/${encodeURIComponent(user.email)}/${token}`;
  await deliver(context, resetPasswordMail(user.email, link), origin, link);
}

/** Sets a new password from a reset link; ends every session of that user. */
export async function resetPassword(
  context: AppContext,
  params: { token: string; email: string },
  body: ResetBody,
  origin: RequestOrigin,
): Promise<void> {
  const db = context.database.db;
  const email = params.email.trim().toLowerCase();
  await context.rateLimiter.hit(RULES.resetByAddress, origin.ip);
  await context.rateLimiter.hit(RULES.resetByAccount, email);
  const user = await findUserByEmail(db, email);
  // The token is consumed only together with its own user: a wrong address leaves it usable.
  const consumed = user ? await consumeToken(db, 'reset', hashToken(params.token), user.id) : undefined;
  if (!user || !consumed) {
    throw new AppError('BAD_REQUEST', MESSAGES.errorResettingPassword);
  }
  await updatePasswordHash(db, user.id, await hashPassword(body.password));
  await deleteUserSessions(db, user.id);
  await recordAudit(db, {
    action: 'password.reset',
    actorUserId: user.id,
    target: user.email,
    ip: origin.ip,
  });
}

/** Mails a verification link to a user; false when the mail could not be sent (the error is logged). */
export async function sendVerification(
  context: AppContext,
  userId: string,
  email: string,
  origin: RequestOrigin,
): Promise<boolean> {
  const db = context.database.db;
  const token = randomToken();
  await voidUserTokens(db, userId, 'verify');
  await insertToken(db, {
    userId,
    kind: 'verify',
    tokenHash: hashToken(token),
    expiresOn: new Date(Date.now() + 48 * HOUR_MS),
  });
  const link = `${context.config.publicUrl}/account/verification/${token}`;
  return deliver(context, verificationMail(email, link), origin, link);
}

/** Verifies the account a verification token belongs to; returns its user id. */
export async function verifyAccount(
  context: AppContext,
  token: string,
  origin: RequestOrigin,
): Promise<string> {
  const db = context.database.db;
  const consumed = await consumeToken(db, 'verify', hashToken(token));
  if (!consumed?.userId) throw new AppError('BAD_REQUEST', MESSAGES.verificationLinkInvalid);
  await markVerified(db, consumed.userId);
  await recordAudit(db, { action: 'verification', actorUserId: consumed.userId, ip: origin.ip });
  return consumed.userId;
}

async function deliver(
  context: AppContext,
  message: Parameters<AppContext['mailer']['send']>[0],
  origin: RequestOrigin,
  link: string,
): Promise<boolean> {
  try {
    const receipt = await context.mailer.send(message);
    if (receipt.transport === 'outbox')
      origin.log.info({ path: receipt.path, link }, 'mail written to the outbox');
    return true;
  } catch (error) {
    origin.log.error({ err: error, subject: message.subject }, 'mail could not be sent');
    return false;
  }
}
