import * as E from 'fp-ts/lib/Either.js';
import * as TE from 'fp-ts/lib/TaskEither.js';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { fromCall } from '../shared/call.js';
import { decimal } from '../shared/decimal.js';
import type { Failure } from '../shared/failure.js';
import { settle } from '../testing/settle.js';
import { quotesMachine } from './machine.js';
import type { Quote } from './model.js';

const quote = (symbol: string, price: string, at: string): Quote => ({
  symbol,
  base: symbol.split('/')[0] ?? symbol,
  quote: 'USDT',
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
