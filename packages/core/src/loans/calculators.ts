import * as E from '#fp-ts/Either.js';
import { Decimal, type DecimalInput } from '../shared/decimal.js';
import { amountOf } from '../shared/money.js';
import { type ValidationError, validationError } from '../shared/validation.js';
import type { LoanRiskLevel } from './model.js';

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
/** The user is warned from 120 %, before the position is closed. */
export const LOAN_WARNING_RISK_RATE = new Decimal('1.2');

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

/**
 * How close a risk rate is to the close: `liquidate` below 110 %, `warning` below 120 % (the user
 * is told before it is too late), `safe` from there up.
 *
 * @example loanRiskLevel('1.15') // 'warning'
 */
export const loanRiskLevel = (riskRate: DecimalInput): LoanRiskLevel =>
  loanMustLiquidate(riskRate)
    ? 'liquidate'
    : new Decimal(riskRate).lt(LOAN_WARNING_RISK_RATE)
      ? 'warning'
      : 'safe';

/**
 * The margin a loan of `amount` needs at `leverage` (spec §9: up to 3×): the loan's value in USDT
 * divided by the leverage, in the margin currency at its price, rounded up to its decimals (the
 * desk is never short of collateral).
 *
 * @example loanMarginRequired({ amount: '600000', loanPriceUsdt: '1', leverage: '3', marginPriceUsdt: '60000', marginDecimals: 8 }) // 3.33333334
 */
export const loanMarginRequired = ({
  amount,
  loanPriceUsdt,
  leverage,
  marginPriceUsdt,
  marginDecimals,
}: {
  amount: DecimalInput;
  loanPriceUsdt: DecimalInput;
  leverage: DecimalInput;
  marginPriceUsdt: DecimalInput;
  marginDecimals: number;
}): Decimal =>
  amountOf(amount, 'amount', 'positive')
    .mul(amountOf(loanPriceUsdt, 'loanPriceUsdt', 'positive'))
    .div(amountOf(leverage, 'leverage', 'positive'))
    .div(amountOf(marginPriceUsdt, 'marginPriceUsdt', 'positive'))
    .toDecimalPlaces(marginDecimals, Decimal.ROUND_UP);

/** Whole days a loan is past its due date at `now` (milliseconds); 0 before it. */
export const loanOverdueDays = (dueAt: string, now: number): number =>
  Math.max(0, Math.floor((now - Date.parse(dueAt)) / 86_400_000));

/** What a loan owes at `now`: its principal and, once overdue, the overdue interest (`loanOverdueInterest`). */
export const loanDebt = (loan: { amount: DecimalInput; dueAt: string }, now: number): Decimal =>
  amountOf(loan.amount, 'amount', 'positive').plus(
    loanOverdueInterest({ principal: loan.amount, overdueDays: loanOverdueDays(loan.dueAt, now) }),
  );

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
