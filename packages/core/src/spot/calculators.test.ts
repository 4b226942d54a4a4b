import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../shared/decimal.js';
import { btcUsdt } from '../testing/spot-markets.js';
import {
  amountForShare,
  fillFee,
  floorToStep,
  isOnStep,
  marketPriceLimit,
  mergeTrades,
  newerDepth,
  orderFreeze,
  orderPreview,
  priceToTicks,
  ticksToPrice,
} from './calculators.js';
import type { OrderDraft } from './model.js';
import { type Depth, type MarketTrade, RECENT_TRADES } from './model.js';

const d = (text: string) => new Decimal(text);

/** A decimal of `places` places in (0, max]. */
const positive = (max: number, places: number) =>
  fc.integer({ min: 1, max: max * 10 ** places }).map((units) => new Decimal(units).dividedBy(10 ** places));

const draft = (overrides: Partial<OrderDraft>): OrderDraft => ({
  symbol: 'BTC/USDT',
  side: 'buy',
  kind: 'limit',
  amount: d('0.5'),
  price: d('60000'),
  ...overrides,
});

describe('steps', () => {
  it('tells a value on the step from one off it, and floors onto it', () => {
    expect(isOnStep(d('0.30'), d('0.1'))).toBe(true);
    expect(isOnStep(d('0.35'), d('0.1'))).toBe(false);
    expect(floorToStep(d('0.127'), d('0.01')).toFixed()).toBe('0.12');
    expect(floorToStep(d('-1'), d('0.01')).toFixed()).toBe('0');
  });

  it('floors to the largest multiple of the step not above the value', () => {
    fc.assert(
      fc.property(positive(100000, 8), positive(10, 5), (value, step) => {
        const floored = floorToStep(value, step);
        expect(isOnStep(floored, step)).toBe(true);
        expect(floored.lessThanOrEqualTo(value)).toBe(true);
        expect(value.minus(floored).lessThan(step)).toBe(true);
      }),
    );
  });

  it('turns prices into ticks and back without loss', () => {
    expect(priceToTicks(d('64000.05'), d('0.01'))).toBe(6400005);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 ** 12 }), (ticks) => {
        expect(priceToTicks(ticksToPrice(ticks, btcUsdt.priceStep), btcUsdt.priceStep)).toBe(ticks);
      }),
    );
  });
});

describe('marketPriceLimit', () => {
  it('moves the reference price by the band against the taker, onto the grid', () => {
    expect(marketPriceLimit('buy', d('100'), btcUsdt).toFixed()).toBe('105');
    expect(marketPriceLimit('sell', d('100'), btcUsdt).toFixed()).toBe('95');
    expect(marketPriceLimit('buy', d('100.01'), btcUsdt).toFixed()).toBe('105.02');
    expect(marketPriceLimit('sell', d('100.01'), btcUsdt).toFixed()).toBe('95');
  });
});

describe('orderFreeze', () => {
  it('freezes the base amount of a sell, the value of a limit buy, and a market buy at its worst price', () => {
    expect(orderFreeze(draft({ side: 'sell' }), btcUsdt, d('60000'))).toEqual({
      asset: 'BTC',
      amount: d('0.5'),
    });
    expect(orderFreeze(draft({}), btcUsdt, d('1')).amount.toFixed()).toBe('30000');
    const market = orderFreeze(draft({ kind: 'market', price: null }), btcUsdt, d('60000'));
    expect(market).toEqual({ asset: 'USDT', amount: d('31500') });
  });

  it('never freezes less than a market buy can cost within the band', () => {
    fc.assert(
      fc.property(positive(100, 5), positive(100000, 2), (amount, reference) => {
        const freeze = orderFreeze(draft({ kind: 'market', price: null, amount }), btcUsdt, reference);
        expect(freeze.amount.greaterThanOrEqualTo(amount.times(reference).times('1.05'))).toBe(true);
      }),
    );
  });
});

