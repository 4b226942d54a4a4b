import { assign, fromCallback, type SnapshotFrom, setup } from 'xstate';
import { asFailure, errorOf, notProvided } from '../shared/call.js';
import type { Decimal } from '../shared/decimal.js';
import type { Failure } from '../shared/failure.js';
import { type Quote, type Trend, tickDirection } from './model.js';
import type { FeedConnection } from './port.js';

export interface QuotesContext {
  /** Symbols in the order the exchange lists them. */
  readonly symbols: readonly string[];
  readonly quotes: Readonly<Record<string, Quote>>;
  /** Direction of each symbol's latest tick, for the flash. */
  readonly ticks: Readonly<Record<string, Trend>>;
  readonly failure: Failure | null;
  /** The push channel's state: quotes are live only while it is connected. */
  readonly connection: FeedConnection;
}

export type QuotesEvent =
  | { type: 'market.tick'; quote: Quote }
  /** A push of every quote that changed since the previous one. */
  | { type: 'market.ticks'; quotes: readonly Quote[] }
  | { type: 'market.retry' }
  | { type: 'market.connection'; connection: FeedConnection };

export const QUOTES_RETRY_MS = 3000;

/**
 * The context with `quotes` applied in order: one copy of each record per push, however many
 * quotes it carries (a push of 100 quotes ten times a second must not copy them 100 times each).
 */
const withQuotes = (context: QuotesContext, pushed: readonly Quote[]): Partial<QuotesContext> => {
  const quotes = { ...context.quotes };
  const ticks = { ...context.ticks };
  const newSymbols: string[] = [];
  for (const quote of pushed) {
    const previous: Decimal | undefined = quotes[quote.symbol]?.price;
    if (
      previous === undefined &&
      !context.symbols.includes(quote.symbol) &&
      !newSymbols.includes(quote.symbol)
    )
      newSymbols.push(quote.symbol);
    quotes[quote.symbol] = quote;
    ticks[quote.symbol] = tickDirection(previous, quote.price);
  }
  return {
    symbols: newSymbols.length === 0 ? context.symbols : [...context.symbols, ...newSymbols],
    quotes,
    ticks,
  };
};

/**
 * Live quotes: a snapshot from the API, then ticker pushes from the realtime feed. Pushes that arrive
 * while the snapshot loads are kept; the snapshot never overwrites a newer push. The feed's
 * connection is tracked, and a lost one that comes back reloads the snapshot: the pushes missed
 * meanwhile are gone.
 */
export const quotesMachine = /* @__PURE__ */ setup({
  types: { context: {} as QuotesContext, events: {} as QuotesEvent },
  actors: {
    loadQuotes: notProvided<readonly Quote[], void>('loadQuotes'),
    tickerFeed: fromCallback<QuotesEvent>(() => () => {}),
    connectionFeed: fromCallback<QuotesEvent>(() => () => {}),
  },
  guards: {
    isReconnection: ({ context }, connection: FeedConnection) =>
      context.connection === 'disconnected' && connection === 'connected',
  },
  actions: {
    applySnapshot: assign(({ context }, quotes: readonly Quote[]) => {
      const fresh = quotes.filter((q) => {
        const known = context.quotes[q.symbol];
        return known === undefined || known.at <= q.at;
      });
      return {
        symbols: [...new Set([...quotes.map((q) => q.symbol), ...context.symbols])],
        quotes: { ...context.quotes, ...Object.fromEntries(fresh.map((q) => [q.symbol, q])) },
        failure: null,
      };
    }),
    applyTicks: assign(({ context }, quotes: readonly Quote[]) => withQuotes(context, quotes)),
    recordFailure: assign((_, error: unknown) => ({ failure: asFailure(error) })),
    recordConnection: assign((_, connection: FeedConnection) => ({ connection })),
  },
  delays: { retry: QUOTES_RETRY_MS },
}).createMachine({
  id: 'quotes',
  context: { symbols: [], quotes: {}, ticks: {}, failure: null, connection: 'connecting' },
  invoke: [{ src: 'tickerFeed' }, { src: 'connectionFeed' }],
  on: {
    'market.tick': { actions: { type: 'applyTicks', params: ({ event }) => [event.quote] } },
    'market.ticks': { actions: { type: 'applyTicks', params: ({ event }) => event.quotes } },
    'market.connection': {
      actions: { type: 'recordConnection', params: ({ event }) => event.connection },
    },
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadQuotes',
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

/** Whether shown prices are moving: the snapshot is in and the push channel is up. */
export const isLive = (snapshot: SnapshotFrom<typeof quotesMachine>): boolean =>
  snapshot.matches('live') && snapshot.context.connection === 'connected';

/** The quotes in the exchange's order: what the market page and the search filter and sort. */
export const quotesInOrder = (context: QuotesContext): readonly Quote[] =>
  context.symbols.flatMap((symbol) => context.quotes[symbol] ?? []);
