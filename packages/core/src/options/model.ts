import type { Decimal } from '../shared/decimal.js';

/** Which way the user calls the price: above the open price at the close, or below it. */
export const OptionDirections = ['up', 'down'] as const;
export type OptionDirection = (typeof OptionDirections)[number];

/** The spec's `type` of `/microtrade/submit`: 1 up, 2 down. */
export const OPTION_DIRECTION_NUMBERS = { up: 1, down: 2 } as const satisfies Record<OptionDirection, number>;

export const OptionOutcomes = ['win', 'draw', 'loss'] as const;
export type OptionOutcome = (typeof OptionOutcomes)[number];

/** An order runs until its close time (`open`), then is settled once (`settled`). */
export const OptionOrderStates = ['open', 'settled'] as const;
export type OptionOrderState = (typeof OptionOrderStates)[number];

/** The spec's page size of the options order lists. */
export const OPTIONS_PAGE_SIZE = 5;

/**
 * A duration on offer, a published rule: an order of `seconds` pays `payoutRate` of its stake on a
 * right call, and stakes at least `minStake` of the payment asset.
 */
export interface OptionDuration {
  readonly seconds: number;
  readonly payoutRate: Decimal;
  readonly minStake: Decimal;
}

/** A market options are offered on: `matchId` is the base coin's id (`match_id` of the order). */
export interface OptionMarket {
  readonly matchId: number;
  /** `BASE/QUOTE`, e.g. `BTC/USDT`. */
  readonly symbol: string;
}

/** A coin stakes are paid in (`currency_id` of the order), from the `options` account. */
export interface PayableCurrency {
  readonly id: number;
  readonly name: string;
}

/** What an order asks for, checked. */
export interface OptionDraft {
  readonly matchId: number;
  readonly currencyId: number;
  readonly direction: OptionDirection;
  readonly seconds: number;
  readonly stake: Decimal;
}

/** A recorded price of the feed: what an order opens and closes at, by its id in the record. */
export interface RecordedPrice {
  readonly tickId: number;
  readonly price: Decimal;
  /** ISO 8601 UTC time the feed recorded it. */
  readonly at: string;
}

/**
 * An options order. It opens at the feed's price in force when it was accepted and closes at the
 * price in force `seconds` later; both are recorded ticks, so anyone can check the outcome against
 * the archive of the feed. `settlement` is null until the close.
 */
export interface OptionOrder {
  readonly id: number;
  readonly symbol: string;
  readonly direction: OptionDirection;
  readonly asset: string;
  readonly stake: Decimal;
  readonly seconds: number;
  readonly payoutRate: Decimal;
  readonly open: RecordedPrice;
  /** ISO 8601 UTC: when it was accepted, and when its close price is taken. */
  readonly openedAt: string;
  readonly closesAt: string;
  readonly state: OptionOrderState;
  readonly settlement: OptionSettlementRecord | null;
}

/** How an order was settled: the close price, the outcome, what was paid back, by which rules. */
export interface OptionSettlementRecord {
  readonly close: RecordedPrice;
  readonly outcome: OptionOutcome;
  /** Credited to the options account: the stake plus the winnings, the stake on a draw, 0 on a loss. */
  readonly payout: Decimal;
  /** The calculator that settled it (`OPTIONS_CALCULATOR_VERSION` then). */
  readonly calculatorVersion: string;
  readonly settledAt: string;
}
