import { Decimal, type KlinePeriod, KlinePeriods, periodStart } from '@tessera/core';
import type { Tick } from './price-feed.js';

/** One market's candle of one period. */
export interface Kline {
  readonly symbol: string;
  readonly period: KlinePeriod;
  readonly openMs: number;
  readonly open: Decimal;
  readonly high: Decimal;
  readonly low: Decimal;
  readonly close: Decimal;
  readonly volume: Decimal;
}

const keyOf = (symbol: string, period: KlinePeriod) => `${symbol} ${period}`;

/**
 * The current candle of every market and period, updated in memory as ticks arrive, and the
 * candles changed since the last `drain`: what the next write to `klines` must carry. Ticks of one
 * second touch each candle many times but cost one row per candle when written.
 */
export class CandleBook {
  readonly #current = new Map<string, Kline>();
  /** By market, period and open time: a candle that closed before the write is written too. */
  readonly #changed = new Map<string, Kline>();

  /** Takes candles read back from the database as the current ones (start-up, after a gap). */
  load(klines: Iterable<Kline>): void {
    for (const kline of klines) {
      const key = keyOf(kline.symbol, kline.period);
      const known = this.#current.get(key);
      if (known === undefined || known.openMs <= kline.openMs) this.#current.set(key, kline);
    }
  }

  add(tick: Tick): void {
    const atMs = tick.at.getTime();
    for (const period of KlinePeriods) {
      const key = keyOf(tick.symbol, period);
      const openMs = periodStart(period, atMs);
      const known = this.#current.get(key);
      // A tick older than the current candle (a clock that went back) changes nothing.
      if (known !== undefined && known.openMs > openMs) continue;
      const next: Kline =
        known !== undefined && known.openMs === openMs
          ? {
              ...known,
              high: Decimal.max(known.high, tick.price),
              low: Decimal.min(known.low, tick.price),
              close: tick.price,
              volume: known.volume.plus(tick.volume),
            }
          : {
              symbol: tick.symbol,
              period,
              openMs,
              open: tick.price,
              high: tick.price,
              low: tick.price,
              close: tick.price,
              volume: tick.volume,
            };
      this.#current.set(key, next);
      this.#changed.set(`${key} ${openMs}`, next);
    }
  }

  current(symbol: string, period: KlinePeriod): Kline | undefined {
    return this.#current.get(keyOf(symbol, period));
  }

  /** Whether `kline` is still its market's current candle of its period. */
  isCurrent(kline: Kline): boolean {
    return this.#current.get(keyOf(kline.symbol, kline.period)) === kline;
  }

  /** The candles changed since the last drain, forgotten by the book. */
  drain(): Kline[] {
    const changed = [...this.#changed.values()];
    this.#changed.clear();
    return changed;
  }
}
