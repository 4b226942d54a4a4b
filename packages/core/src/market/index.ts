export type { QuotesContext, QuotesEvent } from './machine.js';
export { isLive, QUOTES_RETRY_MS, quotesMachine } from './machine.js';
export type { Quote, Trend } from './model.js';
export { tickDirection, trendOf } from './model.js';
export type { FeedConnection, FeedTopics, MarketApi, RealtimeFeed, Unsubscribe } from './port.js';
