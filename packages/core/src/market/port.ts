import type { FiatRates } from '../fiat/model.js';
import type { Call } from '../shared/failure.js';
import type { Depth, MarketTrade } from '../spot/model.js';
import type { KlinePeriod } from './calculators.js';
import type { Favourite, Kline, KlineQuery, Quote } from './model.js';

export interface MarketApi {
  quotations(): Call<readonly Quote[]>;
  /** A market's candles in a range, oldest first (at most `MAX_KLINES` per call). */
  klines(query: KlineQuery): Call<readonly Kline[]>;
  /** The signed-in user's favourite markets, oldest first. */
  favourites(): Call<readonly Favourite[]>;
  /** Adds a market to the favourites (twice keeps one); answers the list. */
  addFavourite(symbol: string): Call<readonly Favourite[]>;
  /** Removes a market from the favourites; answers the list. */
  removeFavourite(symbol: string): Call<readonly Favourite[]>;
  /** The markets the search page suggests. */
  hotSearches(): Call<readonly string[]>;
  /** What the fiat currencies are worth against the dollar, to show prices in the chosen one. */
  fiatRates(): Call<FiatRates>;
}

/** What the realtime feed pushes, by topic. Later contexts add their topics here. */
export interface FeedTopics {
  /** The quotes that changed in the last 100 ms or so, one batch per push. */
  tickers: readonly Quote[];
  /** The signed-in user's balances changed (private): reload what is shown. */
  balances: { readonly at: string };
  /** The signed-in user's spot orders changed (private: placed, filled, cancelled): reload the lists. */
  orders: { readonly at: string };
  /** The signed-in user's futures positions changed (private: opened, closed, fired, charged): reload them. */
  positions: { readonly at: string };
  /** A system message may have arrived for the signed-in user (private): reload the counts. */
  messages: { readonly at: string };
  /** Customer service's conversation with the signed-in user has a new message (private): catch up. */
  chat: { readonly at: string };
}

export type Unsubscribe = () => void;

/** A chart's room: the current candle of one market and period, pushed at most once a second. */
export interface KlineTopic {
  readonly symbol: string;
  readonly period: KlinePeriod;
}

/**
 * The push channel's state: `connecting` until it first connects, then `connected`, or
 * `disconnected` while it is lost (pushes stop, so shown prices are frozen) and being retried.
 */
export type FeedConnection = 'connecting' | 'connected' | 'disconnected';

/**
 * A push channel from the exchange. Adapters decode every payload before calling the listener and
 * resubscribe after a reconnect, so listeners see only valid domain values.
 */
export interface RealtimeFeed {
  subscribe<K extends keyof FeedTopics>(topic: K, listener: (payload: FeedTopics[K]) => void): Unsubscribe;
  /** The updated current candle of one chart, each time it changes (at most once a second). */
  subscribeKline(topic: KlineTopic, listener: (kline: Kline) => void): Unsubscribe;
  /** A spot market's book (as `SpotApi.depth` answers it) each time it changes, at most every 100 ms. */
  subscribeDepth(symbol: string, listener: (depth: Depth) => void): Unsubscribe;
  /** A spot market's trades since the previous push, newest first, at most every 100 ms. */
  subscribeTrades(symbol: string, listener: (trades: readonly MarketTrade[]) => void): Unsubscribe;
  /** Tells `listener` the connection's state now, then each time it changes. */
  watchConnection(listener: (connection: FeedConnection) => void): Unsubscribe;
}
