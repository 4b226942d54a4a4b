import { Decimal } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { MARKETS } from './markets.js';
import { SimulatedPriceFeed } from './simulated-feed.js';

const feed = (seed: number, prices = new Map<string, Decimal>()) =>
  new SimulatedPriceFeed({ seed, markets: MARKETS, stepMs: 1000, prices });

const run = (source: SimulatedPriceFeed, ticks: number) =>
  Array.from({ length: ticks }, (_, i) =>
    source.next(new Date(i * 1000)).map((tick) => tick.price.toFixed()),
  );

describe('SimulatedPriceFeed', () => {
  it('replays the same prices from the same seed, and others from another seed', () => {
    expect(run(feed(7), 50)).toEqual(run(feed(7), 50));
    expect(run(feed(7), 50)).not.toEqual(run(feed(8), 50));
  });

  it('keeps prices positive and on each market’s tick size', () => {
    const source = feed(1);
    for (let i = 0; i < 500; i++) {
      for (const tick of source.next(new Date(i * 1000))) {
        const market = MARKETS.find((m) => m.symbol === tick.symbol)!;
        expect(tick.price.gt(0)).toBe(true);
        expect(tick.price.decimalPlaces()).toBeLessThanOrEqual(market.priceDecimals);
        expect(tick.volume.gte(0)).toBe(true);
      }
    }
  });

  it('moves like a real market: small steps per second, a plausible range per day', () => {
    const source = feed(3);
    const first = source.next(new Date(0))[0]!.price;
    const second = source.next(new Date(1000))[0]!.price;
    expect(second.minus(first).abs().div(first).lt(0.005)).toBe(true);
    const day = source.history('BTC/USDT', new Date(), 1440, 60_000).map((tick) => tick.price);
    const high = Decimal.max(...day);
    const low = Decimal.min(...day);
    expect(high.div(low).lt(1.5)).toBe(true);
  });

  it('resumes from given prices and synthesizes a history that ends at the current price', () => {
    const source = feed(5, new Map([['BTC/USDT', new Decimal('70000.5')]]));
    const end = new Date('2026-01-01T00:00:00Z');
    const history = source.history('BTC/USDT', end, 1440, 60_000);
    expect(history).toHaveLength(1440);
    expect(history.at(-1)).toMatchObject({ at: end });
    expect(history.at(-1)?.price.toFixed()).toBe('70000.5');
    expect(history[0]?.at.getTime()).toBe(end.getTime() - 1439 * 60_000);
  });
});
