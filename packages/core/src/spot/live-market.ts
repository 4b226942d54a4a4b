import { assign, fromCallback, type SnapshotFrom, setup } from 'xstate';
import type { FeedConnection } from '../market/port.js';
import { asFailure, errorOf, notProvided } from '../shared/call.js';
import type { Failure } from '../shared/failure.js';
import { type Loadable, Loadables } from '../shared/loadable.js';
import { mergeTrades, newerDepth } from './calculators.js';
import type { Depth, MarketTrade } from './model.js';

/** What the HTTP snapshot of a market answers: its book and latest trades, read together. */
export interface MarketSnapshot {
  readonly depth: Depth;
  readonly trades: readonly MarketTrade[];
}

export interface LiveMarketContext {
  readonly symbol: string;
  /** The freshest book: the snapshot's or a later push's. */
  readonly depth: Depth | undefined;
  /** The latest trades, newest first: the snapshot's and every push's since. */
  readonly trades: readonly MarketTrade[];
  /** Whether a snapshot has arrived: until then, pushed trades are only the newest few. */
  readonly loaded: boolean;
  readonly failure: Failure | null;
  readonly connection: FeedConnection;
}

export type LiveMarketEvent =
  | { type: 'market.depth'; depth: Depth }
  | { type: 'market.trades'; trades: readonly MarketTrade[] }
  | { type: 'market.connection'; connection: FeedConnection }
  | { type: 'market.retry' };

export const LIVE_MARKET_RETRY_MS = 3000;

/**
 * One spot market's book and latest trades, live: a snapshot over HTTP, then the feed's `depth`
 * and `trades` pushes. Pushes that arrive while the snapshot loads are kept, and an older
 * snapshot never replaces a newer pushed book. A lost connection that comes back reloads the
 * snapshot (what was pushed meanwhile is gone), keeping what is shown until it arrives; a failed
 * load is tried again after `LIVE_MARKET_RETRY_MS` or on `market.retry`.
 */
export const liveMarketMachine = /* @__PURE__ */ setup({
  types: {
    context: {} as LiveMarketContext,
    events: {} as LiveMarketEvent,
    input: {} as { symbol: string },
  },
  actors: {
    loadSnapshot: notProvided<MarketSnapshot, string>('loadSnapshot'),
    depthFeed: fromCallback<LiveMarketEvent, string>(() => () => {}),
    tradesFeed: fromCallback<LiveMarketEvent, string>(() => () => {}),
    connectionFeed: fromCallback<LiveMarketEvent>(() => () => {}),
  },
  guards: {
    isReconnection: ({ context }, connection: FeedConnection) =>
      context.connection === 'disconnected' && connection === 'connected',
  },
  actions: {
    applySnapshot: assign(({ context }, snapshot: MarketSnapshot) => ({
      depth: newerDepth(context.depth, snapshot.depth),
      trades: mergeTrades(context.trades, snapshot.trades),
      loaded: true,
      failure: null,
    })),
    applyDepth: assign(({ context }, depth: Depth) => ({ depth: newerDepth(context.depth, depth) })),
    applyTrades: assign(({ context }, trades: readonly MarketTrade[]) => ({
      trades: mergeTrades(context.trades, trades),
    })),
    recordFailure: assign((_, error: unknown) => ({ failure: asFailure(error) })),
    recordConnection: assign((_, connection: FeedConnection) => ({ connection })),
  },
  delays: { retry: LIVE_MARKET_RETRY_MS },
}).createMachine({
  id: 'liveMarket',
  context: ({ input }) => ({
    symbol: input.symbol,
    depth: undefined,
    trades: [],
    loaded: false,
    failure: null,
    connection: 'connecting',
  }),
  invoke: [
    { src: 'depthFeed', input: ({ context }) => context.symbol },
    { src: 'tradesFeed', input: ({ context }) => context.symbol },
    { src: 'connectionFeed' },
  ],
  on: {
    'market.depth': { actions: { type: 'applyDepth', params: ({ event }) => event.depth } },
    'market.trades': { actions: { type: 'applyTrades', params: ({ event }) => event.trades } },
    'market.connection': {
      actions: { type: 'recordConnection', params: ({ event }) => event.connection },
    },
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadSnapshot',
        input: ({ context }) => context.symbol,
        onDone: { target: 'live', actions: { type: 'applySnapshot', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'recordFailure', params: errorOf } },
      },
    },
    live: {
      on: {
        'market.connection': {
          guard: { type: 'isReconnection', params: ({ event }) => event.connection },
          target: 'loading',
          actions: { type: 'recordConnection', params: ({ event }) => event.connection },
        },
      },
    },
    failed: {
      after: { retry: 'loading' },
      on: { 'market.retry': 'loading' },
    },
  },
});

/**
 * The book and the trades as a screen shows them: loading until the first snapshot, failed if it
 * could not be read, then ready, and kept ready while a reload after a reconnection is under way
 * (or failed: pushes keep it current meanwhile).
 */
export const liveMarketView = (
  snapshot: SnapshotFrom<typeof liveMarketMachine>,
): { depth: Loadable<Depth>; trades: Loadable<readonly MarketTrade[]> } => {
  const { loaded, depth, trades, failure } = snapshot.context;
  if (loaded && depth !== undefined)
    return { depth: Loadables.ready(depth), trades: Loadables.ready(trades) };
  if (snapshot.matches('failed') && failure !== null)
    return { depth: Loadables.failed(failure), trades: Loadables.failed(failure) };
  return { depth: Loadables.loading(), trades: Loadables.loading() };
};
