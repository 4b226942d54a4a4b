import {
  LOAN_DEFAULT_TERM_DAYS,
  LOAN_MIN_USDT,
  type Loan,
  type LoanContext,
  type LoanRiskLevel,
  type LoanState,
  loanEligibility,
  loanOverdueDays,
  type ValidationError,
  validationError,
} from '@tessera/core';
import { leftOf } from '../../app/either';
import type { StatusTone } from '../finance/components/StatusBadge';

/** Under review and active are running; repaid is done; withdrawn, rejected and liquidated ended otherwise. */
export const STATE_TONES: Readonly<Record<LoanState, StatusTone>> = {
  reviewing: 'active',
  active: 'active',
  repaid: 'done',
  cancelled: 'warn',
  rejected: 'warn',
  liquidated: 'warn',
};

/** The words of a risk level's badge and of what it means for the user, by level. */
export const RISK_KEYS: Readonly<Record<LoanRiskLevel, { readonly badge: string; readonly note: string }>> = {
  safe: { badge: 'loans.risk.safe', note: 'loans.riskNote.safe' },
  warning: { badge: 'loans.risk.warning', note: 'loans.riskNote.warning' },
  liquidate: { badge: 'loans.risk.liquidate', note: 'loans.riskNote.liquidate' },
};

/** A loan that holds the user's margin (under review, or active): one at a time. */
export const isOpen = (loan: Pick<Loan, 'state'>): boolean =>
  loan.state === 'reviewing' || loan.state === 'active';

/**
 * Why the user may not borrow at all, by core's own rule (`loanEligibility`: VIP level 2 or market
 * maker), asked with terms that are otherwise in range; undefined for an eligible user.
 */
export const eligibilityRefusal = (
  context: Pick<LoanContext, 'vipLevel' | 'isMarketMaker'>,
): ValidationError | undefined =>
  leftOf(
    loanEligibility({
      amountUsdt: LOAN_MIN_USDT,
      vipLevel: context.vipLevel,
      isMarketMaker: context.isMarketMaker,
      termDays: LOAN_DEFAULT_TERM_DAYS,
      leverage: '1',
    }),
  )?.find((refusal) => refusal.code === 'LOANS.NOT_ELIGIBLE');

/** What the exchange answers an application beside an open loan (`LOANS.ALREADY_OPEN`), said before it is sent. */
export const ALREADY_OPEN: ValidationError = validationError('LOANS.ALREADY_OPEN', 'loans.alreadyOpen');

/**
 * Why the "Apply" button is held: the user is not eligible, or already has a loan under review or
 * active among `loans` (newest first; the open one, if any, is the newest). Undefined: they may apply.
 */
export const applyBlock = (
  context: Pick<LoanContext, 'vipLevel' | 'isMarketMaker'>,
  loans: readonly Pick<Loan, 'state'>[],
): ValidationError | undefined =>
  eligibilityRefusal(context) ?? (loans.some(isOpen) ? ALREADY_OPEN : undefined);

/** Where an active loan stands in time: so long before its due date, or so many whole days past it. */
export type LoanTiming =
  | { readonly kind: 'due'; readonly leftMs: number }
  | { readonly kind: 'overdue'; readonly days: number };

/**
 * An active loan's time at the exchange's `nowMs`: the time left until its due date, or once past
 * it, the whole days overdue (core's `loanOverdueDays`: 0 during the first day, which charges no
 * interest yet). Undefined for a loan that is not active.
 */
export const timingOf = (loan: Pick<Loan, 'state' | 'dueAt'>, nowMs: number): LoanTiming | undefined => {
  if (loan.state !== 'active' || loan.dueAt === null) return undefined;
  const leftMs = Date.parse(loan.dueAt) - nowMs;
  return leftMs > 0 ? { kind: 'due', leftMs } : { kind: 'overdue', days: loanOverdueDays(loan.dueAt, nowMs) };
};
