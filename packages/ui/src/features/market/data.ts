import { failureMessage, type Loadable, Loadables } from '@tessera/core';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { type Api, useRemote } from '../../app/forms';
import { useServices } from '../../app/services';
import { isSignedIn } from '../../app/session';

export interface FavouritesView {
  /** The signed-in user's starred markets; empty and ready for a visitor. */
  readonly symbols: Loadable<ReadonlySet<string>>;
  /** Markets whose star was tapped and whose answer has not come back yet. */
  readonly pending: ReadonlySet<string>;
  readonly toggle: (symbol: string) => void;
  readonly retry: () => void;
}

const NONE: ReadonlySet<string> = new Set();

/**
 * The user's favourite markets (`/optional/list`), loaded at sign-in and replaced by the list
 * each add or removal answers, so the stars show what the exchange holds. A failed change leaves
 * the star as it was and says why.
 */
export const useFavourites = (): FavouritesView => {
  const { tessera, toasts } = useServices();
  const signedIn = useSelector(tessera.session, isSignedIn);
  const [symbols, setSymbols] = useState<Loadable<ReadonlySet<string>>>(Loadables.ready(NONE));
  const [pending, setPending] = useState<ReadonlySet<string>>(NONE);
  const [attempt, setAttempt] = useState(0);

  // `attempt` is the retry trigger.
  useEffect(() => {
    if (!signedIn) {
      setSymbols(Loadables.ready(NONE));
      return;
    }
    let live = true;
    setSymbols(Loadables.loading());
    void tessera.api.market
      .favourites()()
      .then((result) => {
        if (!live) return;
        setSymbols(
          result._tag === 'Right'
            ? Loadables.ready(new Set(result.right.map((favourite) => favourite.symbol)))
            : Loadables.failed(result.left),
        );
      });
    return () => {
      live = false;
    };
  }, [tessera, signedIn, attempt]);

  const toggle = (symbol: string) => {
    if (symbols.status !== 'ready' || pending.has(symbol)) return;
    const change = symbols.value.has(symbol)
      ? tessera.api.market.removeFavourite
      : tessera.api.market.addFavourite;
    setPending((previous) => new Set(previous).add(symbol));
    void change(symbol)().then((result) => {
      setPending((previous) => {
        const next = new Set(previous);
        next.delete(symbol);
        return next;
      });
      if (result._tag === 'Right')
        setSymbols(Loadables.ready(new Set(result.right.map((favourite) => favourite.symbol))));
      else toasts.show(failureMessage(result.left));
    });
  };

  return { symbols, pending, toggle, retry: () => setAttempt((n) => n + 1) };
};

const loadHotSearches = (api: Api) => api.market.hotSearches();

/** The markets the search page suggests (`/currency/hot_search`). */
export const useHotSearches = () => useRemote(loadHotSearches);

/** The device's recent searches, most recent first: remember one as it is opened, or clear them. */
export const useRecentSearches = () => {
  const { tessera } = useServices();
  const [recent, setRecent] = useState(() => tessera.recentSearches.list());
  return {
    recent,
    remember: (symbol: string) => setRecent(tessera.recentSearches.remember(symbol)),
    clear: () => setRecent(tessera.recentSearches.clear()),
  };
};
