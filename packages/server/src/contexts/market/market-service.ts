import type { QuoteCodec } from '@tessera/contract';
import { Decimal, MAX_KLINES, USDT_PEGGED } from '@tessera/core';
import type * as t from 'io-ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { reusable } from '../handler.js';
import type { CandleBook, Kline } from './candle-book.js';
import { aggregate, type KlineRow, synthesize, unitsToText } from './history.js';
import {
  currentKlines,
  klinesInRange,
  minuteKlinesSince,
  newestKlines,
  rowOfKline,
  writeKlines,
} from './klines.js';
import type { MarketSpec } from './markets.js';
import type { Tick } from './price-feed.js';
import { type KlineQuery, RecentKlines } from './recent-klines.js';
import { type Candle, candleOfTick, type RollingWindow } from './rolling-window.js';
import type { SimulatedPriceFeed } from './simulated-feed.js';
import { recordTicks } from './ticks.js';

export type Quote = t.TypeOf<typeof QuoteCodec>;

/** A jump of the clock longer than this (a restart, a simulated-clock advance) is filled with synthesized trading. */
export const GAP_MS = 60_000;
const MINUTE_MS = 60_000;
/** How many charts (market and period) keep their newest candles in memory. */
const KEPT_CHARTS = 64;

/** 24-hour change in percent, two places; a zero open (impossible for a live market) reads as no change. */
const changePercent = (open: Decimal, close: Decimal): Decimal =>
  open.isZero() ? new Decimal(0) : close.minus(open).div(open).mul(100).toDecimalPlaces(2);

const quoteOf = (market: MarketSpec, stats: Candle): Quote => ({
  symbol: market.symbol,
  currency_name: market.base,
  legal_name: market.quote,
  kind: market.kind,
  now_price: stats.close,
  // `abs` of a zero clears its sign, so an unchanged market never reads "-0".
  change: ((change) => (change.isZero() ? change.abs() : change))(changePercent(stats.open, stats.close)),
  high: stats.high,
  low: stats.low,
  volume: stats.volume.toDecimalPlaces(market.volumeDecimals),
  updated_at: stats.at.toISOString(),
});

const unitsOf = (price: Decimal, places: number): number =>
  price.mul(new Decimal(10).pow(places)).round().toNumber();

/**
 * The live market: advances the price feed, records every tick, keeps each market's 24-hour window
 * and its current K-line candles, and answers quotes from a snapshot made once per tick (the same
 * array, serialized once, for every request until the next tick).
 */
export class MarketService {
  readonly #bySymbol: ReadonlyMap<string, MarketSpec>;
  readonly #quotes = new Map<string, Quote>();
  #snapshot: Quote[] = [];
  /** Markets whose quote changed since the last `takeChangedQuotes`. */
  readonly #changed = new Set<string>();
  /** Candles written while filling a gap, not yet pushed. */
  #unpublished: Kline[] = [];
  #lastAtMs: number | undefined;
  /** The K-line write under way, which the next one waits for. */
  #flushing: Promise<unknown> = Promise.resolve();
  /** The newest candles of the charts being looked at, kept current by every write. */
  readonly #recentKlines: RecentKlines;

