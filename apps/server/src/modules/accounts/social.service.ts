import { timingSafeEqual } from 'node:crypto';
import { authenticationProblem, USER_ACCESS_MESSAGES } from '@roomtone/contracts';
import { createOAuthClient } from '../../adapters/oauth/oauth-client.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RequestOrigin } from '../../lib/request-origin.ts';
import { hashToken, randomToken } from '../../lib/secure-random.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { findUserByProviderId, setProviderId } from './accounts.repo.ts';
import type { SocialProvider } from './social-provider.ts';
import { consumeToken, insertToken } from './tokens.repo.ts';

/** Signing in with a provider, or connecting one to the signed-in account. */
export type SocialMode = 'login' | 'connect';

/** How long a started sign-in or connect stays valid. */
export const STATE_TTL_SECONDS = 10 * 60;
const STATE_TTL_MS = STATE_TTL_SECONDS * 1000;
const PROVIDER_NAMES: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

/** Display name of a provider. */
export function providerName(provider: SocialProvider): string {
  return PROVIDER_NAMES[provider];
}

/** The provider's configuration; a disabled or unconfigured provider answers 404. */
function providerConfig(context: AppContext, provider: string) {
  // Own keys only: a path segment such as 'constructor' names no provider.
  const providers = context.config.oauthProviders;
  const config =
    context.config.socialLogin && Object.hasOwn(providers, provider)
      ? providers[provider as SocialProvider]
      : undefined;
  if (!config) throw new AppError('NOT_FOUND', 'The requested resource does not exist.');
  return config;
}

function redirectUri(context: AppContext, provider: SocialProvider, mode: SocialMode): string {
  const path = mode === 'login' ? `/login/${provider}/callback` : `/account/settings/${provider}/callback`;
  return `${context.config.publicUrl}${path}`;
}

/** True when the name is a provider this server offers. */
export function assertProvider(context: AppContext, provider: string): SocialProvider {
  providerConfig(context, provider);
  return provider as SocialProvider;
}

/**
 * Starts the authorization: keeps state and PKCE verifier (hashed state, 10 minutes) and returns
 * the provider URL and the state, which the route also gives the browser in a cookie.
 */
export async function beginAuthorization(
  context: AppContext,
  provider: SocialProvider,
  mode: SocialMode,
  userId: string | null,
): Promise<{ url: string; state: string }> {
  const client = createOAuthClient(providerConfig(context, provider), redirectUri(context, provider, mode));
  const state = randomToken();
  const verifier = client.newVerifier();
  await insertToken(context.database.db, {
    userId,
    kind: 'oauth-state',
    tokenHash: hashToken(state),
    expiresOn: new Date(Date.now() + STATE_TTL_MS),
    data: JSON.stringify({ provider, mode, verifier }),
  });
  return { url: client.authorizationUrl(state, verifier).toString(), state };
}

/** True when the browser's state cookie holds the state the callback was given. */
function sameState(browserState: string | undefined, state: string): boolean {
  if (!browserState) return false;
  const expected = Buffer.from(hashToken(state));
  const actual = Buffer.from(hashToken(browserState));
  return timingSafeEqual(expected, actual);
}

/**
 * Completes the authorization: checks the state (the one this browser started, single use,
 * same provider, mode and user), exchanges the code, and signs in (login) or connects the
 * provider account (connect). Returns the user id to sign in.
 */
export async function completeAuthorization(
  context: AppContext,
  input: {
    provider: SocialProvider;
    mode: SocialMode;
    code: string;
    state: string;
    browserState: string | undefined;
    userId: string | null;
  },
  origin: RequestOrigin,
): Promise<string> {
  const db = context.database.db;
  const client = createOAuthClient(
    providerConfig(context, input.provider),
    redirectUri(context, input.provider, input.mode),
  );
  const stored = sameState(input.browserState, input.state)
    ? await consumeToken(db, 'oauth-state', hashToken(input.state))
    : undefined;
  const saved = stored
    ? (JSON.parse(stored.data) as { provider: string; mode: string; verifier: string })
    : undefined;
  if (
    !stored ||
    !saved ||
    saved.provider !== input.provider ||
    saved.mode !== input.mode ||
    stored.userId !== input.userId
  ) {
    throw new AppError(
      'BAD_REQUEST',
      authenticationProblem('the sign-in request expired or was not started here'),
    );
  }
  let identity: Awaited<ReturnType<typeof client.identify>>;
  try {
    identity = await client.identify(input.code, saved.verifier);
  } catch (error) {
    origin.log.warn({ err: error, provider: input.provider }, 'provider refused the authorization');
    throw new AppError(
      'BAD_REQUEST',
      authenticationProblem(`${providerName(input.provider)} did not confirm the sign-in`),
    );
  }
  const owner = await findUserByProviderId(db, input.provider, identity.providerUserId);
  if (input.mode === 'login') {
    if (!owner) {
      throw new AppError(
        'UNAUTHENTICATED',
        authenticationProblem(
          `no Roomtone account is connected to this ${providerName(input.provider)} account`,
        ),
      );
    }
    if (owner.isLocked) {
      await recordAudit(db, {
        action: 'login.locked',
        actorUserId: owner.id,
        target: input.provider,
        ip: origin.ip,
      });
      throw new AppError('FORBIDDEN', USER_ACCESS_MESSAGES.accountLocked);
    }
    await recordAudit(db, {
      action: 'login.success',
      actorUserId: owner.id,
      target: input.provider,
      ip: origin.ip,
    });
    return owner.id;
  }
  const userId = input.userId;
  if (!userId) throw new AppError('UNAUTHENTICATED', authenticationProblem('you are not signed in'));
  if (owner && owner.id !== userId) {
    throw new AppError(
      'CONFLICT',
      `that ${providerName(input.provider)} account is connected to another Roomtone account`,
    );
  }
  await setProviderId(db, userId, input.provider, identity.providerUserId);
  await recordAudit(db, {
    action: 'social.connect',
    actorUserId: userId,
    target: input.provider,
    ip: origin.ip,
  });
  return userId;
}

/** Disconnects a provider from the signed-in account. */
export async function disconnectProvider(
  context: AppContext,
  provider: SocialProvider,
  userId: string,
  origin: RequestOrigin,
) {
  await setProviderId(context.database.db, userId, provider, null);
  await recordAudit(context.database.db, {
    action: 'social.disconnect',
    actorUserId: userId,
    target: provider,
    ip: origin.ip,
  });
}
