import {
  type Decimal,
  type DualDraft,
  type DualOrder,
  type DualOrderState,
  type DualPayout,
  type DualSettlementRecord,
  dualPayoutOf,
} from '@tessera/core';
import type { StatusTone } from '../finance/components/StatusBadge';

/** What identifies a purchase: the same number of shares of the same product typed again is the same action. */
export const purchaseKey = (draft: DualDraft | null): string =>
  draft === null ? '' : `${draft.productId}|${draft.shares}`;

/** Running until maturity; then settling (waiting for the final price) and settled, both past the term. */
export const STATE_TONES: Readonly<Record<DualOrderState, StatusTone>> = {
  purchased: 'active',
  settling: 'done',
  success: 'done',
};

/** A settlement checked in the browser: what core's calculator pays at the recorded price, against what was paid. */
export interface PayoutCheck {
  readonly recomputed: DualPayout;
  /** The same asset and amount as paid. */
  readonly matches: boolean;
  /** Paid minus recomputed, when both are in the same asset. */
  readonly difference: Decimal | undefined;
}

/**
 * Recomputes a settled order's payout with core's `dualPayoutOf` (the function the exchange settles
 * with) at the recorded price it was settled on, so the user need not take the exchange's word.
 */
export const checkPayout = (order: DualOrder, settlement: DualSettlementRecord): PayoutCheck => {
  const recomputed = dualPayoutOf(order, settlement.price.price);
  const paid = settlement.payout;
  const difference = recomputed.asset === paid.asset ? paid.amount.minus(recomputed.amount) : undefined;
  return { recomputed, matches: difference?.isZero() ?? false, difference };
};