  constructor(
    private readonly options: {
      readonly db: Kysely<Database>;
      readonly markets: readonly MarketSpec[];
      readonly feed: SimulatedPriceFeed;
      readonly windows: ReadonlyMap<string, RollingWindow>;
      readonly book: CandleBook;
      readonly seed: number;
      /** The newest trading already accounted for (a restart's last tick), if any. */
      readonly lastAt: Date | undefined;
    },
  ) {
    this.#bySymbol = new Map(options.markets.map((market) => [market.symbol, market]));
    this.#recentKlines = new RecentKlines(
      (symbol, period, count) => newestKlines(options.db, symbol, period, count),
      MAX_KLINES,
      KEPT_CHARTS,
    );
    this.#lastAtMs = options.lastAt?.getTime();
    for (const market of options.markets) this.#refresh(market.symbol);
    this.#rebuild();
  }

  get markets(): readonly MarketSpec[] {
    return this.options.markets;
  }

  /**
   * The latest quote of every market, in display order: the same array until the next tick, so
   * the registrar serializes it once per tick however many ask.
   */
  quotes(): Quote[] {
    return this.#snapshot;
  }

  /** The quotes that changed since the last call: one coalesced push. */
  takeChangedQuotes(): Quote[] {
    const changed = [...this.#changed].flatMap((symbol) => this.#quotes.get(symbol) ?? []);
    this.#changed.clear();
    return changed;
  }

  /**
   * The latest recorded price of an asset in USDT (USDT itself and USDC are 1 by rule), or
   * undefined for an asset no market quotes against USDT.
   */
  priceInUsdt(asset: string): Decimal | undefined {
    if ((USDT_PEGGED as readonly string[]).includes(asset)) return new Decimal(1);
    return this.priceOf(`${asset}/USDT`);
  }

  /** The latest recorded price of a market, or undefined before its first. */
  priceOf(symbol: string): Decimal | undefined {
    return this.options.windows.get(symbol)?.stats()?.close;
  }

  isListed(symbol: string): boolean {
    return this.#bySymbol.has(symbol);
  }

  /** Moves the market to `at`: synthesized trading over a jump of the clock, then one tick. */
  async tick(at: Date): Promise<void> {
    const atMs = at.getTime();
    if (this.#lastAtMs !== undefined && atMs - this.#lastAtMs > GAP_MS)
      await this.#fillGap(this.#lastAtMs, atMs);
    const ticks = this.options.feed.next(at);
    await recordTicks(this.options.db, ticks);
    this.#apply(ticks);
    this.#lastAtMs = Math.max(this.#lastAtMs ?? atMs, atMs);
  }

  /**
   * Takes in ticks another process recorded (this one follows the market's holder): the same
   * quotes, windows and candles recording them makes, and the feed carries on from their prices
   * should this process take over, but nothing is written. A jump of the clock before them (the
   * holder filled it with synthesized trading) is read back from the candles the holder wrote.
   */
  async follow(ticks: readonly Tick[]): Promise<void> {
    const first = ticks[0];
    if (first === undefined) return;
    if (this.#lastAtMs !== undefined && first.at.getTime() - this.#lastAtMs > GAP_MS)
      await this.#readGap(this.#lastAtMs, first.at.getTime());
    for (const tick of ticks) this.options.feed.setPrice(tick.symbol, tick.price);
    this.#apply(ticks);
    this.#lastAtMs = Math.max(this.#lastAtMs ?? 0, ...ticks.map((tick) => tick.at.getTime()));
    // The holder writes these candles; this process keeps its charts' newest ones current.
    this.#recentKlines.written(this.options.book.drain());
  }

  #apply(ticks: readonly Tick[]): void {
    for (const tick of ticks) {
      this.options.windows.get(tick.symbol)?.add(candleOfTick(tick));
      this.options.book.add(tick);
      this.#refresh(tick.symbol);
    }
    if (ticks.length > 0) this.#rebuild();
  }

  /** The trading the holder synthesized over a jump of the clock from `fromMs` to `toMs`, as it wrote it. */
  async #readGap(fromMs: number, toMs: number): Promise<void> {
    const { db, windows, book, markets } = this.options;
    const symbols = markets.map((market) => market.symbol);
    // Minutes after the last one ticks already went into.
    const sinceMs = Math.floor(fromMs / MINUTE_MS) * MINUTE_MS + MINUTE_MS;
    for (const kline of await minuteKlinesSince(db, symbols, sinceMs)) {
      if (kline.openMs >= toMs) continue;
      windows
        .get(kline.symbol)
        ?.add({ ...kline, at: new Date(Math.min(kline.openMs + MINUTE_MS - 1, toMs - 1)) });
    }
    book.load(await currentKlines(db, symbols));
    this.#recentKlines.clear();
    for (const symbol of symbols) this.#refresh(symbol);
  }

  /**
   * Writes the candles changed since the last flush, in one statement, and answers those that are
   * still current (what chart rooms are told).
   */
  flushKlines(): Promise<Kline[]> {
    // One write at a time: on a pool, a later write of a candle must never land before an earlier one.
    const flushed = this.#flushing.then(() => this.#flush());
    this.#flushing = flushed.catch(() => undefined);
    return flushed;
  }

  async #flush(): Promise<Kline[]> {
    const { book } = this.options;
    const changed = book.drain();
    if (changed.length > 0) {
      await writeKlines(this.options.db, changed.map(rowOfKline), 'replace');
      this.#recentKlines.written(changed);
    }
    const current = [...this.#unpublished, ...changed].filter((kline) => book.isCurrent(kline));
    this.#unpublished = [];
    return current;
  }

  /** Stored candles of a market and period, oldest first; the newest from memory. */
  async klines(query: KlineQuery): Promise<Kline[]> {
    return (await this.#recentKlines.answer(query)) ?? klinesInRange(this.options.db, query);
  }

  /**
   * Trading over a jump of the clock from `fromMs` to `toMs`, synthesized as a fresh history is
   * (fine candles near the end, coarse ones before), seeded by the jump's start so it replays.
   */
  async #fillGap(fromMs: number, toMs: number): Promise<void> {
    const { db, feed, windows, book, markets, seed } = this.options;
    this.#unpublished.push(...(await this.flushKlines()));
    const rows: KlineRow[] = [];
    for (const market of markets) {
      const price = feed.priceOf(market.symbol) ?? new Decimal(market.reference);
      const { candles, price: end } = synthesize({
        market,
        seedText: `${seed}:${market.symbol}:gap:${fromMs}`,
        startMs: fromMs,
        endMs: toMs,
        price: unitsOf(price, market.priceDecimals),
        direction: 'forward',
      });
      rows.push(...aggregate(market, candles));
      feed.setPrice(market.symbol, new Decimal(unitsToText(end, market.priceDecimals)));
      const window = windows.get(market.symbol);
      let minutes = 0;
      for (const candle of candles) {
        if (candle.stepMs !== MINUTE_MS || window === undefined) continue;
        minutes += 1;
        window.add({
          open: new Decimal(unitsToText(candle.open, market.priceDecimals)),
          high: new Decimal(unitsToText(candle.high, market.priceDecimals)),
          low: new Decimal(unitsToText(candle.low, market.priceDecimals)),
          close: new Decimal(unitsToText(candle.close, market.priceDecimals)),
          volume: new Decimal(unitsToText(candle.volume, market.volumeDecimals)),
          at: new Date(Math.min(candle.openMs + MINUTE_MS - 1, toMs - 1)),
        });
      }
      // Trading in the jump but none in its last day (a stock over a weekend): the quote shows where
      // that trading ended, unchanged since.
      const last = candles.at(-1);
      if (last !== undefined && minutes === 0 && window !== undefined) {
        const close = new Decimal(unitsToText(last.close, market.priceDecimals));
        window.add({
          open: close,
          high: close,
          low: close,
          close,
          volume: new Decimal(0),
          at: new Date(Math.min(last.openMs + last.stepMs - 1, toMs - 1)),
        });
      }
      if (candles.length > 0) this.#refresh(market.symbol);
    }
    await writeKlines(db, rows, 'merge');
    this.#recentKlines.clear();
    book.load(
      await currentKlines(
        db,
        markets.map((market) => market.symbol),
      ),
    );
    this.#rebuild();
  }

  #refresh(symbol: string): void {
    const market = this.#bySymbol.get(symbol);
    const stats = this.options.windows.get(symbol)?.stats();
    if (market === undefined || stats === undefined) return;
    this.#quotes.set(symbol, quoteOf(market, stats));
    this.#changed.add(symbol);
  }

  #rebuild(): void {
    this.#snapshot = reusable(
      this.options.markets.flatMap((market) => this.#quotes.get(market.symbol) ?? []),
    );
  }
}
