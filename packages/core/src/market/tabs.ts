import type { MarketKind, Quote } from './model.js';
import type { TradingVenue } from './rules.js';

/**
 * The market page's tabs: the user's favourites, the crypto pairs (spot), the same pairs as
 * perpetual contracts (futures) and the listed shares (stock).
 */
export const MarketTabs = ['favourites', 'coins', 'futures', 'stock'] as const;
export type MarketTab = (typeof MarketTabs)[number];

const KIND_OF_TAB: Readonly<Record<Exclude<MarketTab, 'favourites'>, MarketKind>> = {
  coins: 'crypto',
  // Every crypto pair is also offered as a USDT-margined perpetual contract.
  futures: 'crypto',
  stock: 'stock',
};

/** Whether `quote` is listed on `tab`; `favourites` holds the symbols the user starred. */
export const isOnTab = (quote: Quote, tab: MarketTab, favourites: ReadonlySet<string>): boolean =>
  tab === 'favourites' ? favourites.has(quote.symbol) : quote.kind === KIND_OF_TAB[tab];

/** When a market of `kind` trades: crypto around the clock, the quoted shares in New York hours. */
export const venueOf = (kind: MarketKind): TradingVenue => (kind === 'stock' ? 'NYSE' : 'always');
