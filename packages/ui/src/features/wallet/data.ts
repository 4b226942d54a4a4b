import { Loadables, type WalletOverview } from '@tessera/core';
import { useSelector } from '@xstate/react';
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

/** The interface language, for dates and times written the user's way. */
export const useLanguage = () => {
  const tessera = useTessera();
  return useSelector(tessera.language, (snapshot) => snapshot.context.language);
};
