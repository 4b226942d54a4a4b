import { Decimal } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { MARKETS } from './markets.js';
import { SimulatedPriceFeed } from './simulated-feed.js';

const feed = (seed: number, prices = new Map<string, Decimal>()) =>
  new SimulatedPriceFeed({ seed, markets: MARKETS, stepMs: 1000, prices });

/** A Wednesday, 15:00 in New York: stocks trade. */
const OPEN_MS = Date.parse('2026-11-25T20:00:00Z') - 60 * 60_000;

const run = (source: SimulatedPriceFeed, ticks: number, startMs = OPEN_MS) =>
  Array.from({ length: ticks }, (_, i) =>
    source.next(new Date(startMs + i * 1000)).map((tick) => tick.price.toFixed()),
  );

describe('SimulatedPriceFeed', () => {
  it('replays the same prices from the same seed, and others from another seed', () => {
    expect(run(feed(7), 50)).toEqual(run(feed(7), 50));
    expect(run(feed(7), 50)).not.toEqual(run(feed(8), 50));
  });

  it('keeps prices positive and on each market’s tick size', () => {
    const source = feed(1);
    for (let i = 0; i < 500; i++) {
      for (const tick of source.next(new Date(OPEN_MS + i * 1000))) {
        const market = MARKETS.find((m) => m.symbol === tick.symbol)!;
        expect(tick.price.gt(0)).toBe(true);
        expect(tick.price.decimalPlaces()).toBeLessThanOrEqual(market.priceDecimals);
        expect(tick.volume.gte(0)).toBe(true);
      }
    }
  });

  it('moves like a real market: small steps per second', () => {
    const source = feed(3);
    const first = source.next(new Date(OPEN_MS))[0]!.price;
    const second = source.next(new Date(OPEN_MS + 1000))[0]!.price;
    expect(second.minus(first).abs().div(first).lt(0.005)).toBe(true);
  });

  it('ticks stocks only while New York trades, crypto always', () => {
    const source = feed(4);
    const open = source.next(new Date(OPEN_MS)).map((tick) => tick.symbol);
    expect(open).toContain('AAPL/USD');
    expect(open).toHaveLength(MARKETS.length);
    const saturday = source.next(new Date('2026-11-28T16:00:00Z')).map((tick) => tick.symbol);
    expect(saturday).toEqual(MARKETS.filter((m) => m.kind === 'crypto').map((m) => m.symbol));
  });

  it('resumes from given prices', () => {
    const source = feed(5, new Map([['BTC/USDT', new Decimal('70000.5')]]));
    expect(source.priceOf('BTC/USDT')?.toFixed()).toBe('70000.5');
    source.setPrice('BTC/USDT', new Decimal('1'));
    expect(source.priceOf('BTC/USDT')?.toFixed()).toBe('1');
  });
});
