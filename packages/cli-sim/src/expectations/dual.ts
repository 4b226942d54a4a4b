import { dualPayoutOf } from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { describeFailure } from '../runtime/failure.js';
import { defineExpectation, holds, mismatch, titleOf } from './expectation.js';

const Expected = t.partial({
  /** How many dual-investment orders wait for maturity (purchased or settling). */
  running: t.number,
  /** How many are settled. */
  settled: t.number,
  /** Every settled order (of the ten newest) was paid what core's `dualPayoutOf` gives on its recorded price. */
  recomputed: t.literal(true),
});

export const dual = defineExpectation({
  name: 'dual',
  summary:
    "The signed-in user's dual-investment orders: how many are `running` (before or awaiting settlement) and `settled`, and with `recomputed: true` that each settled one was paid what core's calculator gives on the price it recorded.",
  codec: Expected,
  title: titleOf('dual'),
  check: async (expected, ctx) => {
    const page = await ctx.tessera.api.dual.orders({ page: 1, limit: 10 })();
    if (E.isLeft(page)) return mismatch('the dual orders', `loading failed: ${describeFailure(page.left)}`);
    const orders = page.right.items;
    const settled = orders.filter((order) => order.state === 'success');
    const wrong: string[] = [];
    if (expected.running !== undefined && orders.length - settled.length !== expected.running)
      wrong.push(`${orders.length - settled.length} running (expected ${expected.running})`);
    if (expected.settled !== undefined && settled.length !== expected.settled)
      wrong.push(`${settled.length} settled (expected ${expected.settled})`);
    if (expected.recomputed)
      for (const order of settled) {
        const record = order.settlement;
        if (record === null) continue;
        const recomputed = dualPayoutOf(order, record.price.price);
        if (recomputed.asset !== record.payout.asset || !recomputed.amount.eq(record.payout.amount))
          wrong.push(
            `#${order.id} paid ${record.payout.amount.toFixed()} ${record.payout.asset} (core: ${recomputed.amount.toFixed()} ${recomputed.asset})`,
          );
      }
    return wrong.length === 0 ? holds() : mismatch('those dual orders', wrong.join(', '));
  },
});
