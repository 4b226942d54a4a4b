import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, SimulatedClock } from 'xstate';
import * as E from '#fp-ts/Either.js';
import * as TE from '#fp-ts/TaskEither.js';
import { fromCall } from '../shared/call.js';
import { decimal } from '../shared/decimal.js';
import { type Failure, Failures } from '../shared/failure.js';
import { settle } from '../testing/settle.js';
import type { KlinePeriod } from './calculators.js';
import { CHART_RETRY_MS, type ChartEvent, chartMachine } from './chart-machine.js';
import type { Kline } from './model.js';
import type { FeedConnection, KlineTopic } from './port.js';

const candle = (period: KlinePeriod, openTime: string, close: string): Kline => ({
  symbol: 'BTC/USDT',
  period,
  openTime,
  open: decimal('100'),
  high: decimal('110'),
  low: decimal('90'),
  close: decimal(close),
  volume: decimal('2.5'),
});

const closes = (candles: readonly Kline[]) => candles.map((k) => k.close.toString());

/** A fake feed: the rooms joined (and left), and a way to push into the joined one. */
const fakeFeed = () => {
  const joined: string[] = [];
  let push: (kline: Kline) => void = () => {};
  const klineFeed = fromCallback<ChartEvent, KlineTopic>(({ sendBack, input }) => {
    const room = `${input.symbol}:${input.period}`;
    joined.push(room);
    push = (kline) => sendBack({ type: 'chart.kline', kline });
    return () => {
      joined.splice(joined.indexOf(room), 1);
    };
  });
  return { joined, klineFeed, push: (kline: Kline) => push(kline) };
};

const BTC_1M: KlineTopic = { symbol: 'BTC/USDT', period: '1m' };

describe('chart machine', () => {
  it('loads the history of its period, then moves the last candle and appends new ones from the room', async () => {
    const feed = fakeFeed();
    const asked: KlineTopic[] = [];
    const actor = createActor(
      chartMachine.provide({
        actors: {
          loadKlines: fromCall((topic: KlineTopic) => {
            asked.push(topic);
            return TE.right<Failure, readonly Kline[]>([
              candle('1m', '2026-01-01T00:00:00Z', '101'),
              candle('1m', '2026-01-01T00:01:00Z', '102'),
            ]);
          }),
          klineFeed: feed.klineFeed,
        },
      }),
      { input: BTC_1M },
    ).start();
    await settle();
    expect(asked).toEqual([BTC_1M]);
    expect(feed.joined).toEqual(['BTC/USDT:1m']);
    expect(actor.getSnapshot().matches({ watching: 'ready' })).toBe(true);
    feed.push(candle('1m', '2026-01-01T00:01:00Z', '103'));
    feed.push(candle('1m', '2026-01-01T00:02:00Z', '104'));
    feed.push(candle('1m', '2026-01-01T00:00:00Z', '99'));
    expect(closes(actor.getSnapshot().context.candles)).toEqual(['101', '103', '104']);
    actor.stop();
    expect(feed.joined).toEqual([]);
  });

  it('applies the pushes that arrived while the history loaded over it', async () => {
    const feed = fakeFeed();
    let resolve: (klines: readonly Kline[]) => void = () => {};
    const pending = new Promise<readonly Kline[]>((r) => {
      resolve = r;
    });
    const actor = createActor(
      chartMachine.provide({
        actors: {
          loadKlines: fromCall(() => () => pending.then((k) => E.right(k))),
          klineFeed: feed.klineFeed,
        },
      }),
      { input: BTC_1M },
    ).start();
    feed.push(candle('1m', '2026-01-01T00:01:00Z', '105'));
    resolve([candle('1m', '2026-01-01T00:00:00Z', '101'), candle('1m', '2026-01-01T00:01:00Z', '102')]);
    await settle();
    expect(closes(actor.getSnapshot().context.candles)).toEqual(['101', '105']);
  });

  it('switches periods: leaves the old room, joins the new one, loads its history and drops stale pushes', async () => {
    const feed = fakeFeed();
    const actor = createActor(
      chartMachine.provide({
        actors: {
          loadKlines: fromCall(({ period }: KlineTopic) =>
            TE.right<Failure, readonly Kline[]>([
              candle(period, '2026-01-01T00:00:00Z', period === '1h' ? '200' : '101'),
            ]),
          ),
          klineFeed: feed.klineFeed,
        },
      }),
      { input: BTC_1M },
    ).start();
    await settle();
    actor.send({ type: 'chart.period', period: '1h' });
    expect(actor.getSnapshot().context.period).toBe('1h');
    expect(actor.getSnapshot().matches({ watching: 'loading' })).toBe(true);
    expect(feed.joined).toEqual(['BTC/USDT:1h']);
    await settle();
    expect(closes(actor.getSnapshot().context.candles)).toEqual(['200']);
    // A push of the left room still on its way is not this chart's any more.
    actor.send({ type: 'chart.kline', kline: candle('1m', '2026-01-01T00:05:00Z', '102') });
    expect(closes(actor.getSnapshot().context.candles)).toEqual(['200']);
    // Picking the shown period again changes nothing.
    actor.send({ type: 'chart.period', period: '1h' });
    expect(actor.getSnapshot().matches({ watching: 'ready' })).toBe(true);
  });

  it('retries a failed load after CHART_RETRY_MS, or at once on chart.retry', async () => {
    const clock = new SimulatedClock();
    let calls = 0;
    const actor = createActor(
      chartMachine.provide({
        actors: {
          loadKlines: fromCall(() => {
            calls += 1;
            return calls < 3
              ? TE.left<Failure, readonly Kline[]>(Failures.network('offline'))
              : TE.right<Failure, readonly Kline[]>([candle('1m', '2026-01-01T00:00:00Z', '101')]);
          }),
          klineFeed: fakeFeed().klineFeed,
        },
      }),
      { input: BTC_1M, clock },
    ).start();
    await settle();
    expect(actor.getSnapshot().matches({ watching: 'failed' })).toBe(true);
    expect(actor.getSnapshot().context.failure).toEqual(Failures.network('offline'));
    clock.increment(CHART_RETRY_MS - 1);
    await settle();
    expect(calls).toBe(1);
    clock.increment(1);
    await settle();
    expect(calls).toBe(2);
    actor.send({ type: 'chart.retry' });
    await settle();
    expect(calls).toBe(3);
    expect(actor.getSnapshot().matches({ watching: 'ready' })).toBe(true);
    expect(actor.getSnapshot().context.failure).toBeNull();
  });
});

