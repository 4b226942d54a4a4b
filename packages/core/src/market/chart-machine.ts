import { assertEvent, assign, fromCallback, setup } from 'xstate';
import { asFailure, errorOf, notProvided } from '../shared/call.js';
import type { Failure } from '../shared/failure.js';
import type { KlinePeriod } from './calculators.js';
import { type Kline, mergeKline } from './model.js';
import type { KlineTopic } from './port.js';

/** How many candles a chart loads: a phone shows ~60, the rest is there to scroll back through. */
export const CHART_CANDLES = 300;

export const CHART_RETRY_MS = 3000;

export interface ChartContext {
  readonly symbol: string;
  readonly period: KlinePeriod;
  /**
   * The candles shown, oldest first. While the history loads they are the pushes received so far,
   * which are then applied over the history (a push is never older than the history's read).
   */
  readonly candles: readonly Kline[];
  readonly failure: Failure | null;
}

export type ChartEvent =
  /** The user picked another period: its history is loaded and its room joined. */
  | { type: 'chart.period'; period: KlinePeriod }
  /** The current candle of the chart's room, pushed. */
  | { type: 'chart.kline'; kline: Kline }
  | { type: 'chart.retry' };

/**
 * One market's K-line chart: the history of the chosen period, then the live candles of its chart
 * room (the current one moving, a new one appended when it opens). Another period leaves the room,
 * joins the new one and loads its history; a failed load is tried again after `CHART_RETRY_MS` or
 * at once on `chart.retry`. The history loader's input is the chart's topic: it picks the range
 * (`klineHistoryRange` at the exchange's time).
 */
export const chartMachine = setup({
  types: {
    context: {} as ChartContext,
    events: {} as ChartEvent,
    input: {} as KlineTopic,
  },
  actors: {
    loadKlines: notProvided<readonly Kline[], KlineTopic>('loadKlines'),
    klineFeed: fromCallback<ChartEvent, KlineTopic>(() => () => {}),
  },
  guards: {
    isOtherPeriod: ({ context, event }) => {
      assertEvent(event, 'chart.period');
      return event.period !== context.period;
    },
    // The feed of a left room may still deliver one push while the new period loads.
    isForThisChart: ({ context, event }) => {
      assertEvent(event, 'chart.kline');
      return event.kline.symbol === context.symbol && event.kline.period === context.period;
    },
  },
  actions: {
    choosePeriod: assign(({ event }) => {
      assertEvent(event, 'chart.period');
      return { period: event.period, candles: [], failure: null };
    }),
    applyKline: assign(({ context, event }) => {
      assertEvent(event, 'chart.kline');
      return { candles: mergeKline(context.candles, event.kline) };
    }),
    applyHistory: assign(({ context }, history: readonly Kline[]) => ({
      candles: context.candles.reduce(mergeKline, history),
      failure: null,
    })),
    recordFailure: assign((_, error: unknown) => ({ failure: asFailure(error) })),
  },
  delays: { retry: CHART_RETRY_MS },
}).createMachine({
  id: 'chart',
  context: ({ input }) => ({ symbol: input.symbol, period: input.period, candles: [], failure: null }),
  initial: 'watching',
  states: {
    watching: {
      invoke: {
        src: 'klineFeed',
        input: ({ context }) => ({ symbol: context.symbol, period: context.period }),
      },
      on: {
        'chart.period': {
          guard: 'isOtherPeriod',
          target: 'watching',
          reenter: true,
          actions: 'choosePeriod',
        },
        'chart.kline': { guard: 'isForThisChart', actions: 'applyKline' },
      },
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'loadKlines',
            input: ({ context }) => ({ symbol: context.symbol, period: context.period }),
            onDone: {
              target: 'ready',
              actions: { type: 'applyHistory', params: ({ event }) => event.output },
            },
            onError: { target: 'failed', actions: { type: 'recordFailure', params: errorOf } },
          },
        },
        ready: {},
        failed: {
          after: { retry: 'loading' },
          on: { 'chart.retry': 'loading' },
        },
      },
    },
  },
});
