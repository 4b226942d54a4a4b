import { type MarketKind, type MarketTab, MarketTabs } from '@tessera/core';
import { Paths } from '../../app/routes';
import { marketQuery } from '../spot/market';

/**
 * Where a tap on a market goes: a crypto pair opens the spot trade view on it, or on the futures
 * tab the futures view of that pair; a share opens its contract on the futures view's stock tab.
 */
export const tradePathOf = (symbol: string, kind: MarketKind, tab?: MarketTab): string => {
  if (kind === 'stock') return `${Paths.futures}?${new URLSearchParams({ tab: 'stock', symbol }).toString()}`;
  return `${tab === 'futures' ? Paths.futures : Paths.spot}${marketQuery(symbol)}`;
};

/** The market page's tab is kept in `?tab=`, so going back from a market returns to it. */
export const MARKET_TAB_PARAM = 'tab';

/** The tab the market page opens on: the coins, unless the address names another. */
export const marketTabOf = (param: string | null): MarketTab =>
  MarketTabs.find((tab) => tab === param) ?? 'coins';

/** The search page's query, kept in `?q=` so going back from a market shows the same results. */
export const SEARCH_QUERY_PARAM = 'q';
