import type { Decimal } from '../shared/decimal.js';

/**
 * One step of the published VIP table (spec §1, §6): reached by 30 days' trading volume or by
 * holdings, whichever the user meets, both in USDT. Level 2 unlocks OTC loans.
 */
export interface VipTier {
  readonly level: number;
  /** Spot fills and futures opens and closes of the last 30 days, at their recorded prices. */
  readonly volume30d: Decimal;
  /** Every account's balance, available and frozen, at the newest recorded prices. */
  readonly holdings: Decimal;
}

/** Where a user stands: the level the daily review gave them, what it saw, and the next step. */
export interface VipStanding {
  readonly level: number;
  readonly volume30d: Decimal;
  readonly holdings: Decimal;
  /** When the level was last reviewed (ISO); null before the first review. */
  readonly reviewedAt: string | null;
  readonly next: VipTier | null;
}

/** The user's invitation: the code and link others register with, and what it has earned. */
export interface InviteSummary {
  readonly code: string;
  /** How many accounts registered with the code. */
  readonly invited: number;
  /** The published share of each invited user's trading fees paid back to the inviter. */
  readonly rebateRate: Decimal;
  /** Every rebate paid so far, by asset. */
  readonly earned: Readonly<Record<string, Decimal>>;
}

/**
 * One day's rebate for one invited user's fees in one asset: what the fees were, the rate, and
 * what was paid (the fees times the rate, rounded down to the asset's decimals).
 */
export interface Rebate {
  readonly id: number;
  /** The UTC day whose fees it pays (`YYYY-MM-DD`). */
  readonly day: string;
  /** The invited user, as the inviter may see them (masked). */
  readonly invitee: string;
  readonly asset: string;
  readonly fees: Decimal;
  readonly rate: Decimal;
  readonly amount: Decimal;
  /** When it was paid (ISO). */
  readonly at: string;
}

/**
 * A coupon's kind: `fee_discount` waives a share of the trading fees of the one order it is
 * applied to; `trial_bonus` credits USDT to the futures account when claimed.
 */
export const CouponKinds = ['fee_discount', 'trial_bonus'] as const;
export type CouponKind = (typeof CouponKinds)[number];

/** The products a fee discount can be applied to. */
export const CouponProducts = ['spot', 'futures'] as const;
export type CouponProduct = (typeof CouponProducts)[number];

export const CouponStates = ['usable', 'used', 'expired'] as const;
export type CouponState = (typeof CouponStates)[number];

/** What a coupon was spent on: the order it discounted, or the bonus's credit. */
export interface CouponUse {
  readonly product: CouponProduct | 'bonus';
  /** The spot order's or futures position's id; for a bonus, the coupon's own. */
  readonly ref: number;
  /** When (ISO). */
  readonly at: string;
}

/** A coupon with its terms (spec §2 `setting/coupon`). */
export interface Coupon {
  readonly id: number;
  readonly kind: CouponKind;
  /** For a fee discount: the share of the order's fees waived, above 0 and at most 1. */
  readonly rate: Decimal | null;
  /** For a trial bonus: the USDT it credits. */
  readonly amount: Decimal | null;
  /** The products a fee discount applies to (none for a bonus). */
  readonly products: readonly CouponProduct[];
  /** The least order value (in USDT, the quote and margin asset) a fee discount applies to. */
  readonly minValue: Decimal;
  /** ISO 8601 UTC. */
  readonly issuedAt: string;
  /** ISO 8601 UTC: usable until this instant, not at it. */
  readonly expiresAt: string;
  readonly used: CouponUse | null;
}

/** What a welcome coupon is, before it is issued to someone. */
export interface CouponTerms {
  readonly kind: CouponKind;
  readonly rate: Decimal | null;
  readonly amount: Decimal | null;
  readonly products: readonly CouponProduct[];
  readonly minValue: Decimal;
  /** How long it is usable from issue. */
  readonly validDays: number;
}

/** A fee split by a discount: what is charged and what the coupon waives; together, the fee. */
export interface DiscountedFee {
  readonly charged: Decimal;
  readonly waived: Decimal;
}
