import { OAuth2Server } from 'oauth2-mock-server';

/** A local OAuth2/OIDC provider for tests; `nextUser` decides who the next sign-in is. */
export async function startOAuthProvider() {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  const issuer = server.issuer.url ?? '';
  const identity = { sub: 'google-user-1', email: 'someone@gmail.test' };
  server.service.on('beforeUserinfo', (response: { body: Record<string, unknown> | '' }) => {
    response.body = { ...identity };
  });
  return {
    issuer,
    env: {
      SOCIAL_LOGIN: 'true',
      GOOGLE_CLIENT_ID: 'roomtone-test',
      GOOGLE_CLIENT_SECRET: 'roomtone-test-secret',
      GOOGLE_AUTH_URL: `${issuer}/authorize`,
      GOOGLE_TOKEN_URL: `${issuer}/token`,
      GOOGLE_USERINFO_URL: `${issuer}/userinfo`,
    },
    nextUser(sub: string, email: string) {
      identity.sub = sub;
      identity.email = email;
    },
    stop: () => server.stop(),
  };
}

/** Follows the provider's authorize URL as a browser would and returns the code and state it sends back. */
export async function authorizeAtProvider(
  authorizeUrl: string,
): Promise<{ code: string; state: string; redirect: URL }> {
  const response = await fetch(authorizeUrl, { redirect: 'manual' });
  const location = response.headers.get('location');
  if (!location) throw new Error(`the provider did not redirect (${response.status})`);
  const redirect = new URL(location);
  return {
    code: redirect.searchParams.get('code') ?? '',
    state: redirect.searchParams.get('state') ?? '',
    redirect,
  };
}
