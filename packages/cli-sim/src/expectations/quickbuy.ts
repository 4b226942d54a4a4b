import {
  type LedgerRecord,
  QuickBuyCancelReasons,
  type QuickBuyOrder,
  QuickBuyOrderStates,
} from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { describeFailure } from '../runtime/failure.js';
import { oneOf } from '../steps/codecs.js';
import { defineExpectation, holds, mismatch, titleOf } from './expectation.js';

const Expected = t.partial({
  /** How many quick-buy orders wait for their payment (with or without a proof). */
  to_be_paid: t.number,
  /** How many were confirmed paid. */
  paid: t.number,
  /** How many were cancelled (by the user, for want of a proof in time, or as not received). */
  cancelled: t.number,
  /** Why the newest cancelled one was cancelled (`user`, `expired`, `not_received`). */
  cancelledBy: oneOf(QuickBuyCancelReasons),
  /**
   * Every paid order was credited exactly its USDT to the balance account once, when it was paid, and
   * nothing else was credited by quick buy.
   */
  credited: t.literal(true),
});

/** The most a list page holds: enough for any scenario's orders and credits. */
const NEWEST = { page: 1, limit: 50 } as const;

/**
 * What differs between the paid orders and the quick-buy credits in the user's ledger; empty when
 * each paid order has one credit of its USDT to the balance account at the time it was paid and,
 * when every order and credit is listed, no credit is left over.
 */
const creditErrors = (
  orders: readonly QuickBuyOrder[],
  credits: readonly LedgerRecord[],
  complete: boolean,
): string[] => {
  const unmatched = [...credits];
  const wrong: string[] = [];
  for (const order of orders.filter((candidate) => candidate.state === 'paid')) {
    const index = unmatched.findIndex(
      (credit) =>
        credit.asset === 'USDT' &&
        credit.account === 'balance' &&
        credit.createdAt === order.paidAt &&
        credit.amount.eq(order.usdt),
    );
    if (index === -1)
      wrong.push(`#${order.id} paid ${order.usdt.toFixed()} USDT at ${order.paidAt} but no such credit`);
    else unmatched.splice(index, 1);
  }
  if (complete)
    for (const credit of unmatched)
      wrong.push(
        `a credit of ${credit.amount.toFixed()} ${credit.asset} to ${credit.account} at ${credit.createdAt} for no paid order`,
      );
  return wrong;
};

/** One order for people: what it buys, its state and why it ended. */
const describeOrder = (order: QuickBuyOrder): string =>
  `#${order.id} ${order.reference}: ${order.usdt.toFixed()} USDT for ${order.usd.toFixed()} ${order.currency}, ${
    order.state === 'cancelled'
      ? `cancelled (${order.cancelReason})`
      : order.state === 'to_be_paid'
        ? `to be paid, ${order.proofAt === null ? 'no proof yet' : 'proof sent'}`
        : `paid at ${order.paidAt}`
  }`;

export const quickBuy = defineExpectation({
  name: 'quickBuy',
  summary:
    "The signed-in user's quick-buy orders: how many are `to_be_paid`, `paid` and `cancelled`, why the newest cancelled one was (`cancelledBy`: `user`, `expired`, `not_received`), and with `credited: true` that each paid one credited exactly its USDT to the balance account, once, and nothing else was credited.",
  codec: Expected,
  title: titleOf('quickBuy'),
  check: async (expected, ctx) => {
    const page = await ctx.tessera.api.quickBuy.orders(NEWEST)();
    if (E.isLeft(page))
      return mismatch('the quick-buy orders', `loading failed: ${describeFailure(page.left)}`);
    const orders = page.right.items;
    const wrong: string[] = [];
    for (const state of QuickBuyOrderStates) {
      const count = orders.filter((order) => order.state === state).length;
      if (expected[state] !== undefined && count !== expected[state])
        wrong.push(`${count} ${state} (expected ${expected[state]})`);
    }
    const cancelledBy = orders.find((order) => order.state === 'cancelled')?.cancelReason ?? 'nothing';
    if (expected.cancelledBy !== undefined && cancelledBy !== expected.cancelledBy)
      wrong.push(`the newest cancelled by ${cancelledBy} (expected ${expected.cancelledBy})`);
    const details = orders.map(describeOrder);
    if (expected.credited) {
      const credits = await ctx.tessera.api.wallet.records({ ...NEWEST, reason: 'quickbuy_credit' })();
      if (E.isLeft(credits))
        return mismatch('the quick-buy credits', `loading failed: ${describeFailure(credits.left)}`);
      const complete = page.right.total <= orders.length && credits.right.total <= credits.right.items.length;
      wrong.push(...creditErrors(orders, credits.right.items, complete));
      details.push(
        `${credits.right.total} quick-buy credit${credits.right.total === 1 ? '' : 's'}: ${
          credits.right.items.map((credit) => `${credit.amount.toFixed()} ${credit.asset}`).join(', ') ||
          'none'
        }`,
      );
    }
    return wrong.length === 0
      ? holds(details.length === 0 ? undefined : details.join('; '))
      : mismatch('those quick-buy orders', wrong.join(', '));
  },
});
