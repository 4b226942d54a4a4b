import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, SimulatedClock } from 'xstate';
import * as E from '#fp-ts/Either.js';
import * as TE from '#fp-ts/TaskEither.js';
import { fromCall } from '../shared/call.js';
import { decimal } from '../shared/decimal.js';
import { type Failure, Failures } from '../shared/failure.js';
import { settle } from '../testing/settle.js';
import { isLive, type QuotesEvent, quotesInOrder, quotesMachine } from './machine.js';
import type { Quote } from './model.js';
import type { FeedConnection } from './port.js';

const quote = (symbol: string, price: string, at: string): Quote => ({
  symbol,
  base: symbol.split('/')[0] ?? symbol,
  quote: 'USDT',
  kind: 'crypto',
  price: decimal(price),
  changePercent: decimal('1.5'),
  high: decimal(price),
  low: decimal(price),
  volume: decimal('10'),
  at,
});

describe('quotes machine', () => {
  it('shows the snapshot, then applies ticks with their direction', async () => {
    const actor = createActor(
      quotesMachine.provide({
        actors: {
          loadQuotes: fromCall(() =>
            TE.right<Failure, readonly Quote[]>([
              quote('BTC/USDT', '100', '2026-01-01T00:00:00Z'),
              quote('ETH/USDT', '10', '2026-01-01T00:00:00Z'),
            ]),
          ),
        },
      }),
    ).start();
    await settle();
    expect(actor.getSnapshot().value).toBe('live');
    expect(actor.getSnapshot().context.symbols).toEqual(['BTC/USDT', 'ETH/USDT']);
    actor.send({ type: 'market.tick', quote: quote('BTC/USDT', '99.5', '2026-01-01T00:00:01Z') });
    expect(actor.getSnapshot().context.quotes['BTC/USDT']?.price.toString()).toBe('99.5');
    expect(actor.getSnapshot().context.ticks['BTC/USDT']).toBe('down');
  });

  it('never lets the snapshot overwrite a newer push', async () => {
    let resolve: (quotes: readonly Quote[]) => void = () => {};
    const pending = new Promise<readonly Quote[]>((r) => {
      resolve = r;
    });
    const actor = createActor(
      quotesMachine.provide({
        actors: { loadQuotes: fromCall(() => () => pending.then((q) => E.right(q))) },
      }),
    ).start();
    actor.send({ type: 'market.tick', quote: quote('BTC/USDT', '101', '2026-01-01T00:00:05Z') });
    resolve([quote('BTC/USDT', '100', '2026-01-01T00:00:00Z')]);
    await settle();
    expect(actor.getSnapshot().context.quotes['BTC/USDT']?.price.toString()).toBe('101');
  });
});

describe('quotes machine when loading fails or pushes arrive first', () => {
  it('retries 3 s after a failure, or at once on market.retry, and forgets the failure once loaded', async () => {
    const clock = new SimulatedClock();
    let calls = 0;
    const actor = createActor(
      quotesMachine.provide({
        actors: {
          loadQuotes: fromCall(() => {
            calls += 1;
            return calls === 1 || calls === 3
              ? TE.left<Failure, readonly Quote[]>(Failures.network('offline'))
              : TE.right<Failure, readonly Quote[]>([quote('BTC/USDT', '100', '2026-01-01T00:00:00Z')]);
          }),
        },
      }),
      { clock },
    ).start();
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure).toEqual(Failures.network('offline'));
    clock.increment(2999);
    await settle();
    expect(calls).toBe(1);
    clock.increment(1);
    await settle();
    expect(calls).toBe(2);
    expect(actor.getSnapshot().value).toBe('live');
    expect(actor.getSnapshot().context.failure).toBeNull();

    const again = createActor(
      quotesMachine.provide({
        actors: {
          loadQuotes: fromCall(() => {
            calls += 1;
            return calls === 3
              ? TE.left<Failure, readonly Quote[]>(Failures.network('offline'))
              : TE.right<Failure, readonly Quote[]>([]);
          }),
        },
      }),
      { clock },
    ).start();
    await settle();
    expect(again.getSnapshot().value).toBe('failed');
    again.send({ type: 'market.retry' });
    await settle();
    expect(again.getSnapshot().value).toBe('live');
  });

  it('lists pushed symbols after the snapshot’s, each once, and lets a snapshot as recent as a push win', async () => {
    let resolve: (quotes: readonly Quote[]) => void = () => {};
    const pending = new Promise<readonly Quote[]>((r) => {
      resolve = r;
    });
    const actor = createActor(
      quotesMachine.provide({
        actors: { loadQuotes: fromCall(() => () => pending.then((q) => E.right(q))) },
      }),
    ).start();
    actor.send({ type: 'market.tick', quote: quote('DOGE/USDT', '0.1', '2026-01-01T00:00:00Z') });
    actor.send({ type: 'market.tick', quote: quote('DOGE/USDT', '0.2', '2026-01-01T00:00:01Z') });
    expect(actor.getSnapshot().context.symbols).toEqual(['DOGE/USDT']);
    expect(actor.getSnapshot().context.ticks['DOGE/USDT']).toBe('up');
    resolve([
      quote('BTC/USDT', '100', '2026-01-01T00:00:00Z'),
      quote('DOGE/USDT', '0.3', '2026-01-01T00:00:01Z'),
    ]);
    await settle();
    expect(actor.getSnapshot().context.symbols).toEqual(['BTC/USDT', 'DOGE/USDT']);
    expect(actor.getSnapshot().context.quotes['DOGE/USDT']?.price.toString()).toBe('0.3');
    actor.send({ type: 'market.tick', quote: quote('ETH/USDT', '10', '2026-01-01T00:00:02Z') });
    expect(actor.getSnapshot().context.symbols).toEqual(['BTC/USDT', 'DOGE/USDT', 'ETH/USDT']);
    expect(actor.getSnapshot().context.ticks['ETH/USDT']).toBe('flat');
  });
});

