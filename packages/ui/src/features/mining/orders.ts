import { type MiningDraft, type MiningOrder, type MiningRedemption, miningDaysElapsed } from '@tessera/core';

/** What identifies a purchase: the same amount of the same plan typed again is the same action. */
export const purchaseKey = (draft: MiningDraft | null): string =>
  draft === null ? '' : `${draft.planId}|${draft.amount.toFixed()}`;

/**
 * What identifies a redemption: the order at the penalty shown. A penalty that changed (a day of
 * the lock ended) is another action, with its own request id.
 */
export const redemptionKey = (draft: MiningRedemption | null): string =>
  draft === null ? '' : `${draft.orderId}|${draft.penalty.toFixed()}`;

/**
 * How an order stands on its card: `running` (it can be redeemed early), `releasing` (its lock is
 * over by the exchange's clock and the exchange is about to release it), or ended at `maturity`
 * or `early`.
 */
export type MiningOrderStatus = 'running' | 'releasing' | 'maturity' | 'early';

export const orderStatusOf = (order: MiningOrder, nowMs: number): MiningOrderStatus => {
  if (order.state === 'redeemed') return order.ending ?? 'maturity';
  return miningDaysElapsed(order, nowMs) >= order.days ? 'releasing' : 'running';
};
