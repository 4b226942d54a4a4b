import type { Call } from '../shared/failure.js';
import type { Page, PageQuery } from '../shared/paging.js';
import type { Loan, LoanContext, LoanDraft } from './model.js';

/**
 * What OTC loans need from the exchange. `apply` and `repay` take a `requestId`, sent as the
 * idempotency key: retrying after a lost answer applies (or repays) once.
 */
export interface LoansApi {
  /** The user's standing, the recorded prices and decimals, and their balances for the margin. */
  context(): Call<LoanContext>;
  apply(draft: LoanDraft, requestId: string): Call<Loan>;
  /** The user's loans, newest first. */
  loans(query: PageQuery): Call<Page<Loan>>;
  loan(loanId: number): Call<Loan>;
  /** Withdraws an application the desk has not decided yet; the margin comes free. */
  cancel(loanId: number): Call<Loan>;
  /**
   * Pays the debt (principal and any overdue interest) back, from the loan currency in the `margin`
   * account first and the balance account for the rest; the margin comes free.
   */
  repay(loanId: number, requestId: string): Call<Loan>;
}
