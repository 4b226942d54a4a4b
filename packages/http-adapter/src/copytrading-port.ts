import { copyTradingEndpoints } from '@tessera/contract/endpoints/copytrading';
import { COPY_MODE_NUMBERS, type CopyTradingApi } from '@tessera/core';
import * as TE from '#fp-ts/TaskEither.js';
import { type Calls, clientOf, type Transport } from './client.js';
import { parsePage } from './parse.js';
import { parseCopy, parseFollow, parseTrader } from './parse-copytrading.js';
import { parseFuturesPosition } from './parse-futures.js';

/**
 * Core's copy-trading port over HTTP. A follow is sent with the agreement accepted (core's
 * `validateFollow` refuses one without it) and its `requestId` as the idempotency key.
 */
export const createCopyTradingApi = (client: Calls<'copyTrading'>): CopyTradingApi => ({
  traders: (query) => TE.map(parsePage(parseTrader))(client.copyTraders(query)),
  trader: (traderUserId) => TE.map(parseTrader)(client.copyTrader({ trader_user_id: traderUserId })),
  traderHistory: (traderUserId, query) =>
    TE.map(parsePage(parseFuturesPosition))(
      client.copyTraderHistory({ trader_user_id: traderUserId, ...query }),
    ),
  follow: (draft, requestId) =>
    TE.map(parseFollow)(
      client.followTrader(
        {
          trader_user_id: draft.traderUserId,
          type: COPY_MODE_NUMBERS[draft.mode],
          number: draft.value.toFixed(),
          agreement_accepted: true,
        },
        requestId,
      ),
    ),
  cancel: (traderUserId) => TE.map(parseFollow)(client.cancelFollow({ follow_user_id: traderUserId })),
  follows: () =>
    TE.map((list: Parameters<typeof parseFollow>[0][]) => list.map(parseFollow))(client.myFollows({})),
  copies: ({ traderUserId, ...query }) =>
    TE.map(parsePage(parseCopy))(
      client.myCopies({ ...query, ...(traderUserId === undefined ? {} : { trader_user_id: traderUserId }) }),
    ),
  selfHold: (copyId) => TE.map(parseCopy)(client.selfHoldCopy({ transaction_id: copyId })),
  becomeTrader: (application) =>
    TE.map(parseTrader)(client.becomeTrader({ nickname: application.nickname, terms_accepted: true })),
});

/** The copy-trading port with its calls over `transport`: what `createHttpTessera` loads on first use. */
export const copyTradingApiOver = (transport: Transport): CopyTradingApi =>
  createCopyTradingApi(clientOf(transport, copyTradingEndpoints));
