import type { FiatRates } from '../fiat/model.js';
import type { Call } from '../shared/failure.js';
import type { Quote } from './model.js';

export interface MarketApi {
  quotations(): Call<readonly Quote[]>;
  /** What the fiat currencies are worth against the dollar, to show prices in the chosen one. */
  fiatRates(): Call<FiatRates>;
}

/** What the realtime feed pushes, by topic. Later contexts add their topics here. */
export interface FeedTopics {
  ticker: Quote;
  /** The signed-in user's balances changed (private): reload what is shown. */
  balances: { readonly at: string };
}

export type Unsubscribe = () => void;

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
  /** Tells `listener` the connection's state now, then each time it changes. */
  watchConnection(listener: (connection: FeedConnection) => void): Unsubscribe;
}
