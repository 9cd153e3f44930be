import { MESSAGES } from '@roomtone/contracts';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../lib/query-client.ts';
import { Providers } from './providers.tsx';
import { routes } from './routes.tsx';

// The screen of /about cannot be fetched, as when a deployment replaced the chunk the page asks for.
vi.mock('../features/content/components/about-page.tsx', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/about-page.js');
});

function open(path: string) {
  render(
    <Providers>
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />
    </Providers>,
  );
}

beforeEach(() => {
  const anonymous = {
    success: true,
    errors: [],
    errfor: {},
    user: null,
    verificationRequired: false,
    socialLogin: false,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(anonymous), { headers: { 'content-type': 'application/json' } }),
    ),
  );
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  queryClient.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('route change errors', () => {
  it("show 'Route change error' inside the app shell when a screen fails to load", async () => {
    open('/about');
    expect(await screen.findByText(MESSAGES.routeChangeError)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    expect(screen.getAllByRole('navigation', { name: 'Main' }).length).toBeGreaterThan(0);
  });

  it('leave the screens that load alone', async () => {
    open('/notfound');
    expect(await screen.findByRole('heading', { name: MESSAGES.notFoundTitle })).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.routeChangeError)).not.toBeInTheDocument();
  });
});
