import type { KlinePeriod } from '@tessera/core';
import type { Kline } from './candle-book.js';

/** A market's candles of one period, oldest first, at most `limit` from `fromMs` to `toMs`. */
export interface KlineQuery {
  readonly symbol: string;
  readonly period: KlinePeriod;
  readonly fromMs: number;
  readonly toMs: number;
  readonly limit: number;
}

/** The newest `count` stored candles of a market and period, oldest first. */
export type LoadNewest = (symbol: string, period: KlinePeriod, count: number) => Promise<Kline[]>;

interface Window {
  /** Oldest first; the newest `size` stored candles (all of them when fewer are stored). */
  readonly klines: Kline[];
  /** Whether every stored candle is here (fewer than `size` were stored when it was read). */
  complete: boolean;
}

const keyOf = (symbol: string, period: KlinePeriod) => `${symbol} ${period}`;

/** Index of the first candle opening at or after `ms` (binary search: candles are in time order). */
const firstFrom = (klines: readonly Kline[], ms: number): number => {
  let low = 0;
  let high = klines.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((klines[middle] as Kline).openMs < ms) low = middle + 1;
    else high = middle;
  }
  return low;
};

/**
 * The newest candles of the charts being looked at, kept in memory and updated by every write of
 * candles, so that opening a chart (the newest candles of a market and period: what nearly every
 * request asks for) reads no database. A request reaching back past what is kept goes to the
 * database. At most `charts` charts are kept, the least recently asked for dropped first.
 */
export class RecentKlines {
  readonly #windows = new Map<string, Window>();
  /** Bumped by every write: a window read while candles were being written is not kept. */
  #generation = 0;

  constructor(
    private readonly load: LoadNewest,
    private readonly size: number,
    private readonly charts: number,
  ) {}

  /** Answers `query` from memory, or undefined when it reaches back past what is kept. */
  async answer(query: KlineQuery): Promise<Kline[] | undefined> {
    const window = await this.#window(query.symbol, query.period);
    const { klines } = window;
    if (!window.complete && (klines.length === 0 || query.fromMs < (klines[0] as Kline).openMs))
      return undefined;
    const from = firstFrom(klines, query.fromMs);
    const to = firstFrom(klines, query.toMs + 1);
    return klines.slice(from, Math.min(to, from + query.limit));
  }

  /** Takes written candles in: each replaces the kept one of its open time, or follows the newest. */
  written(changed: readonly Kline[]): void {
    this.#generation++;
    for (const kline of changed) {
      const window = this.#windows.get(keyOf(kline.symbol, kline.period));
      if (window === undefined) continue;
      const { klines } = window;
      const at = firstFrom(klines, kline.openMs);
      if (klines[at]?.openMs === kline.openMs) klines[at] = kline;
      else if (at > 0 || window.complete) klines.splice(at, 0, kline);
      if (klines.length > this.size) {
        klines.shift();
        window.complete = false;
      }
    }
  }

  /** Forgets everything kept: after candles were merged in bulk (a gap filled). */
  clear(): void {
    this.#generation++;
    this.#windows.clear();
  }

  async #window(symbol: string, period: KlinePeriod): Promise<Window> {
    const key = keyOf(symbol, period);
    const kept = this.#windows.get(key);
    if (kept !== undefined) {
      // Most recently asked for last: Map keeps insertion order.
      this.#windows.delete(key);
      this.#windows.set(key, kept);
      return kept;
    }
    const generation = this.#generation;
    const klines = await this.load(symbol, period, this.size);
    const window = { klines, complete: klines.length < this.size };
    if (generation !== this.#generation || this.#windows.has(key)) return window;
    this.#windows.set(key, window);
    if (this.#windows.size > this.charts) this.#windows.delete(this.#windows.keys().next().value as string);
    return window;
  }
}
