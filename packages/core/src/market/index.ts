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
export { isLive, QUOTES_RETRY_MS, quotesInOrder, quotesMachine } from './machine.js';
export type { Favourite, Kline, KlineQuery, MarketKind, Quote, Trend } from './model.js';
export { MAX_KLINES, MarketKinds, mergeKline, tickDirection, trendOf } from './model.js';
export type { FeedConnection, FeedTopics, KlineTopic, MarketApi, RealtimeFeed, Unsubscribe } from './port.js';
export type { RecentSearches } from './recent-searches.js';
export { RECENT_SEARCHES_MAX, recentSearchesIn, rememberSearch } from './recent-searches.js';
export type { TradingVenue } from './rules.js';
export {
  isMarketOpen,
  NYSE_EARLY_CLOSES,
  NYSE_HOLIDAYS,
  newYorkOffsetMs,
  nextMarketOpen,
  TradingVenues,
} from './rules.js';
export { matchesSearch, searchQuotes } from './search.js';
export type { QuoteSort, QuoteSortKey, SortDirection } from './sorting.js';
export { nextSort, QuoteSortKeys, sortQuotes } from './sorting.js';
export type { MarketTab } from './tabs.js';
export { isOnTab, MarketTabs, venueOf } from './tabs.js';
