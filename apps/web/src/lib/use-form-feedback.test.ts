import { useForm } from '@mantine/form';
import { errorUpdating } from '@roomtone/contracts';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { withPrefix } from './form-errors.ts';
import { useFormFeedback } from './use-form-feedback.ts';

function setup(options: Parameters<typeof useFormFeedback>[1] = {}) {
  return renderHook(() => {
    const form = useForm({ mode: 'controlled', initialValues: { email: '' } });
    return { form, feedback: useFormFeedback(form, options) };
  });
}

describe('useFormFeedback', () => {
  it('shows the message of a successful save as a notice', async () => {
    const { result } = setup();
    let saved = false;
    await act(async () => {
      saved = await result.current.feedback.submit(async () => ({ message: 'Profile updated' }));
    });
    expect(saved).toBe(true);
    expect(result.current.feedback.notices).toEqual(['Profile updated']);
    expect(result.current.feedback.alerts).toEqual([]);
  });

  it('shows a refusal as alerts and marks the fields in errfor', async () => {
    const { result } = setup();
    await act(async () => {
      await result.current.feedback.submit(async () => {
        throw new ApiError(409, ['That e-mail is taken.'], { email: 'That e-mail is taken.' });
      });
    });
    expect(result.current.feedback.alerts).toEqual(['That e-mail is taken.']);
    expect(result.current.form.errors.email).toBe('That e-mail is taken.');
  });

  it('formats the alerts with formatErrors', async () => {
    const { result } = setup({ formatErrors: withPrefix(errorUpdating('account details', '')) });
    await act(async () => {
      await result.current.feedback.submit(async () => {
        throw new ApiError(429, ['Too many requests. Please try again in 30 seconds.']);
      });
    });
    expect(result.current.feedback.alerts).toEqual([
      'Error updating account details: Too many requests. Please try again in 30 seconds.',
    ]);
    act(() => result.current.feedback.closeAlert(0));
    expect(result.current.feedback.alerts).toEqual([]);
  });
});
