import { Decimal, discountedFee, type SpotMarket } from '@tessera/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type FillSide, fillMoney, MARKET_MAKER } from './postings.js';

const market: SpotMarket = {
  symbol: 'BTC/USDT',
  base: 'BTC',
  quote: 'USDT',
  baseId: 1,
  quoteId: 3,
  priceStep: new Decimal('0.01'),
  amountStep: new Decimal('0.0001'),
  minAmount: new Decimal('0.0001'),
  minNotional: new Decimal(5),
  makerFeeRate: new Decimal('0.001'),
  takerFeeRate: new Decimal('0.002'),
};

const side = (owner: number, buy: boolean, feeDiscount?: string): FillSide => ({
  owner,
  side: buy ? 'buy' : 'sell',
  kind: 'limit',
  limit: new Decimal('64000'),
  ...(feeDiscount === undefined ? {} : { feeDiscount: new Decimal(feeDiscount) }),
});

const sum = (postings: ReturnType<typeof fillMoney>['postings'], asset: string) =>
  postings
    .filter((p) => p.account.asset === asset)
    .reduce((total, p) => total.plus(p.amount), new Decimal(0));

describe('fillMoney with a coupon', () => {
  it('charges each side its fee less what its coupon waives, and the fees account only what was charged', () => {
    const terms = {
      market,
      price: new Decimal('64000'),
      amount: new Decimal('0.0123'),
      basePlaces: 8,
      quotePlaces: 6,
    };
    const plain = fillMoney({ ...terms, taker: side(7, false), maker: side(8, true) });
    const discounted = fillMoney({ ...terms, taker: side(7, false, '0.5'), maker: side(8, true, '1') });
    expect(discounted.taker.fee.toFixed()).toBe(
      discountedFee({ fee: plain.taker.fee, rate: '0.5', decimals: 6 }).charged.toFixed(),
    );
    expect(discounted.maker.fee.isZero()).toBe(true);
    const feesTo = (money: typeof plain, asset: string) =>
      money.postings
        .filter((p) => 'platform' in p.account && p.account.platform === 'fees' && p.account.asset === asset)
        .reduce((total, p) => total.plus(p.amount), new Decimal(0));
    expect(feesTo(discounted, 'USDT').toFixed()).toBe(discounted.taker.fee.toFixed());
    expect(feesTo(discounted, 'BTC').isZero()).toBe(true);
  });

  it('balances every asset, with or without a discount, for any fill', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 0, max: 100 }),
        fc.boolean(),
        fc.boolean(),
        (cents, lots, percent, takerBuys, house) => {
          const price = new Decimal(cents).div(100);
          const amount = new Decimal(lots).div(10_000);
          const discount = new Decimal(percent).div(100).toFixed();
          const taker = side(7, takerBuys, discount);
          const maker = side(house ? MARKET_MAKER : 8, !takerBuys, discount);
          const money = fillMoney({ market, price, amount, basePlaces: 8, quotePlaces: 6, taker, maker });
          expect(sum(money.postings, 'BTC').isZero()).toBe(true);
          expect(sum(money.postings, 'USDT').isZero()).toBe(true);
          expect(money.taker.fee.gte(0) && money.maker.fee.gte(0)).toBe(true);
        },
      ),
    );
  });
});
