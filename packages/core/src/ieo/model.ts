import type { Decimal } from '../shared/decimal.js';

/**
 * A project's phase by the exchange's clock (spec §4): `warmup` before its subscription opens,
 * `in_progress` while it is open, `finished` once it has closed (allocated or about to be).
 */
export const IeoPhases = ['warmup', 'in_progress', 'finished'] as const;
export type IeoPhase = (typeof IeoPhases)[number];

/**
 * A subscription is `applied` (its payment frozen) until the project's allocation; then `locked`
 * (the passed tokens frozen in the user's balance account until the lock period ends, the rest of
 * the payment refunded), `refunded` (nothing passed: all of it back) and finally `released` (the
 * tokens free to use).
 */
export const IeoSubscriptionStates = ['applied', 'locked', 'refunded', 'released'] as const;
export type IeoSubscriptionState = (typeof IeoSubscriptionStates)[number];

/** How a project was allocated: the totals its pro-rata rule used, by which calculator. */
export interface IeoAllocationRecord {
  /** Tokens applied for by every subscription together. */
  readonly applied: Decimal;
  /** Tokens passed to subscribers (the issuance, less what rounding down left, when oversubscribed). */
  readonly allocated: Decimal;
  readonly oversubscribed: boolean;
  readonly calculatorVersion: string;
  /** ISO 8601 UTC. */
  readonly allocatedAt: string;
}

/**
 * An IEO project (spec §3: issuance price, total issuance, lock period, subscription cycle, white
 * paper, website). Subscriptions apply for tokens at the fixed price, paid in `payAsset` and frozen
 * until the allocation at `endsAt` (core's `ieoAllocation`: everyone gets what they applied for,
 * or their pro-rata share when oversubscribed); passed tokens are locked until `unlocksAt`.
 */
export interface IeoProject {
  readonly id: number;
  readonly name: string;
  /** The token issued, an asset of the exchange. */
  readonly token: string;
  readonly tokenDecimals: number;
  readonly payAsset: string;
  readonly payDecimals: number;
  /** In `payAsset` per token. */
  readonly price: Decimal;
  readonly totalIssuance: Decimal;
  /** The fewest tokens one subscription may apply for. */
  readonly minAmount: Decimal;
  /** Days the passed tokens stay locked after the allocation. */
  readonly lockDays: number;
  /** ISO 8601 UTC: warm-up from `announcedAt`, subscription from `startsAt` until `endsAt`. */
  readonly announcedAt: string;
  readonly startsAt: string;
  readonly endsAt: string;
  readonly unlocksAt: string;
  readonly whitePaper: string;
  readonly website: string;
  /** Tokens applied for so far. */
  readonly applied: Decimal;
  /** Null until allocated. */
  readonly allocation: IeoAllocationRecord | null;
}

/** A subscription as the user asks for it, checked: tokens on the token's step, at least the minimum. */
export interface IeoDraft {
  readonly projectId: number;
  readonly amount: Decimal;
}

/** A user's subscription to a project, keeping the project's terms. */
export interface IeoSubscription {
  readonly id: number;
  readonly projectId: number;
  readonly name: string;
  readonly token: string;
  readonly tokenDecimals: number;
  readonly payAsset: string;
  readonly payDecimals: number;
  readonly price: Decimal;
  /** The project's issuance: with `allocation`, all anyone needs to recompute their share. */
  readonly totalIssuance: Decimal;
  /** Tokens applied for (spec §4: "applied number"). */
  readonly amount: Decimal;
  /** What was frozen for them. */
  readonly paid: Decimal;
  readonly state: IeoSubscriptionState;
  /** Tokens passed (spec §4: "passed number"); null until allocated. */
  readonly passed: Decimal | null;
  /** What came back of `paid`; null until allocated. */
  readonly refunded: Decimal | null;
  /** ISO 8601 UTC. */
  readonly subscribedAt: string;
  readonly endsAt: string;
  readonly unlocksAt: string;
  /** The project's allocation record; null until the project is allocated. */
  readonly allocation: IeoAllocationRecord | null;
}

/** What a subscription costs, and what it would pass were the project allocated now. */
export interface IeoSubscriptionPreview {
  readonly cost: Decimal;
  /** Tokens applied for by everyone, this subscription included. */
  readonly appliedWith: Decimal;
  readonly oversubscribed: boolean;
  /** This subscription's tokens by the pro-rata rule if nobody else applied: a floor, not a promise. */
  readonly passedIfClosedNow: Decimal;
}
