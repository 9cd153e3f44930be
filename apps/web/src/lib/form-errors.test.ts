import { errorUpdating, MESSAGES } from '@roomtone/contracts';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client.ts';
import { applyServerErrors, withPrefix } from './form-errors.ts';

function formStub() {
  return { setErrors: vi.fn() };
}

describe('applyServerErrors', () => {
  it('returns the messages of a refusal and marks the fields in errfor', () => {
    const form = formStub();
    const error = new ApiError(400, ['Please fix the errors below.'], {
      email: 'Please enter a valid email',
    });
    expect(applyServerErrors(form, error)).toEqual(['Please fix the errors below.']);
    expect(form.setErrors).toHaveBeenCalledWith({ email: 'Please enter a valid email' });
  });

  it("answers 'Unknown Server Error' for a failure that is not an API answer", () => {
    expect(applyServerErrors(formStub(), new TypeError('Failed to fetch'))).toEqual([
      MESSAGES.unknownServerError,
    ]);
  });

  it("keeps a refusal's own messages when a fallback is given", () => {
    const error = new ApiError(401, [MESSAGES.loginFailed]);
    expect(applyServerErrors(formStub(), error, { fallback: MESSAGES.errorLoggingIn })).toEqual([
      MESSAGES.loginFailed,
    ]);
  });

  it('shows the fallback for a server error, a lost connection or a thrown error', () => {
    const fallback = { fallback: MESSAGES.errorLoggingIn };
    for (const error of [
      new ApiError(500, ['500 Internal Server Error']),
      new ApiError(0, [MESSAGES.unknownServerError]),
      new Error('boom'),
    ]) {
      expect(applyServerErrors(formStub(), error, fallback)).toEqual([MESSAGES.errorLoggingIn]);
    }
  });
});

describe('withPrefix', () => {
  const accountDetails = withPrefix(errorUpdating('account details', ''));

  it('puts each message under the prefix', () => {
    expect(
      accountDetails(['Too many requests. Please try again in 30 seconds.', 'Unknown Server Error']),
    ).toEqual([
      'Error updating account details: Too many requests. Please try again in 30 seconds.',
      'Error updating account details: Unknown Server Error',
    ]);
  });

  it('keeps a message that already carries the prefix', () => {
    const message = errorUpdating('account details', 'account not found');
    expect(accountDetails([message])).toEqual([message]);
  });
});
