import { errorUpdating, type Profile } from '@roomtone/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { EmailForm } from './email-form.tsx';
import { PasswordForm } from './password-form.tsx';
import { ProfileForm } from './profile-form.tsx';

const PROFILE: Profile = {
  email: 'ada@example.com',
  firstName: 'Ada',
  middleName: '',
  lastName: 'Lovelace',
  company: '',
  phone: '',
  zip: '',
  connections: { google: false, facebook: false },
};

function answer(status: number, body: object) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    ),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('account settings failures', () => {
  it("show a failed profile save as 'Error updating account details: ' and the server's message", async () => {
    answer(429, {
      success: false,
      errors: ['Too many requests. Please try again in 30 seconds.'],
      errfor: {},
    });
    renderWithProviders(<ProfileForm profile={PROFILE} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(
      await screen.findByText(
        'Error updating account details: Too many requests. Please try again in 30 seconds.',
      ),
    ).toBeInTheDocument();
  });

  it('keep the server message that already carries the prefix as it is', async () => {
    const message = errorUpdating('account details', 'account not found');
    answer(404, { success: false, errors: [message], errfor: {} });
    renderWithProviders(<ProfileForm profile={PROFILE} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it("show a failed e-mail change as 'Error updating user identity: ' and the server's message", async () => {
    answer(500, {
      success: false,
      errors: ['Something went wrong on our side. Please try again.'],
      errfor: {},
    });
    renderWithProviders(<EmailForm email="ada@example.com" />);
    fireEvent.click(screen.getByRole('button', { name: 'Save email' }));
    expect(
      await screen.findByText(
        'Error updating user identity: Something went wrong on our side. Please try again.',
      ),
    ).toBeInTheDocument();
  });

  it("show a failed password change as 'Error updating password: ' and the server's message", async () => {
    answer(429, {
      success: false,
      errors: ['Too many requests. Please try again in 30 seconds.'],
      errfor: {},
    });
    renderWithProviders(<PasswordForm />);
    fireEvent.change(screen.getByLabelText(/Current password/), { target: { value: 'old-password-1' } });
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'new-password-1' } });
    fireEvent.change(screen.getByLabelText(/Confirm new password/), { target: { value: 'new-password-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('Error updating password: Too many requests. Please try again in 30 seconds.'),
    ).toBeInTheDocument();
  });
});
