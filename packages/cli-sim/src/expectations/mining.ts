import { Decimal, type MiningOrderDetail, miningYieldOf } from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { describeFailure } from '../runtime/failure.js';
import { defineExpectation, holds, mismatch, titleOf } from './expectation.js';

const Expected = t.partial({
  /** How many locked-mining orders are in progress. */
  active: t.number,
  /** How many are redeemed (at maturity or early). */
  redeemed: t.number,
  /** How the one redeemed last ended (among the ten newest). */
  latest: t.keyof({ maturity: null, early: null }),
  /** Every day paid to the one redeemed last is what core's `miningYieldOf` gives, and its total is what it earned. */
  recomputed: t.literal(true),
});

/** What differs between an order's recorded yields and core's recomputation of them; empty when nothing does. */
const recomputationErrors = (order: MiningOrderDetail): string[] => {
  const wrong = order.yields.flatMap((paid) => {
    const expected = miningYieldOf(order, paid.day);
    return expected.rate.eq(paid.rate) && expected.amount.eq(paid.amount)
      ? []
      : [
          `day ${paid.day} paid ${paid.amount.toFixed()} at ${paid.rate.toFixed()} (core: ${expected.amount.toFixed()} at ${expected.rate.toFixed()})`,
        ];
  });
  const total = order.yields.reduce((sum, paid) => sum.plus(paid.amount), new Decimal(0));
  if (!total.eq(order.earned))
    wrong.push(`earned ${order.earned.toFixed()} but the days add up to ${total.toFixed()}`);
  if (order.yields.length !== order.daysPaid)
    wrong.push(`${order.daysPaid} days paid but ${order.yields.length} recorded`);
  return wrong;
};

export const mining = defineExpectation({
  name: 'mining',
  summary:
    "The signed-in user's locked-mining orders: how many are `active` and `redeemed`, how the one redeemed last ended (`latest`: `maturity` or `early`), and with `recomputed: true` that each of its days was paid what core's calculator gives.",
  codec: Expected,
  title: titleOf('mining'),
  check: async (expected, ctx) => {
    const list = (state: 'active' | 'redeemed') =>
      ctx.tessera.api.mining.orders(state, { page: 1, limit: 10 })();
    const [active, redeemed] = await Promise.all([list('active'), list('redeemed')]);
    if (E.isLeft(active))
      return mismatch('the mining orders', `loading failed: ${describeFailure(active.left)}`);
    if (E.isLeft(redeemed))
      return mismatch('the mining orders', `loading failed: ${describeFailure(redeemed.left)}`);
    const wrong: string[] = [];
    if (expected.active !== undefined && active.right.total !== expected.active)
      wrong.push(`${active.right.total} active (expected ${expected.active})`);
    if (expected.redeemed !== undefined && redeemed.right.total !== expected.redeemed)
      wrong.push(`${redeemed.right.total} redeemed (expected ${expected.redeemed})`);
    const newest = [...redeemed.right.items].sort(
      (a, b) => Date.parse(b.endedAt ?? '') - Date.parse(a.endedAt ?? ''),
    )[0];
    if (expected.latest !== undefined && newest?.ending !== expected.latest)
      wrong.push(`the last redeemed ended by ${newest?.ending ?? 'nothing'} (expected ${expected.latest})`);
    if (expected.recomputed && newest !== undefined) {
      const detail = await ctx.tessera.api.mining.order(newest.id)();
      if (E.isLeft(detail))
        return mismatch('the order’s yields', `loading failed: ${describeFailure(detail.left)}`);
      wrong.push(...recomputationErrors(detail.right));
    }
    return wrong.length === 0 ? holds() : mismatch('those mining orders', wrong.join(', '));
  },
});
