import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { MarketService } from './market-service.js';
import { MARKETS } from './markets.js';
import { candleOfTick, RollingWindow } from './rolling-window.js';
import { SimulatedPriceFeed } from './simulated-feed.js';
import { latestPrices, recentCandles, recordTicks } from './ticks.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const HISTORY_STEP_MS = 60_000;

/**
 * Starts the simulated market where the database left it: the last recorded prices and the last
 * 24 hours of trading. Markets with no trading in that day get a synthetic day of one-minute ticks,
 * recorded like real ones, so their 24-hour figures are meaningful from the first quote.
 */
export const startMarket = async (
  db: Kysely<Database>,
  options: { seed: number; tickMs: number; now: Date },
): Promise<MarketService> => {
  const feed = new SimulatedPriceFeed({
    seed: options.seed,
    markets: MARKETS,
    stepMs: options.tickMs,
    prices: await latestPrices(db),
  });
  const windows = new Map(MARKETS.map((market) => [market.symbol, new RollingWindow()]));
  for (const { symbol, candle } of await recentCandles(db, new Date(options.now.getTime() - DAY_MS))) {
    windows.get(symbol)?.add(candle);
  }
  const idle = MARKETS.filter((market) => windows.get(market.symbol)?.stats() === undefined);
  const history = idle.flatMap((market) =>
    feed.history(market.symbol, options.now, DAY_MS / HISTORY_STEP_MS, HISTORY_STEP_MS),
  );
  await recordTicks(db, history);
  for (const tick of history) windows.get(tick.symbol)?.add(candleOfTick(tick));
  return new MarketService(MARKETS, feed, windows, (ticks) => recordTicks(db, ticks));
};
