import type { Summaries } from '../endpoint.js';
import type { marketEndpoints } from './market.js';

/** What each of the market calls does, in the words of the OpenAPI document (see `../docs.ts`). */
export const marketSummaries = {
  quotations: 'The latest ticker of every market, crypto and stocks (`kind`).',
  klines:
    'Candles of one market and period opening from `from` to `to` (unix seconds, both included), oldest first; at most 1,500 per request (a wider range is refused with MARKET.TOO_MANY_KLINES).',
  favouriteAdd:
    'Add a market to the user’s favourites (adding one twice keeps one); answers the whole list, oldest first.',
  favouriteRemove:
    'Remove a market from the user’s favourites (removing one that is not there changes nothing); answers the list.',
  favourites: 'The user’s favourite markets, oldest first.',
  hotSearches:
    'The markets the search page suggests: the most traded of the last 24 hours (turnover in dollars), at most 8.',
  fiatRates:
    'Rates of the fiat currencies prices and balances can be shown in (spec §3), per US dollar; USDT counts as a dollar.',
} as const satisfies Summaries<typeof marketEndpoints>;