const T0 = '2026-01-01T00:00:00Z';

describe('quotes machine and the feed connection', () => {
  /** A feed whose connection the test moves by hand; the machine hears each state at once. */
  const manualConnection = () => {
    let tell: (connection: FeedConnection) => void = () => {};
    const connectionFeed = fromCallback<QuotesEvent>(({ sendBack }) => {
      tell = (connection) => sendBack({ type: 'market.connection', connection });
      return () => {};
    });
    return { connectionFeed, set: (connection: FeedConnection) => tell(connection) };
  };

  it('is live only while the snapshot is in and the feed is connected', async () => {
    const feed = manualConnection();
    const actor = createActor(
      quotesMachine.provide({
        actors: {
          loadQuotes: fromCall(() => TE.right<Failure, readonly Quote[]>([quote('BTC/USDT', '100', T0)])),
          connectionFeed: feed.connectionFeed,
        },
      }),
    ).start();
    await settle();
    expect(actor.getSnapshot().context.connection).toBe('connecting');
    expect(isLive(actor.getSnapshot())).toBe(false);
    feed.set('connected');
    expect(isLive(actor.getSnapshot())).toBe(true);
    feed.set('disconnected');
    expect(actor.getSnapshot().value).toBe('live');
    expect(isLive(actor.getSnapshot())).toBe(false);
  });

  it('reloads the snapshot when a lost connection comes back, not on the first one', async () => {
    const feed = manualConnection();
    let loads = 0;
    const actor = createActor(
      quotesMachine.provide({
        actors: {
          loadQuotes: fromCall(() => {
            loads += 1;
            return TE.right<Failure, readonly Quote[]>([quote('BTC/USDT', String(100 + loads), T0)]);
          }),
          connectionFeed: feed.connectionFeed,
        },
      }),
    ).start();
    await settle();
    feed.set('connected');
    await settle();
    expect(loads).toBe(1);
    feed.set('disconnected');
    feed.set('connected');
    await settle();
    expect(loads).toBe(2);
    expect(isLive(actor.getSnapshot())).toBe(true);
  });

  it('names an unwired quotes call instead of waiting for it', async () => {
    const actor = createActor(quotesMachine).start();
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure).toEqual(
      Failures.network('actor loadQuotes was not provided'),
    );
    actor.stop();
  });
});

describe('quotes machine and batched pushes', () => {
  it('applies every quote of a batch, each with its direction', async () => {
    const actor = createActor(
      quotesMachine.provide({
        actors: {
          loadQuotes: fromCall(() =>
            TE.right<Failure, readonly Quote[]>([
              quote('BTC/USDT', '100', '2026-01-01T00:00:00Z'),
              quote('ETH/USDT', '10', '2026-01-01T00:00:00Z'),
            ]),
          ),
        },
      }),
    ).start();
    await settle();
    actor.send({
      type: 'market.ticks',
      quotes: [
        quote('BTC/USDT', '101', '2026-01-01T00:00:01Z'),
        quote('ETH/USDT', '9', '2026-01-01T00:00:01Z'),
      ],
    });
    const { quotes, ticks } = actor.getSnapshot().context;
    expect(quotes['BTC/USDT']?.price.toString()).toBe('101');
    expect(quotes['ETH/USDT']?.price.toString()).toBe('9');
    expect(ticks).toEqual({ 'BTC/USDT': 'up', 'ETH/USDT': 'down' });
  });

  it('lists a market first seen in a batch once, and a market twice in a batch ends at its later quote', async () => {
    const actor = createActor(
      quotesMachine.provide({
        actors: {
          loadQuotes: fromCall(() =>
            TE.right<Failure, readonly Quote[]>([quote('BTC/USDT', '100', '2026-01-01T00:00:00Z')]),
          ),
        },
      }),
    ).start();
    await settle();
    actor.send({
      type: 'market.ticks',
      quotes: [
        quote('SOL/USDT', '20', '2026-01-01T00:00:01Z'),
        quote('SOL/USDT', '19', '2026-01-01T00:00:02Z'),
        quote('BTC/USDT', '100', '2026-01-01T00:00:02Z'),
      ],
    });
    const { symbols, quotes, ticks } = actor.getSnapshot().context;
    expect(symbols).toEqual(['BTC/USDT', 'SOL/USDT']);
    expect(quotesInOrder(actor.getSnapshot().context).map((q) => q.symbol)).toEqual(['BTC/USDT', 'SOL/USDT']);
    expect(quotes['SOL/USDT']?.price.toString()).toBe('19');
    expect(ticks).toEqual({ 'BTC/USDT': 'flat', 'SOL/USDT': 'down' });
  });
});
