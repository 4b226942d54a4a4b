import {
  type Decimal,
  type IeoAllocationRecord,
  type IeoSubscription,
  type IeoSubscriptionState,
  ieoRefundOf,
  ieoSubscriptionPreview,
} from '@tessera/core';
import type { StatusTone } from '../finance/components/StatusBadge';

/** Applied and locked are still running; released is done; refunded (nothing passed) ended otherwise. */
export const STATE_TONES: Readonly<Record<IeoSubscriptionState, StatusTone>> = {
  applied: 'active',
  locked: 'active',
  refunded: 'warn',
  released: 'done',
};

/** A subscription's allocation checked in the browser against the project's published totals. */
export interface ShareCheck {
  readonly allocation: IeoAllocationRecord;
  /** `applied × total issuance / total applied` rounded down to the token's decimals, or all of it when the applications fitted. */
  readonly passed: Decimal;
  /** What comes back of the payment for that many tokens (core's `ieoRefundOf`). */
  readonly refunded: Decimal;
  /** Both equal what the exchange passed and refunded. */
  readonly matches: boolean;
}

/**
 * Recomputes what an allocated subscription passed and got back from its own application and the
 * project's two published totals it carries, by core's pro-rata rule (the one the exchange
 * allocates with): the preview of this application with everyone else's, `allocation.applied` in
 * all, is exactly the allocation. Undefined until the subscription is allocated.
 */
export const checkShare = (subscription: IeoSubscription): ShareCheck | undefined => {
  const { allocation } = subscription;
  if (allocation === null || subscription.passed === null || subscription.refunded === null) return undefined;
  const others = { ...subscription, applied: allocation.applied.minus(subscription.amount) };
  const passed = ieoSubscriptionPreview(others, subscription.amount).passedIfClosedNow;
  const refunded = ieoRefundOf(subscription.paid, passed, subscription.price, subscription.payDecimals);
  return {
    allocation,
    passed,
    refunded,
    matches: passed.equals(subscription.passed) && refunded.equals(subscription.refunded),
  };
};
