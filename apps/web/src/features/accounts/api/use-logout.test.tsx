import { type CurrentUser, type CurrentUserResponse, OK } from '@roomtone/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { redirect } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, markSignedIn, setUnauthenticatedHandler } from '../../../lib/api-client.ts';
import { sessionQueries } from '../../../lib/session.ts';
import { envelope } from '../../../testing/api-responses.ts';
import { createTestQueryClient, renderWithProviders } from '../../../testing/render.tsx';
import { readCachedFinishes, writeCachedFinishes } from '../../finishes/index.ts';
import { useLogout } from './use-logout.ts';

const USER: CurrentUser = {
  id: 'user-1',
  username: 'ada@example.com',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  admin: false,
  organization: false,
  organizationId: 'organization-1',
  organizationName: 'Analytical Engines',
  vendorRequests: false,
  subscriptionType: 'pro-monthly',
  isVerified: true,
};

function session(user: CurrentUser | null): CurrentUserResponse {
  return { ...OK, user, viewAs: null, verificationRequired: false, socialLogin: false };
}

const VIEWER_KEY = 'user:user-1:organization:organization-1';

let requests: string[];

beforeEach(() => {
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      requests.push(`${init?.method ?? 'GET'} ${input}`);
      return envelope(input === '/api/current-user' ? { ...session(null) } : {});
    }),
  );
  writeCachedFinishes(VIEWER_KEY, { version: '7', finishes: [] });
});

afterEach(() => {
  vi.unstubAllGlobals();
  setUnauthenticatedHandler(undefined);
  markSignedIn();
  window.localStorage.clear();
});

function SignOutButton({ destination }: { destination?: string }) {
  const logout = useLogout(destination);
  return (
    <button type="button" onClick={() => logout.mutate()}>
      Sign out
    </button>
  );
}

/** A signed-in app whose login page, like the app's guard, admits signed-out visitors only. */
function renderSignedIn(destination?: string) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(sessionQueries.current().queryKey, session(USER));
  queryClient.setQueryData(['projects'], ['project-1']);
  renderWithProviders(<SignOutButton destination={destination} />, {
    path: '/organization',
    queryClient,
    routes: [
      { path: '/', element: <p>Home page</p> },
      { path: '/account', element: <p>Account page</p> },
      {
        path: '/login',
        loader: async () => {
          const current = await queryClient.ensureQueryData(sessionQueries.current());
          return current.user ? redirect('/account') : null;
        },
        element: <p>Login page</p>,
      },
    ],
  });
  return queryClient;
}

describe('useLogout', () => {
  it('signs out, forgets the cached answers and the finishes list, and opens the home page', async () => {
    const queryClient = renderSignedIn();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    await vi.waitFor(() => expect(requests).toContain('GET /api/current-user'));
    expect(requests[0]).toBe('POST /api/logout');
    expect(queryClient.getQueryData(['projects'])).toBeUndefined();
    expect(readCachedFinishes(VIEWER_KEY)).toBeUndefined();
  });

  it("opens the login page to sign in as someone else, which the login page's guard lets through", async () => {
    renderSignedIn('/login?next=%2Forganization%2Fsettings');
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(screen.queryByText('Account page')).toBeNull();
    expect(readCachedFinishes(VIEWER_KEY)).toBeUndefined();
  });

  it('does not ask the user who signed out to sign in again when a call is refused, until someone signs in', async () => {
    const queryClient = renderSignedIn();
    // Waits, as the dialog does until the user signs in.
    const askToSignIn = vi.fn(() => new Promise<void>(() => {}));
    setUnauthenticatedHandler(askToSignIn);
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();

    let signedInAgain = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        if (input === '/api/current-user') return envelope(session(signedInAgain ? USER : null));
        return new Response(JSON.stringify({ success: false, errors: ['Not signed in'], errfor: {} }), {
          status: 401,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    // The screen being left refetching its data after the sign-out.
    await expect(api.get('/api/account/settings')).rejects.toMatchObject({ status: 401 });
    expect(askToSignIn).not.toHaveBeenCalled();

    signedInAgain = true;
    await queryClient.fetchQuery({ ...sessionQueries.current(), staleTime: 0 });
    void api.get('/api/account/settings');
    await vi.waitFor(() => expect(askToSignIn).toHaveBeenCalledOnce());
  });
});
