import { type Depth, Loadables, liveMarketView, type MarketTrade, type Quote } from '@tessera/core';
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { type Api, useRemote } from '../../app/forms';
import { useOwnedActor, useTessera } from '../../app/services';

const loadMarkets = (api: Api) => api.spot.markets();

/** The spot markets with their steps, minimums and fee rates (reference data). */
export const useSpotMarkets = () => useRemote(loadMarkets);

const NOT_YET = { depth: Loadables.loading<Depth>(), trades: Loadables.loading<readonly MarketTrade[]>() };

/**
 * One market's book and latest trades, live (core's `watchSpotMarket`): read over HTTP first, then
 * moved by the server's pushes, read again after a lost connection comes back.
 */
export const useLiveMarket = (symbol: string) => {
  const tessera = useTessera();
  const create = useCallback(() => tessera.watchSpotMarket(symbol), [tessera, symbol]);
  const market = useOwnedActor(create);
  const snapshot = useSelector(market, (current) => current);
  const view = useMemo(() => (snapshot === undefined ? NOT_YET : liveMarketView(snapshot)), [snapshot]);
  return { ...view, retry: () => market?.send({ type: 'market.retry' }) };
};

/**
 * Runs `onChanged` each time the signed-in user's orders change (a private push, or a lost
 * connection back): the screen reloads the orders it lists.
 */
export const useOrdersChanged = (onChanged: () => void) => {
  const tessera = useTessera();
  const latest = useRef(onChanged);
  latest.current = onChanged;
  useEffect(() => tessera.watchOrders(() => latest.current()), [tessera]);
};

/** The live quote of one market (last price, 24 h change) from core's quotes actor. */
export const useQuote = (symbol: string): Quote | undefined => {
  const tessera = useTessera();
  const quotes = useOwnedActor(tessera.watchQuotes);
  return useSelector(quotes, (snapshot) => snapshot?.context.quotes[symbol]);
};
