import type { Decimal } from '../shared/decimal.js';

/** An order earns daily until it matures (`active`), then is `redeemed`: at maturity, or early with a penalty. */
export const MiningOrderStates = ['active', 'redeemed'] as const;
export type MiningOrderState = (typeof MiningOrderStates)[number];

/** How a redeemed order ended: it ran its whole lock, or its owner took it out early. */
export const MiningEndings = ['maturity', 'early'] as const;
export type MiningEnding = (typeof MiningEndings)[number];

/**
 * A locked-mining plan, a published rule (spec §3, §9): an amount of `asset` of at least
 * `minAmount` is locked for `days` days and earns, each day, that day's rate of the plan (core's
 * `miningDailyRate`, always between `dailyRateMin` and `dailyRateMax`); redeemed early, it pays
 * `penaltyRate` × the days left × the amount (core's `lockMiningPenalty`).
 */
export interface MiningPlan {
  /** The spec's `config_id`. */
  readonly id: number;
  readonly asset: string;
  /** The asset's `currency_id`. */
  readonly assetId: number;
  /** The asset's decimals: amounts are typed, yields credited and penalties charged to them. */
  readonly decimals: number;
  readonly days: number;
  readonly dailyRateMin: Decimal;
  readonly dailyRateMax: Decimal;
  readonly minAmount: Decimal;
  /** The spec's "default settlement ratio" of an early redemption, per day left. */
  readonly penaltyRate: Decimal;
}

/** A purchase as the user asks for it, checked. */
export interface MiningDraft {
  readonly planId: number;
  readonly amount: Decimal;
}

/** An early redemption as previewed: the penalty the user saw, which the exchange must charge or refuse. */
export interface MiningRedemption {
  readonly orderId: number;
  readonly penalty: Decimal;
}

/** One day's yield of an order, as credited. */
export interface MiningYield {
  /** 1 for the first day of the lock. */
  readonly day: number;
  /** The UTC date whose plan rate was applied (`YYYY-MM-DD`). */
  readonly date: string;
  readonly rate: Decimal;
  readonly amount: Decimal;
  /** ISO 8601 UTC: when it was credited. */
  readonly paidAt: string;
}

/**
 * A locked-mining order. The amount stays frozen in the user's mining account for the lock; each
 * day's yield is credited to it as that day ends (`startedAt` + n days); at maturity the amount is
 * released, early it is released less the penalty. It keeps the plan's terms it was bought under.
 */
export interface MiningOrder {
  readonly id: number;
  readonly planId: number;
  readonly asset: string;
  readonly decimals: number;
  readonly amount: Decimal;
  readonly days: number;
  readonly dailyRateMin: Decimal;
  readonly dailyRateMax: Decimal;
  readonly penaltyRate: Decimal;
  readonly state: MiningOrderState;
  /** Days whose yield has been credited. */
  readonly daysPaid: number;
  /** Every yield credited so far. */
  readonly earned: Decimal;
  /** ISO 8601 UTC. */
  readonly startedAt: string;
  readonly maturesAt: string;
  /** Null while active. */
  readonly ending: MiningEnding | null;
  readonly endedAt: string | null;
  /** What an early redemption cost (0 at maturity); null while active. */
  readonly penalty: Decimal | null;
  /** The amount released at the end; null while active. */
  readonly returned: Decimal | null;
  /** The calculator the yields and the end were computed with. */
  readonly calculatorVersion: string;
}

/** An order with every yield it was credited. */
export interface MiningOrderDetail extends MiningOrder {
  readonly yields: readonly MiningYield[];
}

/** What buying would earn: every day at the plan's lowest and at its highest rate. */
export interface MiningPurchasePreview {
  readonly minYield: Decimal;
  readonly maxYield: Decimal;
  /** ISO 8601 UTC: the first yield, and the release of the amount. */
  readonly firstYieldAt: string;
  readonly maturesAt: string;
}

/** What an early redemption would do now. */
export interface MiningRedemptionPreview {
  readonly remainingDays: number;
  readonly penalty: Decimal;
  /** The amount less the penalty. */
  readonly returned: Decimal;
}
