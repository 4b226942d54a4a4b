import { dualEndpoints } from '@tessera/contract/endpoints/dual';
import type { DualApi } from '@tessera/core';
import * as TE from '#fp-ts/TaskEither.js';
import { type Calls, clientOf, type Transport } from './client.js';
import { parsePage } from './parse.js';
import { parseDualOrder, parseDualProduct } from './parse-dual.js';

/** Core's dual-investment port over HTTP; a purchase's `requestId` travels as its idempotency key. */
export const createDualApi = (client: Calls<'dual'>): DualApi => ({
  products: () =>
    TE.map((products: Parameters<typeof parseDualProduct>[0][]) => products.map(parseDualProduct))(
      client.dualProducts({}),
    ),
  product: (productId) => TE.map(parseDualProduct)(client.dualProduct({ id: productId })),
  buy: (draft, requestId) =>
    TE.map(parseDualOrder)(client.buyDual({ id: draft.productId, num: draft.shares }, requestId)),
  orders: (query) => TE.map(parsePage(parseDualOrder))(client.dualOrders(query)),
});

/** The dual-investment port with its calls over `transport`: what `createHttpTessera` loads on first use. */
export const dualApiOver = (transport: Transport): DualApi =>
  createDualApi(clientOf(transport, dualEndpoints));
