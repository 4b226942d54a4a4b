import { Decimal } from '@tessera/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RecordedTrade } from './engine.js';
import { createMarketPushes, MARKET_PUSH_MS } from './market-pushes.js';

const SYMBOL = 'BTC/USDT';
const clock = { now: () => new Date('2026-11-24T00:00:00.000Z') };

/** A book of one bid whose price the test moves, and rooms that record what is pushed. */
const rig = ({ watched = true } = {}) => {
  let bid = 100;
  const pushed: { event: string; symbol: string; payload: unknown }[] = [];
  const rooms = {
    publishMarket: (event: string, symbol: string, payload: unknown) =>
      pushed.push({ event, symbol, payload }),
    isMarketWatched: () => watched,
  };
  const pushes = createMarketPushes(rooms, clock);
  pushes.start({
    settledDepth: async () => ({ bids: [[new Decimal(bid), new Decimal(1)]], asks: [] }),
  });
  return {
    pushes,
    pushed,
    events: (name: string) => pushed.filter((push) => push.event === name),
    moveBid: (to: number) => {
      bid = to;
    },
  };
};

const trade = (id: number): RecordedTrade => ({
  id,
  price: new Decimal(100),
  amount: new Decimal(1),
  side: 'buy',
  at: new Date('2026-11-24T00:00:00.000Z'),
});

describe('market pushes', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('pushes a burst of changes as one, on the next turn, with the book read then', async () => {
    const { pushes, events, moveBid } = rig();
    pushes.events.bookChanged(SYMBOL);
    moveBid(101);
    pushes.events.bookChanged(SYMBOL);
    expect(events('depth')).toEqual([]);
    await vi.advanceTimersByTimeAsync(0);
    expect(events('depth')).toHaveLength(1);
    expect(events('depth')[0]?.payload).toMatchObject({
      symbol: SYMBOL,
      bids: [[new Decimal(101), new Decimal(1)]],
    });
  });

  it('pushes at most once per MARKET_PUSH_MS, and a book equal to the last push not at all', async () => {
    const { pushes, events, moveBid } = rig();
    pushes.events.bookChanged(SYMBOL);
    await vi.advanceTimersByTimeAsync(0);
    moveBid(102);
    pushes.events.bookChanged(SYMBOL);
    await vi.advanceTimersByTimeAsync(MARKET_PUSH_MS - 1);
    expect(events('depth')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(events('depth')).toHaveLength(2);
    // The market maker requoting the same prices changes nothing anyone sees.
    pushes.events.bookChanged(SYMBOL);
    await vi.advanceTimersByTimeAsync(MARKET_PUSH_MS);
    expect(events('depth')).toHaveLength(2);
  });

  it('sends the trades since the last push in one batch, newest first', async () => {
    const { pushes, events } = rig();
    pushes.events.traded(SYMBOL, [trade(1), trade(2)]);
    pushes.events.traded(SYMBOL, [trade(3)]);
    await vi.advanceTimersByTimeAsync(0);
    const [batch] = events('trades');
    const at = '2026-11-24T00:00:00.000Z';
    expect(batch?.payload).toEqual(
      [3, 2, 1].map((id) => expect.objectContaining({ id, symbol: SYMBOL, at })),
    );
  });

  it('reads and sends nothing while nobody is in the market’s room', async () => {
    const { pushes, pushed } = rig({ watched: false });
    pushes.events.traded(SYMBOL, [trade(1)]);
    pushes.events.bookChanged(SYMBOL);
    await vi.advanceTimersByTimeAsync(MARKET_PUSH_MS);
    expect(pushed).toEqual([]);
  });

  it('drops what is pending when stopped', async () => {
    const { pushes, pushed } = rig();
    pushes.events.bookChanged(SYMBOL);
    pushes.stop();
    await vi.advanceTimersByTimeAsync(MARKET_PUSH_MS);
    expect(pushed).toEqual([]);
  });
});
