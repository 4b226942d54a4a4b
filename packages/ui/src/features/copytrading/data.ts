import { useCallback } from 'react';
import { type Api, useRemote } from '../../app/forms';
import { usePositionsChanged } from '../futures/data';

/**
 * One trader and their record, read once (a page is keyed by the trader, so another trader is
 * another mount).
 */
export const useTrader = (traderUserId: number) =>
  useRemote(useCallback((api: Api) => api.copyTrading.trader(traderUserId), [traderUserId]));

/** The trader's most recent recorded position, in a page of one: what a follow's preview is worked on. */
export const useRecentTrade = (traderUserId: number) =>
  useRemote(
    useCallback(
      (api: Api) => api.copyTrading.traderHistory(traderUserId, { page: 1, limit: 1 }),
      [traderUserId],
    ),
  );

const loadFollows = (api: Api) => api.copyTrading.follows();

/**
 * The signed-in user's follows, in force first, read again on every `positions` push (a copy
 * opened or closed for them) so the list never lags behind the copies.
 */
export const useMyFollows = () => {
  const follows = useRemote(loadFollows);
  usePositionsChanged(follows.reload);
  return follows;
};

/** The signed-in user's own trader page, which the exchange refuses (`COPY.UNKNOWN_TRADER`) while they are no trader. */
export const useOwnTrader = (userId: number) => useTrader(userId);
