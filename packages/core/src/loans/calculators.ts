import * as E from '#fp-ts/Either.js';
import { Decimal, type DecimalInput } from '../shared/decimal.js';
import { amountOf } from '../shared/money.js';
import { type ValidationError, validationError } from '../shared/validation.js';
import type { LoanAmount, LoanHolding, LoanRisk, LoanRiskLevel } from './model.js';

/** Recorded in each loan's settlement: which version of these formulas closed or repaid it. */
export const LOANS_CALCULATOR_VERSION = 'loans/1';

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

/**
 * What a loan owes at `now`: its principal and, once overdue, the overdue interest
 * (`loanOverdueInterest`), rounded up to the loan currency's `decimals` (the desk is never paid short).
 *
 * @example loanDebt({ amount: '500000', dueAt: '2026-12-27T00:00:00.000Z' }, Date.parse('2026-12-30T00:00:00.000Z'), 6) // 507500
 */
export const loanDebt = (
  loan: { amount: DecimalInput; dueAt: string },
  now: number,
  decimals: number,
): Decimal =>
  amountOf(loan.amount, 'amount', 'positive')
    .plus(loanOverdueInterest({ principal: loan.amount, overdueDays: loanOverdueDays(loan.dueAt, now) }))
    .toDecimalPlaces(decimals, Decimal.ROUND_UP);

/** Where a repayment's money comes from (`loanRepaymentSplit`). */
export interface LoanRepaymentSplit {
  readonly debt: Decimal;
  /** The loan currency available in the margin account, taken first. */
  readonly fromMargin: Decimal;
  /** The rest, from the balance account. */
  readonly fromBalance: Decimal;
  /** What neither account holds: the repayment cannot go through until it is added. */
  readonly short: Decimal;
  /** The two accounts cover the debt: nothing is short. */
  readonly covered: boolean;
}

/**
 * How a repayment of `debt` is taken: the loan currency available in the margin account first
 * (the borrowed funds stay there), the balance account for the rest; `short` is what the two
 * together lack (0 when they cover it).
 *
 * @example loanRepaymentSplit({ debt: '600000', inMargin: '550000', inBalance: '100000' }) // 550,000 from margin, 50,000 from balance
 */
export const loanRepaymentSplit = ({
  debt,
  inMargin,
  inBalance,
}: {
  debt: DecimalInput;
  inMargin: DecimalInput;
  inBalance: DecimalInput;
}): LoanRepaymentSplit => {
  const owed = amountOf(debt, 'debt', 'positive');
  const fromMargin = Decimal.min(amountOf(inMargin, 'inMargin', 'nonNegative'), owed);
  const rest = owed.minus(fromMargin);
  const fromBalance = Decimal.min(amountOf(inBalance, 'inBalance', 'nonNegative'), rest);
  const short = rest.minus(fromBalance);
  return { debt: owed, fromMargin, fromBalance, short, covered: short.isZero() };
};

/** The value in USDT of what the `margin` account holds; an asset without a price counts nothing. */
const holdingsValue = (holdings: readonly LoanHolding[]): Decimal =>
  holdings.reduce(
    (sum, { amount, priceUsdt }) =>
      priceUsdt === null ? sum : sum.plus(amountOf(amount, 'amount', 'nonNegative').mul(priceUsdt)),
    new Decimal(0),
  );

/**
 * Where an active loan stands (spec §9): its debt at `now` (`loanDebt`) valued at the loan
 * currency's recorded price, the whole `margin` account valued at its recorded prices, the risk
 * rate between them (`loanRiskRate`) and its level (`loanRiskLevel`).
 *
 * @example loanPosition({ loan: { amount: '600000', dueAt }, decimals: 6, loanPriceUsdt: '1', now, holdings: [{ asset: 'USDT', amount: '600000', priceUsdt: '1', decimals: 6 }, { asset: 'BTC', amount: '5', priceUsdt: '60000', decimals: 8 }] }) // rate 1.5, safe
 */
export const loanPosition = ({
  loan,
  decimals,
  loanPriceUsdt,
  holdings,
  now,
}: {
  loan: { amount: DecimalInput; dueAt: string };
  decimals: number;
  loanPriceUsdt: DecimalInput;
  holdings: readonly LoanHolding[];
  now: number;
}): LoanRisk => {
  const debt = loanDebt(loan, now, decimals);
  const debtValueUsdt = debt.mul(amountOf(loanPriceUsdt, 'loanPriceUsdt', 'positive'));
  const collateralValueUsdt = holdingsValue(holdings);
  const rate = loanRiskRate({ collateralValue: collateralValueUsdt, debt: debtValueUsdt });
  return {
    debt,
    overdueDays: loanOverdueDays(loan.dueAt, now),
    debtValueUsdt,
    collateralValueUsdt,
    rate,
    level: loanRiskLevel(rate),
  };
};

/**
 * What closing a loan takes from the `margin` account: the loan currency first, as far as it
 * goes, then each other priced holding in the order given, each at its recorded price and rounded
 * up to its decimals, until the debt is covered; what is left stays the user's. When everything
 * priced does not cover the debt, the desk bears the rest (`shortfallUsdt`). An unpriced holding
 * is never taken.
 *
 * @example loanLiquidation({ debt: '600000', loanCurrency: 'USDT', loanPriceUsdt: '1', holdings: [{ asset: 'USDT', amount: '600000', priceUsdt: '1', decimals: 6 }, { asset: 'BTC', amount: '1', priceUsdt: '50000', decimals: 8 }] }) // takes 600000 USDT, leaves 1 BTC
 */
export const loanLiquidation = ({
  debt,
  loanCurrency,
  loanPriceUsdt,
  holdings,
}: {
  debt: DecimalInput;
  loanCurrency: string;
  loanPriceUsdt: DecimalInput;
  holdings: readonly LoanHolding[];
}): { taken: readonly LoanAmount[]; shortfallUsdt: Decimal } => {
  const owed = amountOf(debt, 'debt', 'positive');
  const loanPrice = amountOf(loanPriceUsdt, 'loanPriceUsdt', 'positive');
  const own = holdings.filter(({ asset }) => asset === loanCurrency);
  const others = holdings.filter(({ asset, priceUsdt }) => asset !== loanCurrency && priceUsdt !== null);
  const taken: LoanAmount[] = [];
  let remaining = owed;
  for (const holding of own) {
    const take = Decimal.min(amountOf(holding.amount, 'amount', 'nonNegative'), remaining);
    if (take.gt(0)) taken.push({ asset: holding.asset, amount: take });
    remaining = remaining.minus(take);
  }
  let remainingUsdt = remaining.mul(loanPrice);
  for (const { asset, amount, priceUsdt, decimals } of others) {
    if (!remainingUsdt.gt(0)) break;
    const price = priceUsdt as Decimal;
    const take = Decimal.min(
      amountOf(amount, 'amount', 'nonNegative'),
      remainingUsdt.div(price).toDecimalPlaces(decimals, Decimal.ROUND_UP),
    );
    if (take.gt(0)) taken.push({ asset, amount: take });
    remainingUsdt = remainingUsdt.minus(take.mul(price));
  }
  return { taken, shortfallUsdt: Decimal.max(remainingUsdt, 0) };
};

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
