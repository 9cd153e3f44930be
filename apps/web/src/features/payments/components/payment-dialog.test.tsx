import { MESSAGES, OK, PAYMENT_MESSAGES, type Payment, type PromoCode } from '@roomtone/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { PaymentDialog } from './payment-dialog.tsx';

const PENDING: Payment = {
  id: '00000000-0000-4000-8000-000000000001',
  purpose: 'share',
  status: 'pending',
  provider: 'local',
  amountCents: 200,
  listAmountCents: 200,
  currency: 'usd',
  promoCode: null,
  clientSecret: 'lpi_1_secret_x',
  clientKey: null,
  failureMessage: null,
};

function json(body: Record<string, unknown>, status = 200): Response {
  return new Response(JSON.stringify({ ...OK, ...body }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** Answers the dialog's calls; `confirm` decides each card attempt, `promo` the code lookup. */
function stubApi(
  options: {
    provider?: 'local' | 'stripe';
    confirm?: () => Promise<Response>;
    promo?: PromoCode;
    created?: Payment;
  } = {},
) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      calls.push(path);
      if (path === '/api/current-user')
        return json({ user: null, verificationRequired: false, socialLogin: false });
      if (path === '/api/payment/config')
        return json({ provider: options.provider ?? 'local', clientKey: null });
      if (path.startsWith('/api/payment/promo-code') && options.promo)
        return json({ promoCode: options.promo });
      if (path === '/api/payment/create') return json({ payment: options.created ?? PENDING }, 201);
      if (path === '/api/payment/confirm' && options.confirm) return options.confirm();
      return json({ payment: { ...PENDING, status: 'succeeded' } });
    }),
  );
  return calls;
}

function renderDialog(onPaid = vi.fn(async () => {}), onClose = vi.fn(), opened = true) {
  const tree = (isOpen: boolean) => (
    <PaymentDialog
      opened={isOpen}
      title="Share by link"
      description="Pay once."
      purpose="share"
      listAmountCents={200}
      defaultEmail="payer@example.com"
      orderBody={(fields) => ({ purpose: 'share', calc: '{}', message: 'First', ...fields })}
      onPaid={onPaid}
      onClose={onClose}
    />
  );
  const { rerender } = renderWithProviders(tree(opened));
  return { onPaid, onClose, reopen: (isOpen: boolean) => rerender(tree(isOpen)) };
}

async function enterCard(number = '4242424242424242') {
  const field = await screen.findByLabelText('Card number', {}, { timeout: 3000 });
  fireEvent.change(field, { target: { value: number } });
  fireEvent.change(screen.getByLabelText('Expiry (MM/YY)'), { target: { value: '1240' } });
  fireEvent.change(screen.getByLabelText('CVC'), { target: { value: '123' } });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PaymentDialog', () => {
  it('mounts the card entry after a moment and keeps Pay disabled until the card is complete', async () => {
    stubApi();
    renderDialog();
    expect(screen.getByLabelText('Loading the card entry')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
    await enterCard('4242');
    expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Card number'), { target: { value: '4242424242424242' } });
    expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled();
  });

  it('shows Processing while paying, a danger alert when the card fails, and closes once paid', async () => {
    let release: (answer: Response) => void = () => {};
    let attempt = 0;
    const calls = stubApi({
      confirm: () => {
        attempt += 1;
        if (attempt === 1) return new Promise<Response>((resolve) => (release = resolve));
        return Promise.resolve(json({ payment: { ...PENDING, status: 'succeeded' } }));
      },
    });
    const { onPaid, onClose } = renderDialog();
    await enterCard();
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    const processing = await screen.findByRole('button', { name: 'Processing' });
    expect(processing).toBeDisabled();
    release(json({ payment: { ...PENDING, status: 'failed', failureMessage: 'Your card was declined.' } }));
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    expect(onPaid).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() =>
      expect(onPaid).toHaveBeenCalledWith(expect.objectContaining({ status: 'succeeded' })),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.filter((path) => path === '/api/payment/create')).toHaveLength(1);
  });

  it('shows the new total of a fixed-amount promo code before Pay', async () => {
    stubApi({ promo: { code: 'TENOFF', percentOff: null, amountOffCents: 50, purposes: [] } });
    renderDialog();
    fireEvent.change(screen.getByLabelText('Promo code (optional)'), { target: { value: 'tenoff' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(/: \$0\.50 off$/)).toHaveTextContent('Promo code TENOFF: $0.50 off');
    expect(screen.getByTestId('payment-total')).toHaveTextContent('$2.00$1.50');
  });

  it('asks for no card when a promo code covers the whole price, and delivers the free order', async () => {
    const calls = stubApi({
      promo: { code: 'BIGGER', percentOff: null, amountOffCents: 500, purposes: ['share'] },
      created: { ...PENDING, amountCents: 0, status: 'succeeded', clientSecret: null },
    });
    const { onPaid, onClose } = renderDialog();
    fireEvent.change(screen.getByLabelText('Promo code (optional)'), { target: { value: 'BIGGER' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByTestId('nothing-to-pay')).toBeInTheDocument();
    expect(screen.getByTestId('payment-total')).toHaveTextContent('$2.00$0.00');
    expect(screen.queryByLabelText('Card number')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() =>
      expect(onPaid).toHaveBeenCalledWith(expect.objectContaining({ status: 'succeeded', amountCents: 0 })),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).not.toContain('/api/payment/confirm');
  });

  it('asks for a card after all when the server prices the order above $0', async () => {
    stubApi({ promo: { code: 'BIGGER', percentOff: null, amountOffCents: 500, purposes: [] } });
    const { onPaid } = renderDialog();
    fireEvent.change(screen.getByLabelText('Promo code (optional)'), { target: { value: 'BIGGER' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Pay' }));
    expect(await screen.findByText(PAYMENT_MESSAGES.totalChanged)).toBeInTheDocument();
    expect(screen.getByTestId('payment-total')).toHaveTextContent('$2.00');
    expect(await screen.findByLabelText('Card number', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('starts a new checkout, with Pay, no card and no code, when opened again after a purchase', async () => {
    stubApi({ promo: { code: 'TENOFF', percentOff: null, amountOffCents: 50, purposes: [] } });
    const { onClose, reopen } = renderDialog();
    fireEvent.change(screen.getByLabelText('Promo code (optional)'), { target: { value: 'TENOFF' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText(/: \$0\.50 off$/);
    await enterCard();
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    reopen(false);
    reopen(true);
    expect(await screen.findByRole('button', { name: 'Pay' })).toBeDisabled();
    expect(screen.getByLabelText('Promo code (optional)')).toHaveValue('');
    expect(screen.getByTestId('payment-total')).toHaveTextContent('$2.00');
    expect(await screen.findByLabelText('Card number', {}, { timeout: 3000 })).toHaveValue('');
  });

  it('says payments are disabled when the card processor is one this page cannot reach', async () => {
    stubApi({ provider: 'stripe' });
    renderDialog();
    expect(await screen.findByText(MESSAGES.paymentsDisabled)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
  });
});
