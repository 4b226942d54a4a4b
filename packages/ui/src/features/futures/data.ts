import { useEffect, useRef } from 'react';
import { type Api, useRemote } from '../../app/forms';
import { useTessera } from '../../app/services';

const loadMarkets = (api: Api) => api.futures.markets();
const loadPositions = (api: Api) => api.futures.positions();

/** The futures markets with their published rules (reference data). */
export const useFuturesMarkets = () => useRemote(loadMarkets);

/**
 * Runs `onChanged` each time the signed-in user's positions change (a private push: opened,
 * closed by them or by a trigger, an overnight fee; or a lost connection back).
 */
export const usePositionsChanged = (onChanged: () => void) => {
  const tessera = useTessera();
  const latest = useRef(onChanged);
  latest.current = onChanged;
  useEffect(() => tessera.watchPositions(() => latest.current()), [tessera]);
};

/** The user's open positions and waiting orders, read again on every change the server pushes. */
export const usePositions = () => {
  const positions = useRemote(loadPositions);
  usePositionsChanged(positions.reload);
  return positions;
};
