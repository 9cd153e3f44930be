import { describe, expect, it } from 'vitest';
import { cardEntryKindOf } from './card-entry-kind.ts';

describe('the card entry chosen from the payment configuration', () => {
  it('mounts the local fields for the local processor and waits while the configuration loads', () => {
    expect(cardEntryKindOf({ provider: 'local', clientKey: null }, false)).toEqual({ kind: 'local' });
    expect(cardEntryKindOf(undefined, false)).toEqual({ kind: 'loading' });
  });

  it("mounts Stripe's card field with the publishable key when the server uses Stripe", () => {
    expect(cardEntryKindOf({ provider: 'stripe', clientKey: 'pk_test_123' }, false)).toEqual({
      kind: 'stripe',
      publishableKey: 'pk_test_123',
    });
  });

  it('disables payments without a usable publishable key, or when the configuration cannot be read', () => {
    expect(cardEntryKindOf({ provider: 'stripe', clientKey: null }, false)).toEqual({ kind: 'unavailable' });
    expect(cardEntryKindOf({ provider: 'stripe', clientKey: 'sk_live_secret' }, false)).toEqual({
      kind: 'unavailable',
    });
    expect(cardEntryKindOf(undefined, true)).toEqual({ kind: 'unavailable' });
    expect(cardEntryKindOf({ provider: 'local', clientKey: null }, true)).toEqual({ kind: 'unavailable' });
  });
});
