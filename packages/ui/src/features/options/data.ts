import type { Decimal } from '@tessera/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useExchangeClock } from '../../app/exchange-clock';
import { type Api, useRemote } from '../../app/forms';
import { useOwnedActor, useTessera } from '../../app/services';
import { useQuote } from '../spot/data';

const loadOffer = (api: Api) => api.options.offer();
const loadCurrencies = (api: Api) => api.options.payableCurrencies();

/** The published offer: durations with their payout rates and minimum stakes, and the markets. */
export const useOptionsOffer = () => useRemote(loadOffer);

/** The coins stakes are paid in, from the options account. */
export const usePayableCurrencies = () => useRemote(loadCurrencies);

/**
 * The page's order sheet (core's `createOptionSheet`), counting down by the exchange's clock. The
 * clock is read through a ref: its offset arrives after the first render, and a new actor then
 * would forget an order just placed.
 */
export const useOptionSheet = () => {
  const tessera = useTessera();
  const { now } = useExchangeClock();
  const nowRef = useRef(now);
  nowRef.current = now;
  const create = useCallback(() => tessera.createOptionSheet(() => nowRef.current()), [tessera]);
  return useOwnedActor(create);
};

/** How many of the last prices the price line draws. */
export const RECENT_PRICES = 60;

/** The last `RECENT_PRICES` prices of a market, as core's live quotes push them. */
export const useRecentPrices = (symbol: string): readonly Decimal[] => {
  const price = useQuote(symbol)?.price;
  const [prices, setPrices] = useState<readonly Decimal[]>([]);
  useEffect(() => {
    if (price !== undefined) setPrices((previous) => [...previous, price].slice(-RECENT_PRICES));
  }, [price]);
  return prices;
};
