import { Decimal } from '@tessera/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Kline } from './candle-book.js';
import { type KlineQuery, RecentKlines } from './recent-klines.js';

const MINUTE = 60_000;

const kline = (minute: number, close: number): Kline => ({
  symbol: 'BTC/USDT',
  period: '1m',
  openMs: minute * MINUTE,
  open: new Decimal(close),
  high: new Decimal(close),
  low: new Decimal(close),
  close: new Decimal(close),
  volume: new Decimal(1),
});

/** The table as the database holds it: one candle per open time. */
class Table {
  readonly rows = new Map<number, Kline>();
  write(klines: readonly Kline[]) {
    for (const k of klines) this.rows.set(k.openMs, k);
  }
  sorted() {
    return [...this.rows.values()].sort((a, b) => a.openMs - b.openMs);
  }
  newest = async (_symbol: string, _period: string, count: number) => this.sorted().slice(-count);
  range = (query: KlineQuery) =>
    this.sorted()
      .filter((k) => k.openMs >= query.fromMs && k.openMs <= query.toMs)
      .slice(0, query.limit);
}

const query = (fromMinute: number, toMinute: number, limit = 1500): KlineQuery => ({
  symbol: 'BTC/USDT',
  period: '1m',
  fromMs: fromMinute * MINUTE,
  toMs: toMinute * MINUTE,
  limit,
});

describe('RecentKlines', () => {
  it('answers the newest candles from memory after one read, and follows writes', async () => {
    const table = new Table();
    table.write(Array.from({ length: 10 }, (_, i) => kline(i, 100 + i)));
    let reads = 0;
    const recent = new RecentKlines(
      async (...args) => {
        reads += 1;
        return table.newest(...args);
      },
      5,
      8,
    );
    expect((await recent.answer(query(6, 20)))?.map((k) => k.openMs / MINUTE)).toEqual([6, 7, 8, 9]);
    const changed = [kline(9, 200), kline(10, 201)];
    table.write(changed);
    recent.written(changed);
    expect((await recent.answer(query(7, 20)))?.map((k) => k.close.toNumber())).toEqual([107, 108, 200, 201]);
    expect(await recent.answer(query(0, 20))).toBeUndefined();
    expect(reads).toBe(1);
  });

  it('answers every query as the table would, whatever writes came between', async () => {
    const step = fc.oneof(
      fc.record({
        kind: fc.constant('write' as const),
        minute: fc.integer({ min: 0, max: 40 }),
        close: fc.nat(999),
      }),
      fc.record({
        kind: fc.constant('query' as const),
        from: fc.integer({ min: -5, max: 45 }),
        span: fc.integer({ min: 0, max: 50 }),
        limit: fc.integer({ min: 1, max: 12 }),
      }),
      fc.constant({ kind: 'clear' as const }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 30 }),
        fc.array(step, { maxLength: 60 }),
        async (stored, steps) => {
          const table = new Table();
          table.write(Array.from({ length: stored }, (_, i) => kline(i, i)));
          const recent = new RecentKlines(table.newest, 8, 2);
          for (const s of steps) {
            if (s.kind === 'write') {
              const written = [kline(s.minute, s.close)];
              table.write(written);
              recent.written(written);
            } else if (s.kind === 'clear') recent.clear();
            else {
              const q = query(s.from, s.from + s.span, s.limit);
              const answer = (await recent.answer(q)) ?? table.range(q);
              expect(answer).toEqual(table.range(q));
            }
          }
        },
      ),
    );
  });
});
