import type { RecordedPrice } from '../options/model.js';
import type { Decimal } from '../shared/decimal.js';

/** `call`: invest the coin to "sell high"; `put`: invest USDT to "buy low". */
export const DualDirections = ['call', 'put'] as const;
export type DualDirection = (typeof DualDirections)[number];

/**
 * An order is `purchased` until its maturity, `settling` from then until the price in force at
 * maturity is final (the feed has recorded a tick at or after it), then `success` (settled).
 */
export const DualOrderStates = ['purchased', 'settling', 'success'] as const;
export type DualOrderState = (typeof DualOrderStates)[number];

/**
 * A dual-investment product (spec §3: annual rate, linked price, holding days, maturity, remaining
 * shares), issued from a published template at a recorded price: the linked price is that price
 * moved by the template's offset. A share is `shareSize` of the invested asset (the base coin for
 * a call, USDT for a put); it can be bought until `subscriptionEndsAt` while shares remain, and
 * settles at `maturesAt` on the price the feed recorded in force then (core's
 * `settleDualInvestment`).
 */
export interface DualProduct {
  readonly id: number;
  /** `BASE/USDT`. */
  readonly symbol: string;
  readonly direction: DualDirection;
  readonly base: string;
  readonly quote: string;
  /** The decimals payouts in each currency are credited to. */
  readonly baseDecimals: number;
  readonly quoteDecimals: number;
  /** What a share invests: `shareSize` of the base coin (call) or USDT (put). */
  readonly investAsset: string;
  /** The invested asset's `currency_id`. */
  readonly investAssetId: number;
  readonly shareSize: Decimal;
  /** 0.365 means 36.5 % a year. */
  readonly annualRate: Decimal;
  readonly linkedPrice: Decimal;
  /** Holding days, from issue to maturity. */
  readonly days: number;
  /** The recorded price the linked price was set from. */
  readonly issuedAt: RecordedPrice;
  /** ISO 8601 UTC. */
  readonly subscriptionEndsAt: string;
  readonly maturesAt: string;
  readonly totalShares: number;
  readonly remainingShares: number;
}

/** A purchase as the user asks for it, checked: a whole number of shares (spec §5). */
export interface DualDraft {
  readonly productId: number;
  readonly shares: number;
}

/** What an order pays in one outcome: `asset` (the base coin or USDT) and the amount credited. */
export interface DualPayout {
  readonly asset: string;
  readonly amount: Decimal;
}

/** How an order was settled: the price in force at maturity, what it paid, by which calculator. */
export interface DualSettlementRecord {
  readonly price: RecordedPrice;
  readonly payout: DualPayout;
  readonly calculatorVersion: string;
  /** ISO 8601 UTC. */
  readonly settledAt: string;
}

/** A dual-investment order, keeping its product's terms. */
export interface DualOrder {
  readonly id: number;
  readonly productId: number;
  readonly symbol: string;
  readonly direction: DualDirection;
  readonly base: string;
  readonly quote: string;
  readonly baseDecimals: number;
  readonly quoteDecimals: number;
  readonly investAsset: string;
  readonly shares: number;
  readonly invested: Decimal;
  readonly annualRate: Decimal;
  readonly linkedPrice: Decimal;
  readonly days: number;
  /** ISO 8601 UTC. */
  readonly purchasedAt: string;
  readonly maturesAt: string;
  readonly state: DualOrderState;
  /** Null until settled. */
  readonly settlement: DualSettlementRecord | null;
}

/** Both outcomes of a purchase, shown before buying. */
export interface DualPurchasePreview {
  readonly invested: Decimal;
  /** If the price at maturity is below the linked price. */
  readonly below: DualPayout;
  /** If it is above. */
  readonly above: DualPayout;
  /** Which of the two a price exactly at the linked price pays: `above` for a call, `below` for a put. */
  readonly atLinked: 'below' | 'above';
}
