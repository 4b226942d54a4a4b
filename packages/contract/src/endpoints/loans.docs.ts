import type { Summaries } from '../endpoint.js';
import type { loanEndpoints } from './loans.js';

/** What each of the OTC loan calls does, in the words of the OpenAPI document (see `../docs.ts`). */
export const loanSummaries = {
  loanContext:
    'What a loan application is checked against: your VIP level and market-maker status (loans need level 2 or market-maker status), the recorded price of BTC, ETH, USDT and USDC in USDT (the two stablecoins are 1 by rule), their decimals, and what your balance account holds available of each for the margin.',
  applyLoan:
    'Apply for an OTC loan: 500,000 to 10,000,000 USDT worth of BTC, ETH, USDT or USDC at the recorded price, leverage 1× to 3×, a term of 7 to 365 days, a contact UID. The margin (the loan’s value ÷ leverage in the margin currency, rounded up) is frozen from your balance account into your margin account while the desk reviews it (1–3 days). Every broken term is reported at once; one open loan (reviewing or active) at a time.',
  loans:
    'Your loans, newest first: reviewing, rejected, active (with the risk rate at the latest recorded prices), repaid or liquidated (with what the close used and took); 10 a page.',
  loan: 'One of your loans, an active one with its risk rate at the latest recorded prices.',
  cancelLoan:
    'Withdraw an application the desk has not decided yet: its margin comes back to your balance account.',
  repayLoan:
    'Repay an active loan: its debt (the principal and 0.5 % of it a day once overdue) is taken from the loan currency in your margin account first and your balance account for the rest; the margin comes back to your balance account. Once, however often it is retried under one idempotency key.',
  operatorLoans: 'Operator: the first 200 loans, oldest first, optionally in one state, with their users.',
  operatorApproveLoan:
    'Operator: approve and fund a loan under review: the loan currency is paid into the user’s margin account beside the frozen margin, and the term starts. Refused when the margin no longer keeps the opening risk rate at 120 % or more at the latest recorded prices.',
  operatorRejectLoan:
    'Operator: refuse a loan under review, with the reason the user sees; its margin comes back.',
  operatorMarketMaker:
    'Operator: record whether a user is a market maker (spec §6: market makers may borrow below VIP level 2).',
} as const satisfies Summaries<typeof loanEndpoints>;
