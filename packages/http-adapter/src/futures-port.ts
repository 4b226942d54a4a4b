import { futuresEndpoints } from '@tessera/contract/endpoints/futures';
import { FUTURES_SIDE_NUMBERS, type FuturesApi } from '@tessera/core';
import * as TE from '#fp-ts/TaskEither.js';
import { type Calls, clientOf, type Transport } from './client.js';
import { parsePage } from './parse.js';
import { parseFuturesMarket, parseFuturesPosition } from './parse-futures.js';

type WirePosition = Parameters<typeof parseFuturesPosition>[0];
const positions = (wire: readonly WirePosition[]) => wire.map(parseFuturesPosition);

/** Core's futures port over HTTP; an order's `requestId` travels as its idempotency key. */
export const createFuturesApi = (client: Calls<'futures'>): FuturesApi => ({
  markets: () =>
    TE.map((markets: Parameters<typeof parseFuturesMarket>[0][]) => markets.map(parseFuturesMarket))(
      client.futuresMarkets({}),
    ),
  submit: (draft, market, requestId) =>
    TE.map(parseFuturesPosition)(
      client.submitFutures(
        {
          currency_id: market.baseId,
          legal_id: market.quoteId,
          type: FUTURES_SIDE_NUMBERS[draft.side],
          multiple: draft.multiple,
          lots: draft.lots.toFixed(),
          ...(draft.limitPrice === null ? {} : { target_price: draft.limitPrice.toFixed() }),
          ...(draft.takeProfit === null ? {} : { target_profit_price: draft.takeProfit.toFixed() }),
          ...(draft.stopLoss === null ? {} : { stop_loss_price: draft.stopLoss.toFixed() }),
          ...(draft.couponId === undefined ? {} : { coupon_id: draft.couponId }),
        },
        requestId,
      ),
    ),
  positions: () => TE.map(positions)(client.futuresPositions({})),
  close: (positionId) => TE.map(parseFuturesPosition)(client.closeFutures({ id: positionId })),
  batchClose: (scope) => TE.map(positions)(client.batchCloseFutures({ type: scope })),
  setStops: (positionId, stops) =>
    TE.map(parseFuturesPosition)(
      client.setFuturesStops({
        id: positionId,
        target_profit_price: stops.takeProfit?.toFixed() ?? '',
        stop_loss_price: stops.stopLoss?.toFixed() ?? '',
      }),
    ),
  history: (query) => TE.map(parsePage(parseFuturesPosition))(client.futuresHistory(query)),
});

/** The futures port with its calls over `transport`: what `createHttpTessera` loads on first use. */
export const futuresApiOver = (transport: Transport): FuturesApi =>
  createFuturesApi(clientOf(transport, futuresEndpoints));
