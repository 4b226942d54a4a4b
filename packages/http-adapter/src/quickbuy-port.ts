import { quickBuyEndpoints } from '@tessera/contract/endpoints/quickbuy';
import type { QuickBuyApi } from '@tessera/core';
import * as TE from '#fp-ts/TaskEither.js';
import { type Calls, clientOf, type Transport } from './client.js';
import { parsePage } from './parse.js';
import { parseQuickBuyOffer, parseQuickBuyOrder } from './parse-quickbuy.js';

/** Core's quick-buy port over HTTP; an order's `requestId` travels as its idempotency key. */
export const createQuickBuyApi = (client: Calls<'quickBuy'>): QuickBuyApi => ({
  offer: () => TE.map(parseQuickBuyOffer)(client.quickBuyOffer({})),
  place: (draft, requestId) =>
    TE.map(parseQuickBuyOrder)(
      client.placeQuickBuy(
        {
          country: draft.country,
          currency: draft.currency,
          method: draft.method,
          amount: draft.usd.toFixed(),
          first_name: draft.payer.firstName,
          last_name: draft.payer.lastName,
          email: draft.payer.email,
          phone: draft.payer.phone,
          tax_id: draft.payer.taxId,
        },
        requestId,
      ),
    ),
  submitProof: (orderId, proof) => TE.map(parseQuickBuyOrder)(client.quickBuyProof({ id: orderId, proof })),
  cancel: (orderId) => TE.map(parseQuickBuyOrder)(client.cancelQuickBuy({ id: orderId })),
  order: (orderId) => TE.map(parseQuickBuyOrder)(client.quickBuyOrder({ id: orderId })),
  orders: (query) => TE.map(parsePage(parseQuickBuyOrder))(client.quickBuyOrders(query)),
});

/** The quick-buy port with its calls over `transport`: what `createHttpTessera` loads on first use. */
export const quickBuyApiOver = (transport: Transport): QuickBuyApi =>
  createQuickBuyApi(clientOf(transport, quickBuyEndpoints));
