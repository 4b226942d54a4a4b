import { Decimal } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { countedInBtc, previewWithdrawal, sameDestination } from './withdraw';

const network = {
  coinId: 3,
  network: 'ERC20' as const,
  enabled: true,
  withdrawMinimum: new Decimal(10),
  withdrawFee: new Decimal(5),
};

describe('withdrawal preview', () => {
  it('shows the fee and what arrives once the amount is valid and at least the minimum', () => {
    const preview = previewWithdrawal('100', { precision: 6, network });
    expect([preview?.fee.toFixed(), preview?.receive.toFixed()]).toEqual(['5', '95']);
    expect(previewWithdrawal('10', { precision: 6, network })?.receive.toFixed()).toBe('5');
  });

  it('shows nothing for an amount that cannot be withdrawn', () => {
    for (const amount of ['', '9.99', 'abc', '1.1234567', '0']) {
      expect(previewWithdrawal(amount, { precision: 6, network }), amount).toBeUndefined();
    }
  });
});

describe('countedInBtc', () => {
  const prices = [
    { id: 3, asset: 'USDT', precision: 6, priceUsdt: new Decimal(1) },
    { id: 1, asset: 'BTC', precision: 8, priceUsdt: new Decimal(64000) },
  ];

  it('values the amount in BTC, rounded up as the limit counts it', () => {
    expect(countedInBtc(new Decimal(6400), 'USDT', prices)?.toFixed()).toBe('0.1');
    expect(countedInBtc(new Decimal(1), 'USDT', prices)?.toFixed()).toBe('0.00001563');
    expect(countedInBtc(new Decimal('0.5'), 'BTC', prices)?.toFixed()).toBe('0.5');
  });

  it('says nothing without a price', () => {
    expect(countedInBtc(new Decimal(1), 'ETH', prices)).toBeUndefined();
    expect(countedInBtc(new Decimal(1), 'USDT', prices.slice(0, 1))).toBeUndefined();
  });
});

describe('sameDestination', () => {
  it('compares addresses by id and cards by kind', () => {
    const address = { kind: 'address', addressId: 1 } as const;
    const card = { kind: 'bank', card: 'domestic' } as const;
    expect(sameDestination(address, { kind: 'address', addressId: 1 })).toBe(true);
    expect(sameDestination(address, { kind: 'address', addressId: 2 })).toBe(false);
    expect(sameDestination(card, { kind: 'bank', card: 'domestic' })).toBe(true);
    expect(sameDestination(card, { kind: 'bank', card: 'international' })).toBe(false);
    expect(sameDestination(address, card)).toBe(false);
    expect(sameDestination(null, card)).toBe(false);
  });
});
