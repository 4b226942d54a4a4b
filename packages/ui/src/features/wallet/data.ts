import { Loadables, latestValue, type WalletOverview } from '@tessera/core';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { type Api, useRemote } from '../../app/forms';
import { useOwnedActor, useTessera } from '../../app/services';

const loadAssets = (api: Api) => api.wallet.assets();

/** The assets a wallet holds, with their precision and networks (reference data). */
export const useAssets = () => useRemote(loadAssets);

/**
 * Every account's balances, kept fresh: reloaded on each private `balances` push, so what a form
 * calls "available" follows the money this user moves elsewhere.
 */
export const useWalletOverview = () => {
  const tessera = useTessera();
  const wallet = useOwnedActor(tessera.watchWallet);
  const overview = useSelector(
    wallet,
    (snapshot) => snapshot?.context.overview ?? Loadables.loading<WalletOverview>(),
  );
  return { data: overview, reload: () => wallet?.send({ type: 'wallet.refresh' }) };
};

/**
 * `useWalletOverview`, with `onMoved` run after each fresh read but the first. The exchange pushes
 * `balances` whenever an order's money moves (a mining order bought, paid a day's yield, released or
 * redeemed; a dual-investment order bought or settled); core has no push of those products' own, so
 * a screen listing their orders reloads them here.
 */
export const useWalletMoves = (onMoved: () => void) => {
  const overview = useWalletOverview();
  const value = latestValue(overview.data);
  const seen = useRef(value);
  const latest = useRef(onMoved);
  latest.current = onMoved;
  useEffect(() => {
    if (value === undefined || value === seen.current) return;
    if (seen.current !== undefined) latest.current();
    seen.current = value;
  }, [value]);
  return overview;
};

/** The interface language, for dates and times written the user's way. */
export const useLanguage = () => {
  const tessera = useTessera();
  return useSelector(tessera.language, (snapshot) => snapshot.context.language);
};
