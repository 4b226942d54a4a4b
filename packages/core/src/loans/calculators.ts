import * as E from '#fp-ts/Either.js';
import { Decimal, type DecimalInput } from '../shared/decimal.js';
import { amountOf } from '../shared/money.js';
import { type ValidationError, validationError } from '../shared/validation.js';

/** Spec §9 OTC loan terms. */
export const LOAN_MIN_USDT = new Decimal(500_000);
export const LOAN_MAX_USDT = new Decimal(10_000_000);
export const LOAN_MAX_LEVERAGE = 3;
export const LOAN_MIN_TERM_DAYS = 7;
export const LOAN_MAX_TERM_DAYS = 365;
export const LOAN_MIN_VIP_LEVEL = 2;
/** 0.5 % of the loan a day once overdue. */
export const LOAN_OVERDUE_DAILY_RATE = new Decimal('0.005');
/** Positions are closed when the risk rate is below 110 %. */
export const LOAN_LIQUIDATION_RISK_RATE = new Decimal('1.1');

/**
 * Interest owed on an overdue loan: `principal × 0.005 × overdueDays`.
 *
 * @example loanOverdueInterest({ principal: '500000', overdueDays: 3 }) // 7500
 */
export const loanOverdueInterest = ({
  principal,
  overdueDays,
}: {
  principal: DecimalInput;
  overdueDays: number;
}) =>
  amountOf(principal, 'principal', 'nonNegative')
    .mul(LOAN_OVERDUE_DAILY_RATE)
    .mul(Math.max(0, Math.floor(overdueDays)));

/**
 * Risk rate of a loan: `collateralValue / debt` (1.5 means the collateral is worth 150 % of the debt).
 *
 * @example loanRiskRate({ collateralValue: '825000', debt: '750000' }) // 1.1
 */
export const loanRiskRate = ({
  collateralValue,
  debt,
}: {
  collateralValue: DecimalInput;
  debt: DecimalInput;
}) => amountOf(collateralValue, 'collateralValue', 'nonNegative').div(amountOf(debt, 'debt', 'positive'));

/** Whether a loan's collateral must be sold: its risk rate is below 110 %. */
export const loanMustLiquidate = (riskRate: DecimalInput): boolean =>
  new Decimal(riskRate).lt(LOAN_LIQUIDATION_RISK_RATE);

export interface LoanApplication {
  readonly amountUsdt: DecimalInput;
  readonly vipLevel: number;
  readonly isMarketMaker: boolean;
  readonly termDays: number;
  readonly leverage: DecimalInput;
}

/**
 * Whether an OTC loan may be applied for (spec §6, §9): 500,000 to 10,000,000 USDT, leverage 1× to
 * 3×, a term of 7 days to 1 year, and VIP level 2 or market-maker status. Every broken rule is
 * reported, each as data for the form.
 *
 * @example loanEligibility({ amountUsdt: '600000', vipLevel: 2, isMarketMaker: false, termDays: 30,
 *   leverage: '2' }) // right(...)
 */
export const loanEligibility = (
  application: LoanApplication,
): E.Either<readonly ValidationError[], LoanApplication> => {
  const amount = new Decimal(application.amountUsdt);
  const leverage = new Decimal(application.leverage);
  const errors: ValidationError[] = [];
  if (amount.lt(LOAN_MIN_USDT) || amount.gt(LOAN_MAX_USDT)) {
    errors.push(
      validationError('LOANS.AMOUNT_RANGE', 'validation.loanAmountRange', {
        min: LOAN_MIN_USDT.toFixed(),
        max: LOAN_MAX_USDT.toFixed(),
      }),
    );
  }
  if (leverage.lt(1) || leverage.gt(LOAN_MAX_LEVERAGE)) {
    errors.push(
      validationError('LOANS.LEVERAGE_RANGE', 'validation.loanLeverageRange', { max: LOAN_MAX_LEVERAGE }),
    );
  }
  if (
    !Number.isInteger(application.termDays) ||
    application.termDays < LOAN_MIN_TERM_DAYS ||
    application.termDays > LOAN_MAX_TERM_DAYS
  ) {
    errors.push(
      validationError('LOANS.TERM_RANGE', 'validation.loanTermRange', {
        min: LOAN_MIN_TERM_DAYS,
        max: LOAN_MAX_TERM_DAYS,
      }),
    );
  }
  if (application.vipLevel < LOAN_MIN_VIP_LEVEL && !application.isMarketMaker) {
    errors.push(
      validationError('LOANS.NOT_ELIGIBLE', 'validation.loanNotEligible', { vip: LOAN_MIN_VIP_LEVEL }),
    );
  }
  return errors.length === 0 ? E.right(application) : E.left(errors);
};
