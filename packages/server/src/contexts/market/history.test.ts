import { isMarketOpen, periodStart } from '@tessera/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aggregate, synthesize, unitsToText } from './history.js';
import { MARKETS } from './markets.js';

const BTC = MARKETS[0]!;
const AAPL = MARKETS.find((market) => market.symbol === 'AAPL/USD')!;
const END = Date.parse('2026-11-25T18:07:30Z');
const DAY = 24 * 60 * 60 * 1000;

describe('synthesize', () => {
  it('walks back from the current price: the newest candle closes at it, the same seed replays', () => {
    const options = {
      market: BTC,
      seedText: 's',
      startMs: END - 90 * DAY,
      endMs: END,
      price: 6_400_000,
      direction: 'backward' as const,
    };
    const { candles } = synthesize(options);
    expect(candles.at(-1)?.close).toBe(6_400_000);
    expect(candles.at(-1)?.openMs).toBe(periodStart('1m', END));
    expect(synthesize(options).candles).toEqual(candles);
    // Fine grains near the end, coarse ones before, in time order, each continuing the last.
    expect(candles[0]?.stepMs).toBe(4 * 60 * 60 * 1000);
    for (let i = 1; i < candles.length; i++) {
      expect(candles[i]!.openMs).toBeGreaterThan(candles[i - 1]!.openMs);
      expect(candles[i]!.open).toBe(candles[i - 1]!.close);
    }
  });

  it('moves a stock only while New York trades', () => {
    const { candles } = synthesize({
      market: AAPL,
      seedText: 's',
      startMs: END - 14 * DAY,
      endMs: END,
      price: 27_000,
      direction: 'forward',
    });
    expect(candles.length).toBeGreaterThan(0);
    for (const candle of candles) {
      expect(
        isMarketOpen('NYSE', candle.openMs) || isMarketOpen('NYSE', candle.openMs + candle.stepMs - 1),
      ).toBe(true);
    }
  });
});

describe('aggregate', () => {
  it('makes every period agree with the candles it is made of', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), (seed) => {
        const { candles } = synthesize({
          market: BTC,
          seedText: String(seed),
          startMs: END - 3 * DAY,
          endMs: END,
          price: 6_400_000,
          direction: 'backward',
        });
        const rows = aggregate(BTC, candles);
        const months = rows.filter(
          (row) => row.period === '1M' || row.period === '1w' || row.period === '1d',
        );
        const high = Math.max(...candles.map((c) => c.high));
        const volume = candles.reduce((sum, c) => sum + c.volume, 0);
        for (const period of ['1d', '1w', '1M'] as const) {
          const of = months.filter((row) => row.period === period);
          expect(of.map((row) => Number(row.high)).reduce((a, b) => Math.max(a, b))).toBe(high / 100);
          expect(of.reduce((sum, row) => sum + Math.round(Number(row.volume) * 10_000), 0)).toBe(volume);
          expect(of.at(-1)?.close).toBe('64000');
        }
        // Hourly candles are made only of candles no longer than an hour.
        expect(rows.filter((row) => row.period === '1m').length).toBeLessThanOrEqual(1500);
      }),
      { numRuns: 10 },
    );
  });

  it('writes whole units as decimal text', () => {
    expect(unitsToText(6_400_012, 2)).toBe('64000.12');
    expect(unitsToText(6_400_000, 2)).toBe('64000');
    expect(unitsToText(5, 4)).toBe('0.0005');
    expect(unitsToText(12, 0)).toBe('12');
  });
});
