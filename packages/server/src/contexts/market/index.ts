import { candlesInRange, Decimal, MAX_KLINES } from '@tessera/core';
import { type Handlers, ok, reject } from '../handler.js';
import type { Kline } from './candle-book.js';
import type { FxRates } from './fx-rates.js';
import type { MarketService } from './market-service.js';

export { startMarket } from './bootstrap.js';
export type { Kline } from './candle-book.js';
export { DailyFxRates } from './daily-fx-rates.js';
export { createFavouriteHandlers } from './favourites.js';
export type { FiatRate, FxRates } from './fx-rates.js';
export type { MarketService } from './market-service.js';
export { MARKETS, type MarketSpec, syntheticMarkets } from './markets.js';
export type { PriceFeed, Tick } from './price-feed.js';
export { MarketPruner } from './pruner.js';
export { startTicker } from './ticker.js';
export { newestTickOf, type RecordedTick } from './ticks.js';

/** A recorded tick as settlements name it on the wire: its id, price and time. */
export const wireRecordedPrice = (tickId: string, price: string, at: Date) => ({
  tick_id: Number(tickId),
  price: new Decimal(price),
  at: at.toISOString(),
});

/** A candle as `/currency/new_timeshar` answers it and the `kline` push carries it. */
export const wireKline = (kline: Kline) => ({
  symbol: kline.symbol,
  period: kline.period,
  open_time: new Date(kline.openMs).toISOString(),
  open: kline.open,
  high: kline.high,
  low: kline.low,
  close: kline.close,
  volume: kline.volume,
});

/** Quotes and K-lines of the simulated market, and the fiat rates prices are shown in. */
export const createMarketHandlers = (
  market: MarketService,
  fxRates: FxRates,
): Pick<Handlers, 'quotations' | 'klines' | 'fiatRates'> => ({
  quotations: async () => ok(market.quotes()),
  klines: async ({ symbol, period, from, to }) => {
    if (!market.isListed(symbol)) return reject('MARKET.UNKNOWN_SYMBOL');
    if (to < from) return reject('SHARED.INVALID_PARAMS');
    const fromMs = from * 1000;
    const toMs = to * 1000;
    if (candlesInRange(period, fromMs, toMs) > MAX_KLINES)
      return reject('MARKET.TOO_MANY_KLINES', { max: MAX_KLINES });
    const klines = await market.klines({ symbol, period, fromMs, toMs, limit: MAX_KLINES });
    return ok(klines.map(wireKline));
  },
  fiatRates: async () =>
    ok((await fxRates.current()).map(({ code, rate }) => ({ currency_code: code, rate }))),
});
