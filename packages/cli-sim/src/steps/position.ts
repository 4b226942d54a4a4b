import { FuturesSides, futuresOrderPreview, validateFuturesOrder } from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { describeFailure } from '../runtime/failure.js';
import { fields, oneOf, Text } from './codecs.js';
import { CouponChoice, discountFor } from './coupons.js';
import { refusedForm, sessionSnapshot } from './session.js';
import { defineStep, failed, passed } from './step.js';
import { requestId } from './wallet-assets.js';

export const position = defineStep({
  name: 'position',
  summary:
    "Open a futures position as the futures view does, checked by core's rules first: `{ market: BTC/USDT, side: long, multiple: 10, lots: '1' }`, with `price` for a limit order and optional `takeProfit` and `stopLoss`. Stock contracts (`AAPL/USD`) open in their exchange's hours only. `coupon: best` applies the user's best usable fee discount to the opening fee (core's `couponsFor` at the exchange's time, on the order's notional at its price or the last one), the step failing when none fits.",
  role: 'action',
  args: fields(
    'position arguments',
    { market: Text, side: oneOf(FuturesSides), multiple: t.number, lots: Text },
    { price: Text, takeProfit: Text, stopLoss: Text, coupon: CouponChoice },
  ),
  title: (args) =>
    `${args.price === undefined ? 'market' : 'limit'} ${args.side} ${args.lots} lots of ${args.market.toUpperCase()} at ${args.multiple}×${args.price === undefined ? '' : ` at ${args.price}`}${args.coupon === undefined ? '' : ' with the best fee discount'}`,
  run: async (args, ctx) => {
    if (!sessionSnapshot(ctx).matches('signedIn')) return failed('a position needs a signed-in session');
    const [markets, quotes] = await Promise.all([
      ctx.tessera.api.futures.markets()(),
      ctx.tessera.api.market.quotations()(),
    ]);
    if (E.isLeft(markets))
      return failed(`the futures markets could not be listed: ${describeFailure(markets.left)}`);
    if (E.isLeft(quotes)) return failed(`the quotes could not be loaded: ${describeFailure(quotes.left)}`);
    const wanted = args.market.trim().toUpperCase();
    const market = markets.right.find((candidate) => candidate.symbol === wanted);
    if (market === undefined)
      return failed(`no futures market ${wanted} (listed: ${markets.right.map((m) => m.symbol).join(', ')})`);
    const quote = quotes.right.find((candidate) => candidate.symbol === wanted);
    if (quote === undefined) return failed(`no price for ${wanted} yet`);
    const draft = validateFuturesOrder(
      {
        side: args.side,
        kind: args.price === undefined ? 'market' : 'limit',
        multiple: args.multiple,
        lots: args.lots,
        price: args.price ?? '',
        takeProfit: args.takeProfit ?? '',
        stopLoss: args.stopLoss ?? '',
      },
      market,
      { referencePrice: quote.price },
    );
    if (E.isLeft(draft)) return refusedForm('position', draft.left);
    const { notional } = futuresOrderPreview(draft.right, market, quote.price);
    const discount = await discountFor(ctx, args.coupon, 'futures', notional);
    if (E.isLeft(discount)) return discount.left;
    const coupon = discount.right;
    const opened = await ctx.tessera.api.futures.submit(
      coupon === undefined ? draft.right : { ...draft.right, couponId: coupon.id },
      market,
      requestId(),
    )();
    if (E.isLeft(opened)) return failed(`position refused: ${describeFailure(opened.left)}`, opened.left);
    ctx.positionsSeen.set(opened.right.id, opened.right);
    const { id, state, open, margin, liquidationPrice, openFee, openFeeWaived } = opened.right;
    const fee =
      coupon === undefined
        ? undefined
        : `opening fee ${openFee.toFixed()} ${market.marginAsset}, coupon #${coupon.id} waived ${openFeeWaived.toFixed()}`;
    return passed(
      [
        state === 'pending'
          ? `limit order #${id} waits for ${draft.right.limitPrice?.toFixed()}, margin ${margin.toFixed()} frozen`
          : `position #${id} opened at ${open?.price.toFixed()} (tick ${open?.tickId}), margin ${margin.toFixed()}, liquidation at ${liquidationPrice?.toFixed() ?? 'none'}`,
        fee,
      ]
        .filter(Boolean)
        .join('; '),
    );
  },
});

export const closePositions = defineStep({
  name: 'close',
  summary:
    "Close the signed-in user's futures positions at the newest recorded prices: `latest` (the newest, a waiting limit order cancelled), `all`, `long` or `short`.",
  role: 'action',
  args: t.keyof({ latest: null, all: null, long: null, short: null }, 'latest | all | long | short'),
  title: (which) =>
    which === 'latest'
      ? 'close the latest position'
      : `close ${which === 'all' ? 'every' : `every ${which}`} position`,
  run: async (which, ctx) => {
    if (!sessionSnapshot(ctx).matches('signedIn')) return failed('closing needs a signed-in session');
    if (which !== 'latest') {
      const closed = await ctx.tessera.api.futures.batchClose(which)();
      if (E.isLeft(closed))
        return failed(`closing was refused: ${describeFailure(closed.left)}`, closed.left);
      for (const position of closed.right) ctx.positionsSeen.set(position.id, position);
      return passed(
        closed.right.length === 0
          ? 'no position to close'
          : closed.right
              .map((p) => `#${p.id} closed at ${p.close?.price.toFixed()}, ${p.returned?.toFixed()} back`)
              .join('; '),
      );
    }
    const live = await ctx.tessera.api.futures.positions()();
    if (E.isLeft(live)) return failed(`the positions could not be listed: ${describeFailure(live.left)}`);
    const latest = live.right[0];
    if (latest === undefined) return failed('there is no position to close');
    const closed = await ctx.tessera.api.futures.close(latest.id)();
    if (E.isLeft(closed))
      return failed(`closing #${latest.id} was refused: ${describeFailure(closed.left)}`, closed.left);
    ctx.positionsSeen.set(closed.right.id, closed.right);
    return passed(
      closed.right.state === 'cancelled'
        ? `limit order #${latest.id} cancelled`
        : `#${latest.id} closed at ${closed.right.close?.price.toFixed()}, ${closed.right.returned?.toFixed()} back`,
    );
  },
});
