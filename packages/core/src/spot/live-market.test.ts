import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import * as E from '#fp-ts/Either.js';
import * as TE from '#fp-ts/TaskEither.js';
import { fromCall } from '../shared/call.js';
import { decimal } from '../shared/decimal.js';
import { type Failure, Failures } from '../shared/failure.js';
import { settle } from '../testing/settle.js';
import {
  LIVE_MARKET_RETRY_MS,
  liveMarketMachine,
  liveMarketView,
  type MarketSnapshot,
} from './live-market.js';
import type { Depth, MarketTrade } from './model.js';

const depth = (bid: string, at: string): Depth => ({
  symbol: 'BTC/USDT',
  bids: [{ price: decimal(bid), amount: decimal('1') }],
  asks: [],
  at,
});
const trade = (id: number): MarketTrade => ({
  id,
  symbol: 'BTC/USDT',
  price: decimal('100'),
  amount: decimal('1'),
  side: 'sell',
  at: '2026-11-24T00:00:00.000Z',
});
const snapshot = (bid: string, at: string, ids: number[]): MarketSnapshot => ({
  depth: depth(bid, at),
  trades: ids.map(trade),
});

/** A live market whose snapshot loads answer `answers` in turn (a promise each, settled by the test). */
const liveMarket = (answers: Promise<E.Either<Failure, MarketSnapshot>>[], clock?: SimulatedClock) => {
  let loads = 0;
  const actor = createActor(
    liveMarketMachine.provide({
      actors: {
        loadSnapshot: fromCall(() => () => {
          const answer = answers[loads] ?? Promise.resolve(E.left(Failures.network('no more answers')));
          loads += 1;
          return answer;
        }),
      },
    }),
    { input: { symbol: 'BTC/USDT' }, ...(clock ? { clock } : {}) },
  ).start();
  return { actor, view: () => liveMarketView(actor.getSnapshot()), loads: () => loads };
};

describe('live market', () => {
  it('shows the snapshot, then each pushed book and the pushed trades before the known ones', async () => {
    const { actor, view } = liveMarket([TE.right(snapshot('100', '2026-11-24T00:00:00.000Z', [2, 1]))()]);
    expect(view().depth.status).toBe('loading');
    await settle();
    actor.send({ type: 'market.depth', depth: depth('101', '2026-11-24T00:00:00.100Z') });
    actor.send({ type: 'market.trades', trades: [trade(4), trade(3)] });
    const { depth: shown, trades } = view();
    expect(shown.status === 'ready' && shown.value.bids[0]?.price.toString()).toBe('101');
    expect(trades.status === 'ready' && trades.value.map((t) => t.id)).toEqual([4, 3, 2, 1]);
  });

  it('keeps pushes that arrive while the snapshot loads, and an older snapshot’s book gives way', async () => {
    let answer: (snapshot: MarketSnapshot) => void = () => {};
    const pending = new Promise<E.Either<Failure, MarketSnapshot>>((resolve) => {
      answer = (value) => resolve(E.right(value));
    });
    const { actor, view } = liveMarket([pending]);
    actor.send({ type: 'market.depth', depth: depth('105', '2026-11-24T00:00:05.000Z') });
    actor.send({ type: 'market.trades', trades: [trade(9)] });
    // Until the snapshot, the few pushed trades are not the market's latest: nothing is shown.
    expect(view().trades.status).toBe('loading');
    answer(snapshot('100', '2026-11-24T00:00:00.000Z', [8, 7]));
    await settle();
    const { depth: shown, trades } = view();
    expect(shown.status === 'ready' && shown.value.bids[0]?.price.toString()).toBe('105');
    expect(trades.status === 'ready' && trades.value.map((t) => t.id)).toEqual([9, 8, 7]);
  });

  it('reads the snapshot again when a lost connection comes back, showing the old one meanwhile', async () => {
    let answer: (snapshot: MarketSnapshot) => void = () => {};
    const second = new Promise<E.Either<Failure, MarketSnapshot>>((resolve) => {
      answer = (value) => resolve(E.right(value));
    });
    const { actor, view, loads } = liveMarket([
      TE.right(snapshot('100', '2026-11-24T00:00:00.000Z', [1]))(),
      second,
    ]);
    await settle();
    actor.send({ type: 'market.connection', connection: 'connected' });
    actor.send({ type: 'market.connection', connection: 'disconnected' });
    expect(loads()).toBe(1);
    actor.send({ type: 'market.connection', connection: 'connected' });
    expect(loads()).toBe(2);
    expect(view().depth.status).toBe('ready');
    answer(snapshot('110', '2026-11-24T00:01:00.000Z', [3, 2]));
    await settle();
    const { depth: shown, trades } = view();
    expect(shown.status === 'ready' && shown.value.bids[0]?.price.toString()).toBe('110');
    expect(trades.status === 'ready' && trades.value.map((t) => t.id)).toEqual([3, 2, 1]);
  });

  it('shows a failed first load, and tries again after a pause or when asked', async () => {
    const clock = new SimulatedClock();
    const { actor, view, loads } = liveMarket(
      [
        TE.left<Failure, MarketSnapshot>(Failures.network('down'))(),
        TE.left<Failure, MarketSnapshot>(Failures.network('still down'))(),
        TE.right(snapshot('100', '2026-11-24T00:00:00.000Z', []))(),
      ],
      clock,
    );
    await settle();
    expect(view().depth.status).toBe('failed');
    clock.increment(LIVE_MARKET_RETRY_MS);
    await settle();
    expect(loads()).toBe(2);
    actor.send({ type: 'market.retry' });
    await settle();
    expect(loads()).toBe(3);
    expect(view().depth.status).toBe('ready');
  });
});
