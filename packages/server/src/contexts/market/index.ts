import { type Handlers, ok } from '../handler.js';
import type { FxRates } from './fx-rates.js';
import type { MarketService } from './market-service.js';

export { startMarket } from './bootstrap.js';
export { DailyFxRates } from './daily-fx-rates.js';
export type { FiatRate, FxRates } from './fx-rates.js';
export type { MarketService } from './market-service.js';
export { MARKETS, type MarketSpec } from './markets.js';
export type { PriceFeed, Tick } from './price-feed.js';
export { startTicker } from './ticker.js';

/** Quotes of the simulated market, and the fiat rates prices are shown in. */
export const createMarketHandlers = (
  market: MarketService,
  fxRates: FxRates,
): Pick<Handlers, 'quotations' | 'fiatRates'> => ({
  quotations: async () => ok(market.quotes()),
  fiatRates: async () =>
    ok((await fxRates.current()).map(({ code, rate }) => ({ currency_code: code, rate }))),
});
