import { Decimal, periodStart } from '@tessera/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { CandleBook } from './candle-book.js';
import { aggregate, HISTORY_MS, synthesize } from './history.js';
import { currentKlines, marketsWithKlines, minuteKlinesSince, writeKlines } from './klines.js';
import { MarketService } from './market-service.js';
import type { MarketSpec } from './markets.js';
import { RollingWindow } from './rolling-window.js';
import { SimulatedPriceFeed } from './simulated-feed.js';
import { latestTicks } from './ticks.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60_000;

/**
 * Starts the market where the database left it, reading only what it needs through indexes: the
 * last tick of each market, the current candle of each market and period, and the last day of
 * one-minute candles (the 24-hour windows). A market without candles (a fresh database, a market
 * just listed) first gets a year of synthesized history ending at its current price; the time
 * since the last tick (a restart, a simulated clock moved meanwhile) is then filled by the market
 * service's first tick, as any jump of the clock is.
 */
export const startMarket = async (
  db: Kysely<Database>,
  options: {
    seed: number;
    tickMs: number;
    now: Date;
    markets: readonly MarketSpec[];
    /** How far back a fresh history reaches. */
    historyMs?: number;
  },
): Promise<MarketService> => {
  const { markets, now, seed } = options;
  const symbols = markets.map((market) => market.symbol);
  const ticks = await latestTicks(db, symbols);
  const listed = await marketsWithKlines(db, symbols);
  // Trading is accounted for up to here: the end of a fresh history, else the last tick.
  let lastAtMs: number | undefined;
  for (const market of markets) {
    if (listed.has(market.symbol)) continue;
    lastAtMs = now.getTime();
    const price = ticks.get(market.symbol)?.price ?? new Decimal(market.reference);
    const { candles } = synthesize({
      market,
      seedText: `${seed}:${market.symbol}:history`,
      startMs: now.getTime() - (options.historyMs ?? HISTORY_MS),
      endMs: now.getTime(),
      price: price.mul(new Decimal(10).pow(market.priceDecimals)).round().toNumber(),
      direction: 'backward',
    });
    await writeKlines(db, aggregate(market, candles), 'merge');
  }

  const book = new CandleBook();
  const current = await currentKlines(db, symbols);
  book.load(current);
  // The latest price: the last tick, else the close of the newest candle (a stock closed for
  // longer than ticks are kept has only candles).
  const prices = new Map<string, Decimal>();
  for (const market of markets) {
    const tick = ticks.get(market.symbol);
    const month = book.current(market.symbol, '1M');
    const price = tick?.price ?? month?.close;
    if (price !== undefined) prices.set(market.symbol, price);
    const at = tick?.at.getTime() ?? (month === undefined ? undefined : newestOpenMs(book, market.symbol));
    if (at !== undefined) lastAtMs = Math.max(lastAtMs ?? at, at);
  }

  const windows = new Map(markets.map((market) => [market.symbol, new RollingWindow()]));
  const since = periodStart('1m', now.getTime() - DAY_MS);
  for (const kline of await minuteKlinesSince(db, symbols, since)) {
    // A candle's last trade is at its end, or at the last trading for the current one.
    const endMs = Math.min(kline.openMs + MINUTE_MS - 1, lastAtMs ?? now.getTime());
    windows.get(kline.symbol)?.add({ ...kline, at: new Date(Math.max(kline.openMs, endMs)) });
  }
  // A market without trading in the last day (a stock over a weekend) is quoted at its last price,
  // unchanged, with no volume, until it trades again.
  for (const market of markets) {
    const window = windows.get(market.symbol);
    const price = prices.get(market.symbol);
    if (window === undefined || window.stats() !== undefined || price === undefined) continue;
    const atMs = ticks.get(market.symbol)?.at.getTime() ?? newestOpenMs(book, market.symbol) ?? now.getTime();
    window.add({
      open: price,
      high: price,
      low: price,
      close: price,
      volume: new Decimal(0),
      at: new Date(atMs),
    });
  }
  const feed = new SimulatedPriceFeed({ seed, markets, stepMs: options.tickMs, prices });
  return new MarketService({
    db,
    markets,
    feed,
    windows,
    book,
    seed,
    lastAt: lastAtMs === undefined ? undefined : new Date(lastAtMs),
  });
};

const newestOpenMs = (book: CandleBook, symbol: string): number | undefined =>
  book.current(symbol, '1m')?.openMs ??
  book.current(symbol, '5m')?.openMs ??
  book.current(symbol, '1h')?.openMs;
