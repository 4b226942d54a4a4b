import { assertEvent, assign, fromCallback, setup } from 'xstate';
import { asFailure, errorOf, notProvided } from '../shared/call.js';
import type { Failure } from '../shared/failure.js';
import type { KlinePeriod } from './calculators.js';
import { type Kline, mergeKline } from './model.js';
import type { FeedConnection, KlineTopic } from './port.js';

/** How many candles a chart loads: a phone shows ~60, the rest is there to scroll back through. */
export const CHART_CANDLES = 300;

export const CHART_RETRY_MS = 3000;

export interface ChartContext {
  readonly symbol: string;
  readonly period: KlinePeriod;
  /** The candles shown, oldest first. */
  readonly candles: readonly Kline[];
  /**
   * The pushes received since the history was asked for, applied over it when it arrives (a push
   * is never older than the history's read, but the history may answer after it).
   */
  readonly pending: readonly Kline[];
  readonly failure: Failure | null;
  /** The push channel's state: a connection that comes back reloads the history. */
  readonly connection: FeedConnection;
}

export type ChartEvent =
  /** The user picked another period: its history is loaded and its room joined. */
  | { type: 'chart.period'; period: KlinePeriod }
  /** The current candle of the chart's room, pushed. */
  | { type: 'chart.kline'; kline: Kline }
  | { type: 'chart.retry' }
  | { type: 'chart.connection'; connection: FeedConnection };

/**
 * One market's K-line chart: the history of the chosen period, then the live candles of its chart
 * room (the current one moving, a new one appended when it opens). Another period leaves the room,
 * joins the new one and loads its history; a failed load is tried again after `CHART_RETRY_MS` or
 * at once on `chart.retry`. A lost connection that comes back reloads the history, keeping the
 * candles on screen meanwhile: the candles that closed while it was lost were never pushed. The
 * history loader's input is the chart's topic: it picks the range
 * (`klineHistoryRange` at the exchange's time).
 */
export const chartMachine = /* @__PURE__ */ setup({
  types: {
    context: {} as ChartContext,
    events: {} as ChartEvent,
    input: {} as KlineTopic,
  },
  actors: {
    loadKlines: notProvided<readonly Kline[], KlineTopic>('loadKlines'),
    klineFeed: fromCallback<ChartEvent, KlineTopic>(() => () => {}),
    connectionFeed: fromCallback<ChartEvent>(() => () => {}),
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
    isReconnection: ({ context, event }) => {
      assertEvent(event, 'chart.connection');
      return context.connection === 'disconnected' && event.connection === 'connected';
    },
  },
  actions: {
    choosePeriod: assign(({ event }) => {
      assertEvent(event, 'chart.period');
      return { period: event.period, candles: [], pending: [], failure: null };
    }),
    applyKline: assign(({ context, event }) => {
      assertEvent(event, 'chart.kline');
      return { candles: mergeKline(context.candles, event.kline) };
    }),
    keepPending: assign(({ context, event }) => {
      assertEvent(event, 'chart.kline');
      return { pending: mergeKline(context.pending, event.kline) };
    }),
    applyHistory: assign(({ context }, history: readonly Kline[]) => ({
      candles: context.pending.reduce(mergeKline, history),
      pending: [],
      failure: null,
    })),
    recordConnection: assign(({ event }) => {
      assertEvent(event, 'chart.connection');
      return { connection: event.connection };
    }),
    recordFailure: assign((_, error: unknown) => ({ failure: asFailure(error) })),
  },
  delays: { retry: CHART_RETRY_MS },
}).createMachine({
  id: 'chart',
  context: ({ input }) => ({
    symbol: input.symbol,
    period: input.period,
    candles: [],
    pending: [],
    failure: null,
    connection: 'connecting',
  }),
  invoke: { src: 'connectionFeed' },
  on: { 'chart.connection': { actions: 'recordConnection' } },
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
          on: { 'chart.kline': { guard: 'isForThisChart', actions: 'keepPending' } },
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
        ready: {
          on: {
            'chart.connection': { guard: 'isReconnection', target: 'loading', actions: 'recordConnection' },
          },
        },
        failed: {
          after: { retry: 'loading' },
          on: {
            'chart.retry': 'loading',
            'chart.kline': { guard: 'isForThisChart', actions: 'keepPending' },
            'chart.connection': { guard: 'isReconnection', target: 'loading', actions: 'recordConnection' },
          },
        },
      },
    },
  },
});
