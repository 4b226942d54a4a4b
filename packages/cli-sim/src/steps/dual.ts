import { DualDirections, dualPurchasePreview, validateDualPurchase } from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { describeFailure } from '../runtime/failure.js';
import { fields, oneOf, Text } from './codecs.js';
import { exchangeNow, refusedForm, sessionSnapshot } from './session.js';
import { defineStep, failed, passed } from './step.js';
import { requestId } from './wallet-assets.js';

export const invest = defineStep({
  name: 'invest',
  summary:
    "Buy whole shares of today's dual-investment product of a market, direction and holding days as the purchase page does, checked by core's rules first: `{ market: BTC/USDT, type: call, days: 7, shares: '10' }` (from the balance account: the coin for a call, USDT for a put). Says both outcomes first.",
  role: 'action',
  args: fields(
    'invest arguments',
    { market: Text, type: oneOf(DualDirections), days: t.number, shares: Text },
    {},
  ),
  title: (args) =>
    `buy ${args.shares} shares of the ${args.days}-day ${args.market.toUpperCase()} ${args.type}`,
  run: async (args, ctx) => {
    if (!sessionSnapshot(ctx).matches('signedIn')) return failed('investing needs a signed-in session');
    const products = await ctx.tessera.api.dual.products()();
    if (E.isLeft(products))
      return failed(`the products could not be listed: ${describeFailure(products.left)}`);
    const wanted = args.market.trim().toUpperCase();
    const product = products.right.find(
      (offered) => offered.symbol === wanted && offered.direction === args.type && offered.days === args.days,
    );
    if (product === undefined) return failed(`no ${args.days}-day ${wanted} ${args.type} on offer today`);
    const now = await exchangeNow(ctx);
    if (typeof now !== 'number') return now;
    const draft = validateDualPurchase(
      { productId: product.id, shares: args.shares },
      { products: [product], now },
    );
    if (E.isLeft(draft)) return refusedForm('investing', draft.left);
    const preview = dualPurchasePreview(product, draft.right.shares);
    const bought = await ctx.tessera.api.dual.buy(draft.right, requestId())();
    if (E.isLeft(bought)) return failed(`purchase refused: ${describeFailure(bought.left)}`, bought.left);
    return passed(
      `order #${bought.right.id}: ${preview.invested.toFixed()} ${product.investAsset} linked at ${product.linkedPrice.toFixed()}; below it pays ${preview.below.amount.toFixed()} ${preview.below.asset}, above it ${preview.above.amount.toFixed()} ${preview.above.asset}, at ${product.maturesAt}`,
    );
  },
});
