import { CodeChallengeMethod, generateCodeVerifier, OAuth2Client } from 'arctic';
import type { OAuthProviderConfig } from '../../config.ts';

/** The identity a provider vouches for. */
export type ProviderIdentity = { providerUserId: string; email: string | null };

/**
 * The OAuth2 adapter: authorization code flow with state and PKCE (S256) through arctic's
 * generic client, so the same code talks to Google, Facebook or a local mock provider.
 */
export function createOAuthClient(provider: OAuthProviderConfig, redirectUri: string) {
  const client = new OAuth2Client(provider.clientId, provider.clientSecret, redirectUri);
  return {
    /** A fresh PKCE verifier to keep with the state. */
    newVerifier: () => generateCodeVerifier(),
    /** The provider URL the browser is sent to. */
    authorizationUrl(state: string, verifier: string): URL {
      return client.createAuthorizationURLWithPKCE(
        provider.authorizationEndpoint,
        state,
        CodeChallengeMethod.S256,
        verifier,
        provider.scopes,
      );
    },
    /** Exchanges the code and reads the user's id and e-mail from the provider. */
    async identify(code: string, verifier: string): Promise<ProviderIdentity> {
      const tokens = await client.validateAuthorizationCode(provider.tokenEndpoint, code, verifier);
      const response = await fetch(provider.userInfoEndpoint, {
        headers: { authorization: `Bearer ${tokens.accessToken()}`, accept: 'application/json' },
      });
      if (!response.ok) throw new Error(`the provider answered ${response.status} for the user's profile`);
      const profile = (await response.json()) as { sub?: unknown; id?: unknown; email?: unknown };
      const id = profile.sub ?? profile.id;
      if (typeof id !== 'string' && typeof id !== 'number') throw new Error('the provider sent no user id');
      return { providerUserId: String(id), email: typeof profile.email === 'string' ? profile.email : null };
    },
  };
}
