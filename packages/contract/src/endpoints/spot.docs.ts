import type { Summaries } from '../endpoint.js';
import type { spotEndpoints } from './spot.js';

/** What each of the spot calls does, in the words of the OpenAPI document (see `../docs.ts`). */
export const spotSummaries = {
  spotMarkets: 'Every spot market with its price and amount steps, minimums and fee rates.',
  placeOrder:
    'Place a spot order: `currency_id` the base coin, `legal_id` the quote coin, `type` 1 buy / 2 sell, `amount` in the base coin, `target_price` for a limit order (absent or empty: a market order). Its funds are frozen until it fills or is cancelled.',
  cancelOrder: 'Cancel one of your open orders; what it had frozen and not spent is released.',
  orders: 'Your spot orders, newest first: `state` open (in the book) or done (filled or cancelled).',
  depth: 'The best 20 price levels of each side of a market’s book.',
  trades: 'A market’s latest 50 trades, newest first.',
} as const satisfies Summaries<typeof spotEndpoints>;
