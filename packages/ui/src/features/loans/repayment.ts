import type { Decimal, Loan } from '@tessera/core';
import { loanDebt } from '@tessera/core';

/**
 * What an active loan owes at the exchange's `nowMs`: core's `loanDebt` (the principal and, once
 * overdue, 0.5 % of it a day, rounded up to the loan currency's `decimals`), what the exchange
 * takes when the user repays now. Without the decimals (the desk's terms did not load), the debt
 * the exchange last answered with the loan; the principal for a loan not funded yet.
 */
export const debtNow = (
  loan: Pick<Loan, 'amount' | 'dueAt' | 'risk'>,
  nowMs: number,
  decimals: number | undefined,
): Decimal =>
  loan.dueAt !== null && decimals !== undefined
    ? loanDebt({ amount: loan.amount, dueAt: loan.dueAt }, nowMs, decimals)
    : (loan.risk?.debt ?? loan.amount);

/** What identifies a repayment: the same debt of the same loan confirmed again is the same action. */
export const repaymentKey = (loanId: number, debt: Decimal): string => `${loanId}|${debt.toFixed()}`;
