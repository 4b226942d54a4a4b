export type { LoanApplication, LoanRepaymentSplit } from './calculators.js';
export {
  LOAN_LIQUIDATION_RISK_RATE,
  LOAN_MAX_LEVERAGE,
  LOAN_MAX_TERM_DAYS,
  LOAN_MAX_USDT,
  LOAN_MIN_TERM_DAYS,
  LOAN_MIN_USDT,
  LOAN_MIN_VIP_LEVEL,
  LOAN_OVERDUE_DAILY_RATE,
  LOAN_WARNING_RISK_RATE,
  LOANS_CALCULATOR_VERSION,
  loanDebt,
  loanEligibility,
  loanLiquidation,
  loanMarginRequired,
  loanMustLiquidate,
  loanOverdueDays,
  loanOverdueInterest,
  loanPosition,
  loanRepaymentSplit,
  loanRiskLevel,
  loanRiskRate,
} from './calculators.js';
export type { ApplyLoanInput, LoanApplicationFormContext, LoanApplicationFormEvent } from './machine.js';
export { loanApplicationMachine } from './machine.js';
export type {
  Loan,
  LoanAmount,
  LoanContext,
  LoanCurrency,
  LoanDraft,
  LoanHolding,
  LoanPriceUsed,
  LoanRisk,
  LoanRiskLevel,
  LoanSettlement,
  LoanState,
} from './model.js';
export { LOAN_DEFAULT_TERM_DAYS, LoanCurrencies, LoanRiskLevels, LoanStates } from './model.js';
export type { LoansApi } from './port.js';
export type { LoanField, LoanForm } from './rules.js';
export { validateLoanApplication } from './rules.js';
