import { OrderSides, validateOrder } from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import { percent } from '../runtime/coupons.js';
import { describeFailure } from '../runtime/failure.js';
import { fields, oneOf, Text } from './codecs.js';
import { CouponChoice, discountFor } from './coupons.js';
import { refusedForm, sessionSnapshot } from './session.js';
import { findSpotMarket } from './spot-markets.js';
import { defineStep, failed, passed } from './step.js';
import { requestId } from './wallet-assets.js';

export const order = defineStep({
  name: 'order',
  summary:
    "Place a spot order as the trade page does, checked by core's rules first: a limit order with `price` (`{ market: BTC/USDT, side: sell, amount: '0.01', price: '70000' }`), a market order without. `coupon: best` applies the user's best usable fee discount for it (core's `couponsFor` at the exchange's time, on its amount at its price or the last one), the step failing when none fits.",
  role: 'action',
  args: fields(
    'order arguments',
    { market: Text, side: oneOf(OrderSides), amount: Text },
    { price: Text, coupon: CouponChoice },
  ),
  title: (args) =>
    `${args.price === undefined ? 'market' : 'limit'} ${args.side} ${args.amount} ${args.market.toUpperCase()}${args.price === undefined ? '' : ` at ${args.price}`}${args.coupon === undefined ? '' : ' with the best fee discount'}`,
  run: async (args, ctx) => {
    if (!sessionSnapshot(ctx).matches('signedIn')) return failed('an order needs a signed-in session');
    const found = await findSpotMarket(ctx, args.market);
    if (E.isLeft(found)) return failed(found.left);
    const { market, lastPrice } = found.right;
    const draft = validateOrder(
      {
        side: args.side,
        kind: args.price === undefined ? 'market' : 'limit',
        amount: args.amount,
        price: args.price ?? '',
      },
      market,
      { referencePrice: lastPrice },
    );
    if (E.isLeft(draft)) return refusedForm('order', draft.left);
    const value = draft.right.amount.times(draft.right.price ?? lastPrice);
    const discount = await discountFor(ctx, args.coupon, 'spot', value);
    if (E.isLeft(discount)) return discount.left;
    const coupon = discount.right;
    const placed = await ctx.tessera.api.spot.place(
      coupon === undefined ? draft.right : { ...draft.right, couponId: coupon.id },
      market,
      requestId(),
    )();
    if (E.isLeft(placed)) return failed(`order refused: ${describeFailure(placed.left)}`, placed.left);
    const { id, status, filled, averagePrice, fee, feeAsset, feeDiscount } = placed.right;
    return passed(
      [
        `order #${id} ${status}, filled ${filled.toFixed()}${averagePrice === null ? '' : ` at ${averagePrice.toFixed()} on average`}`,
        coupon === undefined
          ? undefined
          : `coupon #${coupon.id} applied: ${percent(feeDiscount)} of its fees waived, ${fee.toFixed()} ${feeAsset} charged`,
      ]
        .filter(Boolean)
        .join('; '),
    );
  },
});
