import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../shared/decimal.js';
import { btcCall } from '../testing/dual-products.js';
import { validateDualPurchase } from './rules.js';

const now = Date.parse('2026-11-27T12:00:00.000Z');
const codeOf = (result: ReturnType<typeof validateDualPurchase>) =>
  E.isLeft(result) ? Object.values(result.left)[0]?.code : 'ok';

describe('validateDualPurchase', () => {
  it('takes a whole number of shares of an open product', () => {
    expect(validateDualPurchase({ productId: 3, shares: ' 25 ' }, { products: [btcCall], now })).toEqual(
      E.right({ productId: 3, shares: 25 }),
    );
  });

  it('says what is wrong: the product, its subscription, its shares, the quantity, the balance', () => {
    const check = (shares: string, product = btcCall, at = now, available?: Decimal) =>
      codeOf(
        validateDualPurchase(
          { productId: 3, shares },
          { products: [product], now: at, ...(available ? { available } : {}) },
        ),
      );
    expect(codeOf(validateDualPurchase({ productId: 9, shares: '1' }, { products: [btcCall], now }))).toBe(
      'DUAL.UNKNOWN_PRODUCT',
    );
    expect(check('1', btcCall, Date.parse(btcCall.subscriptionEndsAt))).toBe('DUAL.SUBSCRIPTION_CLOSED');
    expect(check('1', { ...btcCall, remainingShares: 0 })).toBe('DUAL.SOLD_OUT');
    expect(check('')).toBe('SHARED.REQUIRED');
    for (const notWhole of ['1.5', '0', '-1', '1e2', 'x']) expect(check(notWhole)).toBe('DUAL.SHARES_WHOLE');
    expect(check('11', { ...btcCall, remainingShares: 10 })).toBe('DUAL.NOT_ENOUGH_SHARES');
    expect(check('3', btcCall, now, new Decimal('0.0029'))).toBe('WALLET.INSUFFICIENT_BALANCE');
    expect(check('3', btcCall, now, new Decimal('0.003'))).toBe('ok');
  });
});
