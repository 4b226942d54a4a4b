import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import * as TE from '#fp-ts/TaskEither.js';
import { fromCall } from '../shared/call.js';
import { Decimal } from '../shared/decimal.js';
import { type Failure, Failures } from '../shared/failure.js';
import { settle } from '../testing/settle.js';
import { btcUsdt } from '../testing/spot-markets.js';
import { orderFormMachine, type PlaceInput } from './machine.js';
import type { OrderDraft, SpotOrder } from './model.js';

const draft: OrderDraft = {
  symbol: 'BTC/USDT',
  side: 'buy',
  kind: 'limit',
  amount: new Decimal('0.5'),
  price: new Decimal('60000'),
};

const orderOf = (input: PlaceInput): SpotOrder => ({
  id: 41,
  symbol: input.draft.symbol,
  side: input.draft.side,
  kind: input.draft.kind,
  price: input.draft.price,
  amount: input.draft.amount,
  filled: new Decimal(0),
  filledValue: new Decimal(0),
  averagePrice: null,
  fee: new Decimal(0),
  feeAsset: 'BTC',
  feeDiscount: new Decimal(0),
  status: 'open',
  createdAt: '2026-11-23T00:00:00.000Z',
  updatedAt: '2026-11-23T00:00:00.000Z',
});

/** An order form whose placements answer `answers` in turn (the last repeats). */
const started = (answers: (Failure | 'ok')[] = ['ok']) => {
  const placed: PlaceInput[] = [];
  const actor = createActor(
    orderFormMachine.provide({
      actors: {
        place: fromCall((input: PlaceInput) => {
          placed.push(input);
          const answer = answers[Math.min(placed.length - 1, answers.length - 1)] ?? 'ok';
          return answer === 'ok' ? TE.right(orderOf(input)) : TE.left(answer);
        }),
      },
    }),
  ).start();
  return { actor, placed };
};

describe('order form machine', () => {
  it('asks for confirmation only with a valid order, and places it once under the confirmation’s id', async () => {
    const { actor, placed } = started();
    actor.send({ type: 'order.review' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'order.change', draft, market: btcUsdt });
    actor.send({ type: 'order.review' });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'order.confirm', requestId: 'req-1' });
    actor.send({ type: 'order.confirm', requestId: 'req-2' });
    await settle();
    expect(placed).toEqual([{ draft, market: btcUsdt, requestId: 'req-1' }]);
    expect(actor.getSnapshot().value).toBe('placed');
    expect(actor.getSnapshot().context.placed?.id).toBe(41);
  });

  it('goes back to the confirmation with the exchange’s words when placing fails', async () => {
    const refusal = Failures.rejected('WALLET.INSUFFICIENT_BALANCE', 'Insufficient balance');
    const { actor } = started([refusal, 'ok']);
    actor.send({ type: 'order.change', draft, market: btcUsdt });
    actor.send({ type: 'order.review' });
    actor.send({ type: 'order.confirm', requestId: 'req-1' });
    await settle();
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().context.failure).toEqual(refusal);
    actor.send({ type: 'order.confirm', requestId: 'req-2' });
    await settle();
    expect(actor.getSnapshot().value).toBe('placed');
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('leaves the confirmation when the form changes or the user cancels', () => {
    const { actor } = started();
    actor.send({ type: 'order.change', draft, market: btcUsdt });
    actor.send({ type: 'order.review' });
    actor.send({ type: 'order.cancel' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'order.review' });
    actor.send({ type: 'order.change', draft: null, market: btcUsdt });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'order.review' });
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('frees the form for the next order after one is placed', async () => {
    const { actor } = started();
    actor.send({ type: 'order.change', draft, market: btcUsdt });
    actor.send({ type: 'order.review' });
    actor.send({ type: 'order.confirm', requestId: 'req-1' });
    await settle();
    actor.send({ type: 'order.change', draft: { ...draft, side: 'sell' }, market: btcUsdt });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.placed).toBeNull();
    expect(actor.getSnapshot().context.draft?.side).toBe('sell');
  });
});
