import {
  type OrderFormContext,
  type OrderFormEvent,
  orderFormMachineFor,
  type PlaceInput,
} from '../shared/order-form-machine.js';
import type { Loan, LoanContext, LoanDraft } from './model.js';

export type LoanApplicationFormContext = OrderFormContext<LoanDraft, LoanContext, Loan>;
export type LoanApplicationFormEvent = OrderFormEvent<LoanDraft, LoanContext>;
export type ApplyLoanInput = PlaceInput<LoanDraft, LoanContext>;

/**
 * Applying for an OTC loan (`pages/common/borrowing`): the user fills the form, reviews the margin
 * it pledges and every term (core's `loanMarginRequired`, `loanEligibility`), confirms, and the
 * application is sent once under that confirmation's request id; the margin is frozen while the
 * desk reviews it.
 */
export const loanApplicationMachine = /* @__PURE__ */ orderFormMachineFor<LoanDraft, LoanContext, Loan>(
  'loanApplication',
);
