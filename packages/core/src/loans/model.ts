import type { Decimal } from '../shared/decimal.js';

/** What can be borrowed and pledged (spec §9): BTC, ETH, USDT, USDC. */
export const LoanCurrencies = ['BTC', 'ETH', 'USDT', 'USDC'] as const;
export type LoanCurrency = (typeof LoanCurrencies)[number];

/** A term the application starts with (spec §9: "30 days default"). */
export const LOAN_DEFAULT_TERM_DAYS = 30;

/**
 * A loan is `reviewing` until the desk decides (spec: "done in 1–3 days"), then `rejected`, or
 * `active` once funded, or `cancelled` when the user withdrew it first; `repaid` when the user paid the debt back, `liquidated` when its risk rate
 * fell below 110 % and the position was closed. Overdue is not a state: an active loan past its due
 * date (`loanOverdueDays`).
 */
export const LoanStates = ['reviewing', 'cancelled', 'rejected', 'active', 'repaid', 'liquidated'] as const;
export type LoanState = (typeof LoanStates)[number];

/** How close a loan is to being closed: `warning` from 120 % (the user is told), closed below 110 %. */
export const LoanRiskLevels = ['safe', 'warning', 'liquidate'] as const;
export type LoanRiskLevel = (typeof LoanRiskLevels)[number];

/**
 * What the application is checked against: the user's standing (spec §6: VIP level 2 or market
 * maker), the recorded price of each currency in USDT and its decimals, and, when known, what the
 * user holds available in each currency for the margin.
 */
export interface LoanContext {
  readonly vipLevel: number;
  readonly isMarketMaker: boolean;
  readonly pricesUsdt: Readonly<Partial<Record<LoanCurrency, Decimal>>>;
  readonly decimals: Readonly<Record<LoanCurrency, number>>;
  readonly available?: Readonly<Partial<Record<LoanCurrency, Decimal>>>;
}

/** An application as the user asks for it, checked, with the margin its leverage requires. */
export interface LoanDraft {
  readonly currency: LoanCurrency;
  readonly amount: Decimal;
  readonly marginCurrency: LoanCurrency;
  /** The collateral pledged: the loan's value ÷ leverage, in the margin currency (`loanMarginRequired`). */
  readonly margin: Decimal;
  readonly leverage: Decimal;
  readonly termDays: number;
  /** Who the desk contacts (spec §3: "contact UID"). */
  readonly contactUid: string;
}

/**
 * What the `margin` account holds of one asset while a loan is open, with its recorded price in
 * USDT: null for an asset no market prices, which the risk rate does not count (and a close
 * leaves to the user).
 */
export interface LoanHolding {
  readonly asset: string;
  readonly amount: Decimal;
  readonly priceUsdt: Decimal | null;
  readonly decimals: number;
}

/** Where an active loan stands at the recorded prices (`loanPosition`). */
export interface LoanRisk {
  /** Principal and overdue interest, in the loan currency. */
  readonly debt: Decimal;
  readonly overdueDays: number;
  readonly debtValueUsdt: Decimal;
  /** The whole `margin` account at the recorded prices. */
  readonly collateralValueUsdt: Decimal;
  /** Collateral value ÷ debt value. */
  readonly rate: Decimal;
  readonly level: LoanRiskLevel;
}

/** A price a close used: the recorded tick, or null for USDT and USDC, which count as 1 USDT by rule. */
export interface LoanPriceUsed {
  readonly asset: string;
  readonly priceUsdt: Decimal;
  readonly tickId: number | null;
}

/** One asset's amount in a close: what the desk took, or what stayed the user's. */
export interface LoanAmount {
  readonly asset: string;
  readonly amount: Decimal;
}

/**
 * How a loan ended and on what: the debt with its overdue days and interest; for a close, the
 * risk rate that triggered it, what the margin account held and the prices it was valued at, what
 * the desk took (`loanLiquidation`, which anyone can run again on these) and any shortfall it
 * bore; the calculator version.
 */
export interface LoanSettlement {
  readonly debt: Decimal;
  readonly overdueDays: number;
  readonly interest: Decimal;
  readonly riskRate: Decimal | null;
  readonly holdings: readonly LoanAmount[];
  readonly prices: readonly LoanPriceUsed[];
  readonly taken: readonly LoanAmount[];
  readonly shortfallUsdt: Decimal;
  readonly calculatorVersion: string;
}

/** A loan with its terms and, once active, its dates, where it stands, and how it ended. */
export interface Loan extends LoanDraft {
  readonly id: number;
  readonly state: LoanState;
  /** ISO 8601 UTC. */
  readonly appliedAt: string;
  readonly fundedAt: string | null;
  readonly dueAt: string | null;
  readonly closedAt: string | null;
  /** Why the desk refused it; null otherwise. */
  readonly rejectReason: string | null;
  /** When the user was last told the risk rate fell below 120 %; null while it is safe. */
  readonly warnedAt: string | null;
  /** An active loan's position at the latest recorded prices; null otherwise. */
  readonly risk: LoanRisk | null;
  /** What repaying or closing it used and moved; null until then. */
  readonly settlement: LoanSettlement | null;
}
