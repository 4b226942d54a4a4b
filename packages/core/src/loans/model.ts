import type { Decimal } from '../shared/decimal.js';

/** What can be borrowed and pledged (spec §9): BTC, ETH, USDT, USDC. */
export const LoanCurrencies = ['BTC', 'ETH', 'USDT', 'USDC'] as const;
export type LoanCurrency = (typeof LoanCurrencies)[number];

/** A term the application starts with (spec §9: "30 days default"). */
export const LOAN_DEFAULT_TERM_DAYS = 30;

/**
 * A loan is `reviewing` until the desk decides (spec: "done in 1–3 days"), then `rejected`, or
 * `active` once funded; `repaid` when the user paid the debt back, `liquidated` when its risk rate
 * fell below 110 % and the position was closed. Overdue is not a state: an active loan past its due
 * date (`loanOverdueDays`).
 */
export const LoanStates = ['reviewing', 'rejected', 'active', 'repaid', 'liquidated'] as const;
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

/** A loan with its terms and, once active, its dates. */
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
}
