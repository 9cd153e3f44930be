import { PAYMENT_MESSAGES } from '@roomtone/contracts';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { cardOutcome, LOCAL_TEST_CARDS } from './local-cards.ts';

const NOW = new Date('2026-11-26T12:00:00Z');
const valid = { expiry: '12/27', cvc: '123' };

describe('the local test cards', () => {
  it('pays, declines, runs out of funds or asks for a confirmation step as documented', () => {
    expect(cardOutcome({ number: '4242 4242 4242 4242', ...valid }, NOW)).toEqual({
      kind: 'succeeds',
      last4: '4242',
    });
    expect(cardOutcome({ number: LOCAL_TEST_CARDS.successMastercard, ...valid }, NOW).kind).toBe('succeeds');
    expect(cardOutcome({ number: LOCAL_TEST_CARDS.declined, ...valid }, NOW)).toMatchObject({
      kind: 'fails',
      message: PAYMENT_MESSAGES.cardDeclined,
    });
    expect(cardOutcome({ number: LOCAL_TEST_CARDS.insufficientFunds, ...valid }, NOW)).toMatchObject({
      message: PAYMENT_MESSAGES.insufficientFunds,
    });
    expect(cardOutcome({ number: LOCAL_TEST_CARDS.requiresAuthentication, ...valid }, NOW).kind).toBe(
      'needs-authentication',
    );
  });

  it('declines any other number, as a test processor declines real cards', () => {
    expect(cardOutcome({ number: '4111 1111 1111 1111', ...valid }, NOW)).toMatchObject({
      message: PAYMENT_MESSAGES.cardDeclined,
    });
  });

  it('refuses a wrong number, expiry or security code with the processor’s message', () => {
    expect(cardOutcome({ number: '4242 4242 4242 4241', ...valid }, NOW)).toMatchObject({
      message: PAYMENT_MESSAGES.cardNumberIncorrect,
    });
    expect(cardOutcome({ number: '4242', ...valid }, NOW)).toMatchObject({
      message: PAYMENT_MESSAGES.cardNumberIncorrect,
    });
    expect(cardOutcome({ number: LOCAL_TEST_CARDS.success, expiry: '13/27', cvc: '123' }, NOW)).toMatchObject(
      {
        message: PAYMENT_MESSAGES.cardExpiryIncorrect,
      },
    );
    expect(cardOutcome({ number: LOCAL_TEST_CARDS.success, expiry: '10/26', cvc: '123' }, NOW)).toMatchObject(
      {
        message: PAYMENT_MESSAGES.cardExpired,
      },
    );
    expect(cardOutcome({ number: LOCAL_TEST_CARDS.success, expiry: '11/26', cvc: '123' }, NOW).kind).toBe(
      'succeeds',
    );
    expect(cardOutcome({ number: LOCAL_TEST_CARDS.success, expiry: '12/27', cvc: '1' }, NOW)).toMatchObject({
      message: PAYMENT_MESSAGES.cardCvcIncorrect,
    });
  });
});

describe('the payments configuration', () => {
  it('uses the local processor by default and needs all three Stripe keys for Stripe', () => {
    expect(loadConfig({}).payments).toEqual({ provider: 'local' });
    expect(() => loadConfig({ PAYMENTS_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ PAYMENTS_PROVIDER: 'paypal' })).toThrow(/PAYMENTS_PROVIDER/);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'nope' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(
      loadConfig({
        PAYMENTS_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_1',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
        STRIPE_WEBHOOK_SECRET: 'whsec_1',
      }).payments,
    ).toEqual({
      provider: 'stripe',
      secretKey: 'sk_test_1',
      publishableKey: 'pk_test_1',
      webhookSecret: 'whsec_1',
      apiUrl: undefined,
    });
  });
});
