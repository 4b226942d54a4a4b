export type { KlinePeriod } from './calculators.js';
export {
  candlesInRange,
  isKlinePeriod,
  KlinePeriods,
  klineHistoryRange,
  nextPeriodStart,
  periodStart,
  shortestPeriodMs,
} from './calculators.js';
export type { ChartContext, ChartEvent } from './chart-machine.js';
export { CHART_CANDLES, CHART_RETRY_MS, chartMachine } from './chart-machine.js';
export type { QuotesContext, QuotesEvent } from './machine.js';
export { isLive, QUOTES_RETRY_MS, quotesMachine } from './machine.js';
export type { Favourite, Kline, KlineQuery, MarketKind, Quote, Trend } from './model.js';
export { MAX_KLINES, MarketKinds, mergeKline, tickDirection, trendOf } from './model.js';
export type { FeedConnection, FeedTopics, KlineTopic, MarketApi, RealtimeFeed, Unsubscribe } from './port.js';
export type { TradingVenue } from './rules.js';
export {
  isMarketOpen,
  NYSE_EARLY_CLOSES,
  NYSE_HOLIDAYS,
  newYorkOffsetMs,
  nextMarketOpen,
  TradingVenues,
} from './rules.js';
