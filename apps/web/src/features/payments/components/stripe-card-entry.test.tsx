import { MESSAGES } from '@roomtone/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { StripeCardEntry } from './stripe-card-entry.tsx';

const loadStripe = vi.hoisted(() => vi.fn());
// Stripe.js is fetched from Stripe's host at run time; here the loader answers as it does offline.
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe }));

function renderEntry(publishableKey: string) {
  const onReady = vi.fn();
  renderWithProviders(
    <StripeCardEntry publishableKey={publishableKey} onChange={vi.fn()} onReady={onReady} disabled={false} />,
  );
  return onReady;
}

describe("Stripe's card entry", () => {
  it('loads Stripe.js with the publishable key, and disables payments when it cannot be fetched', async () => {
    loadStripe.mockRejectedValueOnce(new Error('Failed to load Stripe.js'));
    const onReady = renderEntry('pk_test_offline');
    expect(screen.getByLabelText('Loading the card entry')).toBeInTheDocument();
    expect(await screen.findByText(MESSAGES.paymentsDisabled)).toBeInTheDocument();
    expect(loadStripe).toHaveBeenCalledWith('pk_test_offline');
    expect(onReady).not.toHaveBeenCalledWith(expect.any(Function));
  });

  it('disables payments when Stripe.js gives no client', async () => {
    loadStripe.mockResolvedValueOnce(null);
    renderEntry('pk_test_none');
    expect(await screen.findByText(MESSAGES.paymentsDisabled)).toBeInTheDocument();
  });
});
