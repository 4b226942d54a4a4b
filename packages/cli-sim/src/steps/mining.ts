import { miningRedemptionPreview, validateMiningPurchase } from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { describeFailure } from '../runtime/failure.js';
import { fields, Text } from './codecs.js';
import { exchangeNow, refusedForm, sessionSnapshot } from './session.js';
import { defineStep, failed, passed } from './step.js';
import { requestId } from './wallet-assets.js';

export const mine = defineStep({
  name: 'mine',
  summary:
    "Lock an amount in a locked-mining plan as the buy page does, checked by core's rules first: `{ plan: 1, amount: '10000' }` (from the mining account; `tessera-sim` lists the plans with `GET /api/lh/deposit/config`).",
  role: 'action',
  args: fields('mine arguments', { plan: t.number, amount: Text }, {}),
  title: (args) => `lock ${args.amount} in mining plan ${args.plan}`,
  run: async (args, ctx) => {
    if (!sessionSnapshot(ctx).matches('signedIn')) return failed('mining needs a signed-in session');
    const plans = await ctx.tessera.api.mining.plans()();
    if (E.isLeft(plans))
      return failed(`the mining plans could not be listed: ${describeFailure(plans.left)}`);
    const draft = validateMiningPurchase({ planId: args.plan, amount: args.amount }, { plans: plans.right });
    if (E.isLeft(draft)) return refusedForm('mining', draft.left);
    const bought = await ctx.tessera.api.mining.buy(draft.right, requestId())();
    if (E.isLeft(bought)) return failed(`mining refused: ${describeFailure(bought.left)}`, bought.left);
    const order = bought.right;
    return passed(
      `order #${order.id}: ${order.amount.toFixed()} ${order.asset} locked for ${order.days} days, released ${order.maturesAt}`,
    );
  },
});

export const redeem = defineStep({
  name: 'redeem',
  summary:
    "Redeem the signed-in user's newest active locked-mining order early, at the penalty core's `miningRedemptionPreview` computes at the exchange's time (what the order page shows): `redeem: latest`.",
  role: 'action',
  args: t.literal('latest'),
  title: () => 'redeem the latest mining order early',
  run: async (_latest, ctx) => {
    if (!sessionSnapshot(ctx).matches('signedIn')) return failed('redeeming needs a signed-in session');
    const active = await ctx.tessera.api.mining.orders('active', { page: 1, limit: 1 })();
    if (E.isLeft(active)) return failed(`the orders could not be listed: ${describeFailure(active.left)}`);
    const order = active.right.items[0];
    if (order === undefined) return failed('no active mining order to redeem');
    const now = await exchangeNow(ctx);
    if (typeof now !== 'number') return now;
    const preview = miningRedemptionPreview(order, now);
    const redeemed = await ctx.tessera.api.mining.redeem(
      { orderId: order.id, penalty: preview.penalty },
      requestId(),
    )();
    if (E.isLeft(redeemed))
      return failed(`redemption refused: ${describeFailure(redeemed.left)}`, redeemed.left);
    return passed(
      `order #${order.id} redeemed with ${preview.remainingDays} days left: penalty ${redeemed.right.penalty?.toFixed()}, ${redeemed.right.returned?.toFixed()} back, ${redeemed.right.earned.toFixed()} earned`,
    );
  },
});
