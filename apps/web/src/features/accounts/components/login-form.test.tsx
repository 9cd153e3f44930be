import { MantineProvider } from '@mantine/core';
import { MESSAGES } from '@roomtone/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from './login-form.tsx';

function renderAndSubmit() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onSignedIn = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider>
        <MemoryRouter>
          <LoginForm onSignedIn={onSignedIn} />
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
  fireEvent.change(screen.getByRole('textbox', { name: /^Email/ }), { target: { value: 'ada@example.com' } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'analytical-engine' } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
  return { onSignedIn };
}

function answer(status: number, body: object | string) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(text, { status, headers: { 'content-type': 'application/json' } })),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('LoginForm failures', () => {
  it("shows 'Login failed. ...' for refused credentials", async () => {
    answer(401, { success: false, errors: [MESSAGES.loginFailed], errfor: {} });
    const { onSignedIn } = renderAndSubmit();
    expect(await screen.findByText(MESSAGES.loginFailed)).toBeInTheDocument();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it("shows 'Error logging you in, Please try again' when the server fails", async () => {
    answer(500, '<html>Bad gateway</html>');
    renderAndSubmit();
    expect(await screen.findByText(MESSAGES.errorLoggingIn)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.unknownServerError)).not.toBeInTheDocument();
  });

  it("shows 'Error logging you in, Please try again' when the server cannot be reached", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderAndSubmit();
    expect(await screen.findByText(MESSAGES.errorLoggingIn)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.unknownServerError)).not.toBeInTheDocument();
  });
});
