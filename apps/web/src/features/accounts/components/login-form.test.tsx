import { MESSAGES } from '@roomtone/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { LoginForm } from './login-form.tsx';

function renderAndSubmit() {
  const onSignedIn = vi.fn();
  renderWithProviders(<LoginForm onSignedIn={onSignedIn} />);
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
