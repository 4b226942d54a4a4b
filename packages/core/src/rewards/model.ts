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
