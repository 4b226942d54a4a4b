import { type Coupon, decimal } from '@tessera/core';

/** A time both welcome coupons below can be used at. */
export const COUPONS_NOW = new Date('2026-11-28T12:00:00.000Z');

/** The welcome fee discount: half the fees of one spot or futures order of at least 10 USDT. */
export const halfOff: Coupon = {
  id: 7,
  kind: 'fee_discount',
  rate: decimal('0.5'),
  amount: null,
  products: ['spot', 'futures'],
  minValue: decimal('10'),
  issuedAt: '2026-11-27T10:00:00.000Z',
  expiresAt: '2026-12-27T10:00:00.000Z',
  used: null,
};

/** The welcome trial bonus: 10 USDT into the futures account once claimed. */
export const trialBonus: Coupon = {
  id: 8,
  kind: 'trial_bonus',
  rate: null,
  amount: decimal('10'),
  products: [],
  minValue: decimal('0'),
  issuedAt: '2026-11-27T10:00:00.000Z',
  expiresAt: '2026-12-04T10:00:00.000Z',
  used: null,
};
