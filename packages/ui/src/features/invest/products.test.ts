import { Decimal } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { btcCall, btcPut } from '../../testing/dual';
import { closureOf, investedDecimals, linkedOffsetOf, marketsOf, mostShares } from './products';

const ethCall = { ...btcCall, id: 5, symbol: 'ETH/USDT', base: 'ETH', investAsset: 'ETH' };
const btcCall14 = { ...btcCall, id: 6, days: 14 };

describe('dual products on screen', () => {
  it('groups one direction’s products by market, keeping the exchange’s order', () => {
    const markets = marketsOf([btcCall, btcPut, btcCall14, ethCall], 'call');
    expect(markets.map((market) => [market.symbol, market.products.map((product) => product.id)])).toEqual([
      ['BTC/USDT', [3, 6]],
      ['ETH/USDT', [5]],
    ]);
    expect(marketsOf([btcCall], 'put')).toEqual([]);
  });

  it('says by core’s rule why a product cannot be bought: closed at the end of its day, or sold out', () => {
    const during = Date.parse('2026-11-27T12:00:00.000Z');
    expect(closureOf(btcCall, during)).toBeUndefined();
    expect(closureOf(btcCall, Date.parse(btcCall.subscriptionEndsAt))?.messageKey).toBe(
      'invest.subscriptionClosed',
    );
    expect(closureOf({ ...btcCall, remainingShares: 0 }, during)?.messageKey).toBe('invest.soldOut');
  });

  it('counts a call in the coin’s decimals and a put in USDT’s', () => {
    expect(investedDecimals(btcCall)).toBe(8);
    expect(investedDecimals(btcPut)).toBe(6);
  });

  it('tells how far the linked price was set from the recorded price', () => {
    expect(linkedOffsetOf(btcCall).toFixed()).toBe('0.03');
    expect(linkedOffsetOf(btcPut).toFixed()).toBe('-0.03');
  });

  it('offers as many whole shares as the balance pays for, no more than remain', () => {
    expect(mostShares(btcCall, new Decimal('0.0159'))).toBe(15);
    expect(mostShares(btcCall, new Decimal('0.0009'))).toBe(0);
    expect(mostShares(btcCall, new Decimal('5'))).toBe(990);
  });
});
