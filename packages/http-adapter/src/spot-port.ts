import { ORDER_SIDE_NUMBERS, type SpotApi } from '@tessera/core';
import * as TE from '#fp-ts/TaskEither.js';
import type { Calls } from './client.js';
import { parsePage } from './parse.js';
import { parseDepth, parseMarketTrade, parseSpotMarket, parseSpotOrder } from './parse-spot.js';

/** Core's spot port over HTTP; a placement's `requestId` travels as its idempotency key. */
export const createSpotApi = (client: Calls<'spot'>): SpotApi => ({
  markets: () =>
    TE.map((markets: Parameters<typeof parseSpotMarket>[0][]) => markets.map(parseSpotMarket))(
      client.spotMarkets({}),
    ),
  place: (draft, market, requestId) =>
    TE.map(parseSpotOrder)(
      client.placeOrder(
        {
          currency_id: market.baseId,
          legal_id: market.quoteId,
          type: ORDER_SIDE_NUMBERS[draft.side],
          amount: draft.amount.toFixed(),
          ...(draft.price === null ? {} : { target_price: draft.price.toFixed() }),
          ...(draft.couponId === undefined ? {} : { coupon_id: draft.couponId }),
        },
        requestId,
      ),
    ),
  cancel: (orderId) => TE.map(parseSpotOrder)(client.cancelOrder({ id: orderId })),
  orders: (state, query) => TE.map(parsePage(parseSpotOrder))(client.orders({ state, ...query })),
  depth: (symbol) => TE.map(parseDepth)(client.depth({ symbol })),
  trades: (symbol) =>
    TE.map((trades: Parameters<typeof parseMarketTrade>[0][]) => trades.map(parseMarketTrade))(
      client.trades({ symbol }),
    ),
});