describe('fillFee and orderPreview', () => {
  it('charges the fee in what the order receives', () => {
    expect(fillFee('buy', { amount: d('2'), price: d('100'), rate: d('0.001') }).toFixed()).toBe('0.002');
    expect(fillFee('sell', { amount: d('2'), price: d('100'), rate: d('0.001') }).toFixed()).toBe('0.2');
  });

  it('previews a limit buy at its price and a market sell at the reference price, at the taker rate', () => {
    const buy = orderPreview(draft({}), btcUsdt, d('1'));
    expect(buy.pay).toEqual({ asset: 'USDT', amount: d('30000') });
    expect(buy.fee).toEqual({ asset: 'BTC', amount: d('0.001') });
    expect(buy.receive).toEqual({ asset: 'BTC', amount: d('0.499') });
    const sell = orderPreview(draft({ side: 'sell', kind: 'market', price: null }), btcUsdt, d('60000'));
    expect(sell.pay).toEqual({ asset: 'BTC', amount: d('0.5') });
    expect(sell.fee).toEqual({ asset: 'USDT', amount: d('60') });
    expect(sell.receive).toEqual({ asset: 'USDT', amount: d('29940') });
  });

  it('loses nothing: what is received plus the fee is what the order is worth on its receiving side', () => {
    fc.assert(
      fc.property(
        positive(100, 5),
        positive(100000, 2),
        fc.constantFrom('buy' as const, 'sell' as const),
        (amount, price, side) => {
          const preview = orderPreview(draft({ side, amount, price }), btcUsdt, price);
          expect(preview.fee.amount.isNegative()).toBe(false);
          const gross = side === 'buy' ? amount : amount.times(price);
          expect(preview.receive.amount.plus(preview.fee.amount).eq(gross)).toBe(true);
        },
      ),
    );
  });
});

describe('amountForShare', () => {
  it('buys what a share of the quote balance pays for, and sells a share of the base balance', () => {
    expect(
      amountForShare(50, { side: 'buy', available: d('1000'), price: d('100'), market: btcUsdt }).toFixed(),
    ).toBe('5');
    expect(
      amountForShare(25, {
        side: 'sell',
        available: d('0.123456'),
        price: d('1'),
        market: btcUsdt,
      }).toFixed(),
    ).toBe('0.03086');
    expect(
      amountForShare(100, { side: 'buy', available: d('10'), price: d('0'), market: btcUsdt }).toFixed(),
    ).toBe('0');
    expect(
      amountForShare(150, { side: 'sell', available: d('1'), price: d('1'), market: btcUsdt }).toFixed(),
    ).toBe('1');
  });

  it('never asks for more than the balance can freeze', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100 }),
        positive(1000000, 2),
        positive(100000, 2),
        (percent, available, price) => {
          const amount = amountForShare(percent, { side: 'buy', available, price, market: btcUsdt });
          expect(isOnStep(amount, btcUsdt.amountStep)).toBe(true);
          expect(
            orderFreeze(draft({ amount, price }), btcUsdt, price).amount.lessThanOrEqualTo(available),
          ).toBe(true);
        },
      ),
    );
  });
});

describe('mergeTrades', () => {
  const trade = (id: number): MarketTrade => ({
    id,
    symbol: 'BTC/USDT',
    price: new Decimal(100),
    amount: new Decimal(1),
    side: 'buy',
    at: '2026-11-24T00:00:00.000Z',
  });
  const ids = fc.uniqueArray(fc.integer({ min: 1, max: 500 }), { maxLength: 80 });

  it('keeps each trade once, newest first, at most RECENT_TRADES of them, the latest ones', () => {
    fc.assert(
      fc.property(ids, ids, (known, incoming) => {
        const merged = mergeTrades(known.map(trade), incoming.map(trade)).map((t) => t.id);
        const all = [...new Set([...known, ...incoming])].sort((a, b) => b - a);
        expect(merged).toEqual(all.slice(0, RECENT_TRADES));
      }),
    );
  });
});

describe('newerDepth', () => {
  const depth = (at: string): Depth => ({ symbol: 'BTC/USDT', bids: [], asks: [], at });

  it('keeps a later book over an earlier one, whichever arrives last', () => {
    const early = depth('2026-11-24T00:00:00.000Z');
    const late = depth('2026-11-24T00:00:00.100Z');
    expect(newerDepth(undefined, early)).toBe(early);
    expect(newerDepth(early, late)).toBe(late);
    expect(newerDepth(late, early)).toBe(late);
  });
});
