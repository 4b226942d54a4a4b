import {
  Decimal,
  isValidAmountText,
  LOAN_DEFAULT_TERM_DAYS,
  LOAN_MAX_LEVERAGE,
  LOAN_MIN_USDT,
  type LoanContext,
  LoanCurrencies,
  type LoanCurrency,
  type LoanDraft,
  type LoanForm,
  type LoanRisk,
  loanMarginRequired,
  loanPosition,
} from '@tessera/core';

/** The leverages the form offers, 1× up to core's maximum (spec §9: up to 3×). */
export const LEVERAGES: readonly number[] = Array.from(
  { length: LOAN_MAX_LEVERAGE },
  (_, index) => index + 1,
);

/**
 * The borrowing form as it opens: nothing chosen of what to borrow and what to pledge (the margin
 * is frozen from the user's balance account: they choose it knowingly), the lowest leverage, the
 * default term (spec §9: 30 days), no contact yet.
 */
export const initialLoanForm = (): LoanForm => ({
  currency: '',
  amount: '',
  marginCurrency: '',
  leverage: '1',
  termDays: String(LOAN_DEFAULT_TERM_DAYS),
  contactUid: '',
});

const isLoanCurrency = (value: string): value is LoanCurrency =>
  (LoanCurrencies as readonly string[]).includes(value);

/**
 * The instant a preview's loan opens at: a loan is never overdue on the day it opens, so any
 * instant serves as long as its due date is no earlier (core's `loanPosition` reads both).
 */
const OPENING = '2000-01-01T00:00:00.000Z';

/** What a loan would hold at its opening, by core's own calculators. */
export interface OpeningPosition {
  /** The margin its leverage requires, in the margin currency (`loanMarginRequired`, rounded up). */
  readonly margin: Decimal;
  /**
   * Its position once funded (`loanPosition`): the borrowed funds and the margin in the margin
   * account against the debt; `debtValueUsdt` is the loan's value at the recorded price.
   */
  readonly risk: LoanRisk;
}

/**
 * A loan of `amount` `currency` at `leverage` on a margin in `marginCurrency`, at the recorded
 * `prices`, as it would open: its margin (core's `loanMarginRequired`) and its position with the
 * funds paid into the margin account beside that margin (core's `loanPosition`, as the desk checks
 * it before funding: about 1 + 1 ÷ leverage).
 */
export const openingPosition = ({
  currency,
  amount,
  marginCurrency,
  leverage,
  prices,
  decimals,
}: {
  currency: LoanCurrency;
  amount: Decimal;
  marginCurrency: LoanCurrency;
  leverage: Decimal;
  prices: { readonly loan: Decimal; readonly margin: Decimal };
  decimals: Readonly<Record<LoanCurrency, number>>;
}): OpeningPosition => {
  const margin = loanMarginRequired({
    amount,
    loanPriceUsdt: prices.loan,
    leverage,
    marginPriceUsdt: prices.margin,
    marginDecimals: decimals[marginCurrency],
  });
  const risk = loanPosition({
    loan: { amount, dueAt: OPENING },
    decimals: decimals[currency],
    loanPriceUsdt: prices.loan,
    holdings: [
      { asset: currency, amount, priceUsdt: prices.loan, decimals: decimals[currency] },
      { asset: marginCurrency, amount: margin, priceUsdt: prices.margin, decimals: decimals[marginCurrency] },
    ],
    now: Date.parse(OPENING),
  });
  return { margin, risk };
};

/**
 * The opening risk rate of a leverage, for its choice in the form: the position of the least loan
 * (500,000 USDT) on a USDT margin, by core's calculators (200 % at 1×, 150 % at 2×, 133.33 % at 3×).
 */
export const openingRateOf = (leverage: number): Decimal =>
  openingPosition({
    currency: 'USDT',
    amount: LOAN_MIN_USDT,
    marginCurrency: 'USDT',
    leverage: new Decimal(leverage),
    prices: { loan: new Decimal(1), margin: new Decimal(1) },
    decimals: { BTC: 8, ETH: 8, USDT: 6, USDC: 6 },
  }).risk.rate;

/** What the form's preview shows while the form names a loan it can price. */
export interface LoanPreview extends OpeningPosition {
  readonly currency: LoanCurrency;
  readonly marginCurrency: LoanCurrency;
  /** What the balance account holds available in the margin currency. */
  readonly available: Decimal;
  /** Less is available than the margin requires. */
  readonly short: boolean;
}

/**
 * The live preview of the borrowing form at the recorded prices of `context`: the margin the loan
 * requires, its opening risk rate and what the balance account holds of the margin currency. Only
 * while the currencies are chosen and priced, the amount is a positive number and the leverage is
 * from 1× to the maximum; undefined otherwise (the fields say why once the form is sent).
 */
export const previewOf = (
  form: LoanForm,
  context: {
    readonly pricesUsdt: Readonly<Partial<Record<LoanCurrency, Decimal>>>;
    readonly decimals: Readonly<Record<LoanCurrency, number>>;
    readonly available?: Readonly<Partial<Record<LoanCurrency, Decimal>>>;
  },
): LoanPreview | undefined => {
  const { currency, marginCurrency } = form;
  const amountText = form.amount.trim();
  const leverageText = form.leverage.trim();
  if (!isLoanCurrency(currency) || !isLoanCurrency(marginCurrency)) return undefined;
  if (!isValidAmountText(amountText) || !isValidAmountText(leverageText)) return undefined;
  const amount = new Decimal(amountText);
  const leverage = new Decimal(leverageText);
  if (amount.isZero() || leverage.lt(1) || leverage.gt(LOAN_MAX_LEVERAGE)) return undefined;
  const loan = context.pricesUsdt[currency];
  const margin = context.pricesUsdt[marginCurrency];
  if (loan === undefined || margin === undefined) return undefined;
  const opening = openingPosition({
    currency,
    amount,
    marginCurrency,
    leverage,
    prices: { loan, margin },
    decimals: context.decimals,
  });
  const available = context.available?.[marginCurrency] ?? new Decimal(0);
  return { ...opening, currency, marginCurrency, available, short: available.lessThan(opening.margin) };
};

/**
 * Where a checked application would open (`openingPosition` at the recorded prices of `context`),
 * for its confirmation; undefined when a price has gone meanwhile (the exchange then refuses it).
 */
export const draftOpening = (
  draft: LoanDraft,
  context: Pick<LoanContext, 'pricesUsdt' | 'decimals'>,
): OpeningPosition | undefined => {
  const loan = context.pricesUsdt[draft.currency];
  const margin = context.pricesUsdt[draft.marginCurrency];
  if (loan === undefined || margin === undefined) return undefined;
  return openingPosition({ ...draft, prices: { loan, margin }, decimals: context.decimals });
};

/** What identifies an application: the same terms confirmed again are the same action (its request id is kept). */
export const applicationKey = (draft: LoanDraft | null): string =>
  draft === null
    ? ''
    : JSON.stringify([
        draft.currency,
        draft.amount.toFixed(),
        draft.marginCurrency,
        draft.margin.toFixed(),
        draft.leverage.toFixed(),
        draft.termDays,
        draft.contactUid,
      ]);
