import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, type Mock, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { VerificationResendForm } from './verification-resend-form.tsx';

let fetchMock: Mock;

function answer(status: number, body: object) {
  fetchMock = vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
}

function renderForm(email = 'ada@example.com') {
  renderWithProviders(<VerificationResendForm email={email} />);
  return {
    email: screen.getByRole('textbox', { name: /^Email/ }),
    send: screen.getByRole('button', { name: 'Send the email again' }),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('VerificationResendForm', () => {
  it("marks an empty e-mail 'This field is required' at the field and keeps Send disabled", () => {
    const { email, send } = renderForm();
    fireEvent.change(email, { target: { value: '' } });
    fireEvent.blur(email);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('This field is required');
    expect(send).toBeDisabled();
  });

  it("marks a malformed e-mail 'Please enter a valid email' at the field", () => {
    const { email, send } = renderForm();
    fireEvent.change(email, { target: { value: 'ada@' } });
    fireEvent.blur(email);
    expect(email).toHaveAccessibleDescription('Please enter a valid email');
    expect(send).toBeDisabled();
    fireEvent.change(email, { target: { value: 'ada@example.com' } });
    expect(send).toBeEnabled();
  });

  it('sends the address and shows the success message', async () => {
    answer(200, {
      success: true,
      errors: [],
      errfor: {},
      message: 'Verification email successfully re-sent.',
    });
    const { send } = renderForm();
    fireEvent.click(send);
    expect(await screen.findByText('Verification email successfully re-sent.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/account/verification',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ email: 'ada@example.com' }) }),
    );
  });

  it("shows a refusal as 'Error sending verification email: ' and the server's message", async () => {
    answer(400, { success: false, errors: ['Your account is already verified.'], errfor: {} });
    const { send } = renderForm();
    fireEvent.click(send);
    expect(
      await screen.findByText('Error sending verification email: Your account is already verified.'),
    ).toBeInTheDocument();
  });

  it("shows the server's field message at the e-mail", async () => {
    answer(400, { success: false, errors: [], errfor: { email: 'Please enter a valid email' } });
    const { email, send } = renderForm();
    fireEvent.click(send);
    await vi.waitFor(() => expect(email).toHaveAccessibleDescription('Please enter a valid email'));
  });
});
