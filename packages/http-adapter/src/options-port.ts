import { optionsEndpoints } from '@tessera/contract/endpoints/options';
import { OPTION_DIRECTION_NUMBERS, type OptionsApi } from '@tessera/core';
import * as TE from '#fp-ts/TaskEither.js';
import { type Calls, clientOf, type Transport } from './client.js';
import { parsePage } from './parse.js';
import { parseOptionOrder, parseOptionsOffer, parsePayableCurrency } from './parse-options.js';

/** Core's options port over HTTP; an order's `requestId` travels as its idempotency key. */
export const createOptionsApi = (client: Calls<'options'>): OptionsApi => ({
  payableCurrencies: () =>
    TE.map((currencies: Parameters<typeof parsePayableCurrency>[0][]) =>
      currencies.map(parsePayableCurrency),
    )(client.optionsCurrencies({})),
  offer: () => TE.map(parseOptionsOffer)(client.optionsOffer({})),
  submit: (draft, requestId) =>
    TE.map(parseOptionOrder)(
      client.submitOption(
        {
          match_id: draft.matchId,
          currency_id: draft.currencyId,
          type: OPTION_DIRECTION_NUMBERS[draft.direction],
          seconds: draft.seconds,
          number: draft.stake.toFixed(),
        },
        requestId,
      ),
    ),
  orders: (state, query) => TE.map(parsePage(parseOptionOrder))(client.optionOrders({ state, ...query })),
  result: (orderId) => TE.map(parseOptionOrder)(client.optionResult({ id: orderId })),
});

/** The options port with its calls over `transport`: what `createHttpTessera` loads on first use. */
export const optionsApiOver = (transport: Transport): OptionsApi =>
  createOptionsApi(clientOf(transport, optionsEndpoints));
