import { type Call, type Loadable, Loadables, type Quote } from '@tessera/core';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { type Api, useRemote } from '../../app/forms';
import { useOwnedActor, useTessera } from '../../app/services';

/** How often depth and trades are read again while the screen is visible (no pushes for them yet). */
export const POLL_MS = 1_000;

const loadMarkets = (api: Api) => api.spot.markets();

/** The spot markets with their steps, minimums and fee rates (reference data). */
export const useSpotMarkets = () => useRemote(loadMarkets);

/**
 * Remote data read again every `intervalMs` while the page is visible, and at once when it becomes
 * visible again; `key` (the market) starts it over. A small stand-in for a realtime push: replace
 * its users' `usePolled` with a feed subscription when the server pushes depth and trades.
 */
export const usePolled = <T>(
  load: (api: Api, key: string) => Call<T>,
  key: string,
  intervalMs: number = POLL_MS,
): { data: Loadable<T>; retry: () => void } => {
  const tessera = useTessera();
  const loadRef = useRef(load);
  const [data, setData] = useState<{ key: string; value: Loadable<T> }>({ key, value: Loadables.loading() });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger.
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      clearTimeout(timer);
      if (document.visibilityState === 'visible') {
        const result = await loadRef.current(tessera.api, key)();
        if (!live) return;
        setData((previous) => ({
          key,
          value:
            result._tag === 'Right'
              ? Loadables.ready(result.right)
              : // A failed poll keeps what was shown: the next one may succeed.
                previous.key === key && previous.value.status === 'ready'
                ? previous.value
                : Loadables.failed(result.left),
        }));
      }
      if (live) timer = setTimeout(poll, intervalMs);
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') void poll();
    };
    void poll();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      live = false;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [tessera, key, intervalMs, attempt]);
  return {
    data: data.key === key ? data.value : Loadables.loading(),
    retry: () => setAttempt((n) => n + 1),
  };
};

/** The live quote of one market (last price, 24 h change) from core's quotes actor. */
export const useQuote = (symbol: string): Quote | undefined => {
  const tessera = useTessera();
  const quotes = useOwnedActor(tessera.watchQuotes);
  return useSelector(quotes, (snapshot) => snapshot?.context.quotes[symbol]);
};
