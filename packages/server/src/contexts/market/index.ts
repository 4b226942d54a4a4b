import { type Handlers, ok } from '../handler.js';
import { fiatRates } from './fiat-rates.js';

export { fiatRateOf } from './fiat-rates.js';

import type { MarketService } from './market-service.js';

export { startMarket } from './bootstrap.js';
export type { MarketService } from './market-service.js';
export type { PriceFeed, Tick } from './price-feed.js';
export { startTicker } from './ticker.js';

/** Quotes of the simulated market, and the fiat rates prices are shown in. */
export const createMarketHandlers = (market: MarketService): Pick<Handlers, 'quotations' | 'fiatRates'> => ({
  quotations: async () => ok(market.quotes()),
  fiatRates: async () => ok(fiatRates()),
});
