import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  candlesInRange,
  KlinePeriods,
  klineHistoryRange,
  nextPeriodStart,
  periodStart,
} from './calculators.js';
import { MAX_KLINES } from './model.js';

const ms = (iso: string) => Date.parse(iso);
const iso = (value: number) => new Date(value).toISOString();

describe('periodStart', () => {
  it('buckets by UTC minutes, hours, days, Monday weeks and calendar months', () => {
    const t = ms('2026-11-25T13:47:12.345Z'); // a Wednesday
    expect(iso(periodStart('1m', t))).toBe('2026-11-25T13:47:00.000Z');
    expect(iso(periodStart('5m', t))).toBe('2026-11-25T13:45:00.000Z');
    expect(iso(periodStart('15m', t))).toBe('2026-11-25T13:45:00.000Z');
    expect(iso(periodStart('30m', t))).toBe('2026-11-25T13:30:00.000Z');
    expect(iso(periodStart('1h', t))).toBe('2026-11-25T13:00:00.000Z');
    expect(iso(periodStart('4h', t))).toBe('2026-11-25T12:00:00.000Z');
    expect(iso(periodStart('1d', t))).toBe('2026-11-25T00:00:00.000Z');
    expect(iso(periodStart('1w', t))).toBe('2026-11-23T00:00:00.000Z');
    expect(iso(periodStart('1M', t))).toBe('2026-11-01T00:00:00.000Z');
    expect(iso(nextPeriodStart('1M', ms('2026-12-31T23:59:59Z')))).toBe('2027-01-01T00:00:00.000Z');
  });

  it('holds the instant in [start, next start), for every period', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...KlinePeriods),
        fc.integer({ min: 0, max: Date.UTC(2100, 0, 1) }),
        (period, at) => {
          const start = periodStart(period, at);
          expect(start).toBeLessThanOrEqual(at);
          expect(nextPeriodStart(period, at)).toBeGreaterThan(at);
          expect(periodStart(period, start)).toBe(start);
        },
      ),
    );
  });
});

describe('candlesInRange', () => {
  it('counts the candles opening in a range, both ends included', () => {
    expect(candlesInRange('1m', ms('2026-01-01T00:00:00Z'), ms('2026-01-01T00:59:59Z'))).toBe(60);
    expect(candlesInRange('1M', ms('2026-01-15T00:00:00Z'), ms('2027-01-01T00:00:00Z'))).toBe(13);
    expect(candlesInRange('1h', ms('2026-01-02T00:00:00Z'), ms('2026-01-01T00:00:00Z'))).toBe(0);
  });
});

describe('klineHistoryRange', () => {
  it('reaches back to the open of the candle count − 1 periods before the current one', () => {
    const at = ms('2026-11-25T13:47:12Z');
    expect(iso(klineHistoryRange('1h', at, 3).from.getTime())).toBe('2026-11-25T11:00:00.000Z');
    expect(klineHistoryRange('1h', at, 3).to.getTime()).toBe(at);
    expect(iso(klineHistoryRange('1w', at, 2).from.getTime())).toBe('2026-11-16T00:00:00.000Z');
    expect(iso(klineHistoryRange('1M', at, 13).from.getTime())).toBe('2025-11-01T00:00:00.000Z');
  });

  it('spans exactly count candles, the current one included, so the exchange never refuses it', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...KlinePeriods),
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) }),
        fc.integer({ min: 1, max: MAX_KLINES }),
        (period, at, count) => {
          const { from, to } = klineHistoryRange(period, at, count);
          expect(candlesInRange(period, from.getTime(), to.getTime())).toBe(count);
        },
      ),
    );
  });
});
