import { miningEndpoints } from '@tessera/contract/endpoints/mining';
import type { MiningApi } from '@tessera/core';
import * as TE from '#fp-ts/TaskEither.js';
import { type Calls, clientOf, type Transport } from './client.js';
import { parsePage } from './parse.js';
import { parseMiningOrder, parseMiningOrderDetail, parseMiningPlan } from './parse-mining.js';

/** Core's locked-mining port over HTTP; a purchase's or redemption's `requestId` travels as its idempotency key. */
export const createMiningApi = (client: Calls<'mining'>): MiningApi => ({
  plans: () =>
    TE.map((plans: Parameters<typeof parseMiningPlan>[0][]) => plans.map(parseMiningPlan))(
      client.miningPlans({}),
    ),
  buy: (draft, requestId) =>
    TE.map(parseMiningOrder)(
      client.buyMining({ config_id: draft.planId, amount: draft.amount.toFixed() }, requestId),
    ),
  orders: (state, query) => TE.map(parsePage(parseMiningOrder))(client.miningOrders({ state, ...query })),
  order: (orderId) => TE.map(parseMiningOrderDetail)(client.miningOrder({ id: orderId })),
  redeem: (redemption, requestId) =>
    TE.map(parseMiningOrder)(
      client.redeemMining({ id: redemption.orderId, penalty: redemption.penalty.toFixed() }, requestId),
    ),
});

/** The mining port with its calls over `transport`: what `createHttpTessera` loads on first use. */
export const miningApiOver = (transport: Transport): MiningApi =>
  createMiningApi(clientOf(transport, miningEndpoints));
