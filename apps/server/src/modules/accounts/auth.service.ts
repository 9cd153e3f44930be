import {
  type ForgotBody,
  type LoginBody,
  MESSAGES,
  type ResetBody,
  type SignupBody,
} from '@roomtone/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashToken, randomToken } from '../../lib/secure-random.ts';
import { recordAudit } from '../audit/audit.repo.ts';
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
import { hashPassword, verifyPassword } from './password.ts';
import { failedLoginDelayMs, ACCOUNT_RATE_RULES as RULES } from './rate-rules.ts';
import { deleteUserSessions } from './sessions.repo.ts';
import { consumeToken, insertToken, voidUserTokens } from './tokens.repo.ts';

const HOUR_MS = 60 * 60 * 1000;
/** A stand-in hash so an unknown e-mail costs the same time as a wrong password. */
const DUMMY_HASH_PROMISE = hashPassword('not-a-real-password');

/** Who is asking, for rate limits and the audit log. */
export type Caller = { ip: string; log: FastifyBaseLogger };

/** Creates an account (and an organization account when a name is given); returns the user id. */
export async function signup(context: AppContext, body: SignupBody, caller: Caller): Promise<string> {
  const db = context.database.db;
  await context.rateLimiter.hit(
    { ...RULES.signupByAddress, limit: context.config.rateLimitSignupPerHour },
    caller.ip,
  );
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
  await recordAudit(db, { action: 'signup', actorUserId: userId, target: body.email, ip: caller.ip });
  if (context.config.verificationRequired) await sendVerification(context, userId, body.email, caller);
  return userId;
}

/** Checks credentials; returns the user id or throws the spec's login failure after a slowdown. */
export async function login(context: AppContext, body: LoginBody, caller: Caller): Promise<string> {
  const db = context.database.db;
  await context.rateLimiter.hit(RULES.loginByAddress, caller.ip);
  await context.rateLimiter.hit(RULES.loginByAccount, body.username);
  const user = await findUserByEmail(db, body.username);
  const isValid = await verifyPassword(body.password, user?.passwordHash ?? (await DUMMY_HASH_PROMISE));
  if (!user?.passwordHash || !isValid) {
    const failures = await context.rateLimiter.hit(RULES.loginFailures, body.username);
    await recordAudit(db, {
      action: 'login.failure',
      actorUserId: user?.id ?? null,
      target: body.username,
      ip: caller.ip,
    });
    await new Promise((resolve) => setTimeout(resolve, failedLoginDelayMs(failures)));
    throw new AppError('UNAUTHENTICATED', MESSAGES.loginFailed);
  }
  await recordLogin(db, user.id);
  await recordAudit(db, { action: 'login.success', actorUserId: user.id, target: user.email, ip: caller.ip });
  return user.id;
}

/**
 * Sends a reset link when the address belongs to an account. The answer is the same either
 * way, and the mail goes out after the answer, so timing reveals nothing.
 */
export async function requestPasswordReset(
  context: AppContext,
  body: ForgotBody,
  caller: Caller,
): Promise<void> {
  const db = context.database.db;
  await context.rateLimiter.hit(RULES.forgotByAddress, caller.ip);
  await context.rateLimiter.hit(RULES.forgotByAccount, body.email);
  const user = await findUserByEmail(db, body.email);
  const token = randomToken();
  if (!user) return;
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
    ip: caller.ip,
  });
  const link = `${context.config.publicUrl}/login/reset/${encodeURIComponent(user.email)}/${token}`;
  void deliver(context, resetPasswordMail(user.email, link), caller, link);
}

/** Sets a new password from a reset link; ends every session of that user. */
export async function resetPassword(
  context: AppContext,
  params: { token: string; email: string },
  body: ResetBody,
  caller: Caller,
): Promise<void> {
  const db = context.database.db;
  await context.rateLimiter.hit(RULES.resetByAddress, caller.ip);
  const user = await findUserByEmail(db, params.email.trim().toLowerCase());
  const consumed = user ? await consumeToken(db, 'reset', hashToken(params.token)) : undefined;
  if (!user || !consumed || consumed.userId !== user.id) {
    throw new AppError('BAD_REQUEST', MESSAGES.errorResettingPassword);
  }
  await updatePasswordHash(db, user.id, await hashPassword(body.password));
  await deleteUserSessions(db, user.id);
  await recordAudit(db, {
    action: 'password.reset',
    actorUserId: user.id,
    target: user.email,
    ip: caller.ip,
  });
}

/** Mails a verification link to a user. */
export async function sendVerification(
  context: AppContext,
  userId: string,
  email: string,
  caller: Caller,
): Promise<void> {
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
  await deliver(context, verificationMail(email, link), caller, link);
}

/** Verifies the account a verification token belongs to; returns its user id. */
export async function verifyAccount(context: AppContext, token: string, caller: Caller): Promise<string> {
  const db = context.database.db;
  const consumed = await consumeToken(db, 'verify', hashToken(token));
  if (!consumed?.userId)
    throw new AppError('BAD_REQUEST', 'This verification link is invalid or has expired.');
  await markVerified(db, consumed.userId);
  await recordAudit(db, { action: 'verification', actorUserId: consumed.userId, ip: caller.ip });
  return consumed.userId;
}

async function deliver(
  context: AppContext,
  message: Parameters<AppContext['mailer']['send']>[0],
  caller: Caller,
  link: string,
): Promise<void> {
  try {
    const receipt = await context.mailer.send(message);
    if (receipt.transport === 'outbox')
      caller.log.info({ path: receipt.path, link }, 'mail written to the outbox');
  } catch (error) {
    caller.log.error({ err: error, subject: message.subject }, 'mail could not be sent');
  }
}
