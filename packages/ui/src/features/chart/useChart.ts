import type { Failure, Kline, KlinePeriod, Tessera } from '@tessera/core';
import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { useOwnedActor, useTessera } from '../../app/services';

/** The period a chart opens on: short enough to see the market move, long enough to read a trend. */
export const DEFAULT_PERIOD: KlinePeriod = '15m';

type ChartActor = ReturnType<Tessera['watchChart']>;
type ChartSnapshot = ReturnType<ChartActor['getSnapshot']>;

export interface ChartView {
  readonly period: KlinePeriod;
  readonly candles: readonly Kline[];
  readonly status: 'loading' | 'ready' | 'failed';
  readonly failure: Failure | null;
  readonly choose: (period: KlinePeriod) => void;
  readonly retry: () => void;
}

const statusOf = (snapshot: ChartSnapshot | undefined): ChartView['status'] =>
  snapshot?.matches({ watching: 'ready' })
    ? 'ready'
    : snapshot?.matches({ watching: 'failed' })
      ? 'failed'
      : 'loading';

/**
 * One market's chart from core's chart actor (started with the component, stopped with it, which
 * leaves the chart room): its period, candles and state, and the period switch. `now` is the
 * exchange's clock, already known: the history is read up to the exchange's time.
 */
export const useChart = (symbol: string, now: () => Date): ChartView => {
  const tessera = useTessera();
  const actor = useOwnedActor(
    useCallback(() => tessera.watchChart({ symbol, period: DEFAULT_PERIOD }, now), [tessera, symbol, now]),
  );
  const period = useSelector(actor, (snapshot) => snapshot?.context.period ?? DEFAULT_PERIOD);
  const candles = useSelector(actor, (snapshot) => snapshot?.context.candles ?? NO_CANDLES);
  const status = useSelector(actor, statusOf);
  const failure = useSelector(actor, (snapshot) => snapshot?.context.failure ?? null);
  return {
    period,
    candles,
    status,
    failure,
    choose: (chosen) => actor?.send({ type: 'chart.period', period: chosen }),
    retry: () => actor?.send({ type: 'chart.retry' }),
  };
};

/** One empty list for every render before the actor exists, so the canvas sees no change. */
const NO_CANDLES: readonly Kline[] = [];