describe('chart machine and the feed connection', () => {
  it('reloads the history when a lost connection comes back, keeping the candles shown meanwhile', async () => {
    const feed = fakeFeed();
    let tell: (connection: FeedConnection) => void = () => {};
    const connectionFeed = fromCallback<ChartEvent>(({ sendBack }) => {
      tell = (connection) => sendBack({ type: 'chart.connection', connection });
      return () => {};
    });
    const answers: (readonly Kline[])[] = [
      [candle('1m', '2026-01-01T00:00:00Z', '101'), candle('1m', '2026-01-01T00:01:00Z', '102')],
      // Missed while the connection was lost: 00:01 closed at 106, 00:02 and 00:03 opened.
      [
        candle('1m', '2026-01-01T00:01:00Z', '106'),
        candle('1m', '2026-01-01T00:02:00Z', '107'),
        candle('1m', '2026-01-01T00:03:00Z', '108'),
      ],
    ];
    let release: () => void = () => {};
    const actor = createActor(
      chartMachine.provide({
        actors: {
          loadKlines: fromCall(() => () => {
            const answer = answers.shift() ?? [];
            return answers.length === 0
              ? new Promise((resolve) => {
                  release = () => resolve(E.right(answer));
                })
              : Promise.resolve(E.right(answer));
          }),
          klineFeed: feed.klineFeed,
          connectionFeed,
        },
      }),
      { input: BTC_1M },
    ).start();
    await settle();
    tell('connected');
    tell('disconnected');
    expect(actor.getSnapshot().matches({ watching: 'ready' })).toBe(true);
    tell('connected');
    expect(actor.getSnapshot().matches({ watching: 'loading' })).toBe(true);
    expect(closes(actor.getSnapshot().context.candles)).toEqual(['101', '102']);
    feed.push(candle('1m', '2026-01-01T00:03:00Z', '109'));
    release();
    await settle();
    expect(closes(actor.getSnapshot().context.candles)).toEqual(['106', '107', '109']);
    expect(actor.getSnapshot().context.pending).toEqual([]);
  });

  it('does not reload on the first connection', async () => {
    let loads = 0;
    let tell: (connection: FeedConnection) => void = () => {};
    const actor = createActor(
      chartMachine.provide({
        actors: {
          loadKlines: fromCall(() => {
            loads += 1;
            return TE.right<Failure, readonly Kline[]>([]);
          }),
          klineFeed: fakeFeed().klineFeed,
          connectionFeed: fromCallback<ChartEvent>(({ sendBack }) => {
            tell = (connection) => sendBack({ type: 'chart.connection', connection });
            return () => {};
          }),
        },
      }),
      { input: BTC_1M },
    ).start();
    await settle();
    tell('connected');
    await settle();
    expect(loads).toBe(1);
    expect(actor.getSnapshot().context.connection).toBe('connected');
  });
});
