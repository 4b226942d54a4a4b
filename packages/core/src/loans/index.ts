export type { LoanApplication } from './calculators.js';
export {
  LOAN_LIQUIDATION_RISK_RATE,
  LOAN_MAX_LEVERAGE,
  LOAN_MAX_TERM_DAYS,
  LOAN_MAX_USDT,
  LOAN_MIN_TERM_DAYS,
  LOAN_MIN_USDT,
  LOAN_MIN_VIP_LEVEL,
  LOAN_OVERDUE_DAILY_RATE,
  loanEligibility,
  loanMustLiquidate,
  loanOverdueInterest,
  loanRiskRate,
} from './calculators.js';
