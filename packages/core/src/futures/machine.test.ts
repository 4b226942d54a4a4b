import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import * as TE from '#fp-ts/TaskEither.js';
import { fromCall } from '../shared/call.js';
import { Decimal } from '../shared/decimal.js';
import { Failures } from '../shared/failure.js';
import { btcFutures } from '../testing/futures-markets.js';
import { settle } from '../testing/settle.js';
import { futuresFormMachine, type OpenPositionInput } from './machine.js';
import type { FuturesDraft, FuturesPosition } from './model.js';

const market = btcFutures;

const draft: FuturesDraft = {
  symbol: 'BTC/USDT',
  side: 'long',
  kind: 'market',
  multiple: 10,
  lots: new Decimal('2'),
  limitPrice: null,
  takeProfit: null,
  stopLoss: null,
};

const positionOf = (input: OpenPositionInput): FuturesPosition => ({
  id: 9,
  symbol: input.draft.symbol,
  side: input.draft.side,
  kind: input.draft.kind,
  multiple: input.draft.multiple,
  lots: input.draft.lots,
  lotSize: input.market.lotSize,
  state: 'open',
  limitPrice: null,
  open: { tickId: 1, price: new Decimal('64000'), at: '2026-11-27T00:00:00.000Z' },
  margin: new Decimal('12.8'),
  openFee: new Decimal('0.064'),
  openFeeWaived: new Decimal(0),
  overnightFees: new Decimal(0),
  takeProfit: null,
  stopLoss: null,
  liquidationPrice: new Decimal('58880'),
  createdAt: '2026-11-27T00:00:00.000Z',
  close: null,
  closeReason: null,
  closeFee: null,
  realizedPnl: null,
  returned: null,
  feeRate: market.feeRate,
  maintenanceRate: market.maintenanceRate,
  overnightRate: market.overnightRate,
  calculatorVersion: null,
});

describe('futures order form machine', () => {
  it('opens a position once under the confirmation’s request id, and goes back to the review on a refusal', async () => {
    const opened: OpenPositionInput[] = [];
    const actor = createActor(
      futuresFormMachine.provide({
        actors: {
          place: fromCall((input: OpenPositionInput) => {
            opened.push(input);
            return opened.length === 1
              ? TE.left(Failures.rejected('WALLET.INSUFFICIENT_BALANCE', 'Insufficient balance'))
              : TE.right(positionOf(input));
          }),
        },
      }),
    ).start();
    actor.send({ type: 'order.change', draft, market });
    actor.send({ type: 'order.review' });
    actor.send({ type: 'order.confirm', requestId: 'open-1' });
    await settle();
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().context.failure).toMatchObject({ code: 'WALLET.INSUFFICIENT_BALANCE' });
    actor.send({ type: 'order.confirm', requestId: 'open-2' });
    await settle();
    expect(actor.getSnapshot().value).toBe('placed');
    expect(actor.getSnapshot().context.placed?.id).toBe(9);
    expect(opened.map((input) => input.requestId)).toEqual(['open-1', 'open-2']);
  });
});
