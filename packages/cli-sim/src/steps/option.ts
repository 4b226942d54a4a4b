import { OptionDirections, validateOptionOrder } from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { describeFailure } from '../runtime/failure.js';
import { fields, oneOf, Text } from './codecs.js';
import { refusedForm, sessionSnapshot } from './session.js';
import { defineStep, failed, passed } from './step.js';
import { requestId } from './wallet-assets.js';

export const option = defineStep({
  name: 'option',
  summary:
    "Place a seconds option as the options view does, checked by core's rules first, staked from the options account in the first payable coin: `{ market: BTC/USDT, direction: up, seconds: 30, stake: '100' }`.",
  role: 'action',
  args: fields(
    'option arguments',
    {
      market: Text,
      direction: oneOf(OptionDirections),
      seconds: t.number,
      stake: Text,
    },
    {},
  ),
  title: (args) =>
    `${args.direction} option on ${args.market.toUpperCase()} for ${args.seconds} s, stake ${args.stake}`,
  run: async (args, ctx) => {
    if (!sessionSnapshot(ctx).matches('signedIn')) return failed('an option needs a signed-in session');
    const [offer, currencies] = await Promise.all([
      ctx.tessera.api.options.offer()(),
      ctx.tessera.api.options.payableCurrencies()(),
    ]);
    if (E.isLeft(offer))
      return failed(`the options offer could not be loaded: ${describeFailure(offer.left)}`);
    if (E.isLeft(currencies))
      return failed(`the payable coins could not be loaded: ${describeFailure(currencies.left)}`);
    const wanted = args.market.trim().toUpperCase();
    const market = offer.right.markets.find((candidate) => candidate.symbol === wanted);
    const currency = currencies.right[0];
    if (market === undefined)
      return failed(
        `no options on ${wanted} (offered: ${offer.right.markets.map((m) => m.symbol).join(', ')})`,
      );
    if (currency === undefined) return failed('the exchange lists no coin to stake');
    const draft = validateOptionOrder(
      {
        matchId: market.matchId,
        currencyId: currency.id,
        direction: args.direction,
        seconds: args.seconds,
        stake: args.stake,
      },
      { markets: offer.right.markets, currencies: currencies.right, durations: offer.right.durations },
    );
    if (E.isLeft(draft)) return refusedForm('option', draft.left);
    const placed = await ctx.tessera.api.options.submit(draft.right, requestId())();
    if (E.isLeft(placed)) return failed(`option refused: ${describeFailure(placed.left)}`, placed.left);
    const { id, open, closesAt } = placed.right;
    return passed(
      `option #${id} opened at ${open.price.toFixed()} (tick ${open.tickId}), closes at ${closesAt}`,
    );
  },
});
