import * as E from '#fp-ts/Either.js';
import { Decimal } from '../shared/decimal.js';
import { isValidAmountText } from '../shared/format.js';
import { type FieldErrors, type ValidationError, validationError } from '../shared/validation.js';
import { loanEligibility, loanMarginRequired } from './calculators.js';
import { type LoanContext, LoanCurrencies, type LoanCurrency, type LoanDraft } from './model.js';

/** The borrowing form as filled in (spec §3: loan amount, margin currency, contact UID; §9: leverage, term). */
export interface LoanForm {
  readonly currency: string;
  readonly amount: string;
  readonly marginCurrency: string;
  readonly leverage: string;
  readonly termDays: string;
  readonly contactUid: string;
}

export type LoanField =
  | 'currency'
  | 'amount'
  | 'marginCurrency'
  | 'leverage'
  | 'termDays'
  | 'contactUid'
  | 'account';

const isCurrency = (value: string): value is LoanCurrency =>
  (LoanCurrencies as readonly string[]).includes(value);

/** Which field each of `loanEligibility`'s refusals belongs to. */
const FIELD_OF: Readonly<Record<string, LoanField>> = {
  'LOANS.AMOUNT_RANGE': 'amount',
  'LOANS.LEVERAGE_RANGE': 'leverage',
  'LOANS.TERM_RANGE': 'termDays',
  'LOANS.NOT_ELIGIBLE': 'account',
};

const decimalOf = (text: string): Decimal | undefined =>
  isValidAmountText(text.trim()) ? new Decimal(text.trim()) : undefined;

/**
 * A loan application (spec §6, §9): a currency to borrow and one to pledge; an amount whose value
 * at the recorded price is 500,000 to 10,000,000 USDT; leverage 1× to 3× and a term of 7 to 365
 * days, every broken term reported at once by core's `loanEligibility` beside the user's standing
 * (VIP level 2 or market maker); a contact UID; and, when the balances are known, the margin the
 * leverage requires (`loanMarginRequired`) available. The server checks the same function.
 *
 * @example validateLoanApplication({ currency: 'USDT', amount: '600000', marginCurrency: 'BTC', leverage: '3', termDays: '30', contactUid: '100234' }, context)
 */
export const validateLoanApplication = (
  form: LoanForm,
  context: LoanContext,
): E.Either<FieldErrors<LoanField>, LoanDraft> => {
  const errors: FieldErrors<LoanField> = {};
  const currency = form.currency.trim();
  const marginCurrency = form.marginCurrency.trim();
  if (!isCurrency(currency)) errors.currency = validationError('SHARED.REQUIRED', 'loans.chooseCurrency');
  if (!isCurrency(marginCurrency))
    errors.marginCurrency = validationError('SHARED.REQUIRED', 'loans.chooseMarginCurrency');
  const amount = decimalOf(form.amount);
  if (amount === undefined || amount.isZero())
    errors.amount = validationError('WALLET.AMOUNT_FORMAT', 'validation.amountFormat');
  else if (isCurrency(currency) && amount.decimalPlaces() > context.decimals[currency])
    errors.amount = validationError('WALLET.AMOUNT_PRECISION', 'validation.amountPrecision', {
      precision: context.decimals[currency],
    });
  const leverage = decimalOf(form.leverage);
  if (leverage === undefined)
    errors.leverage = validationError('LOANS.LEVERAGE_RANGE', 'validation.loanLeverageRange', { max: 3 });
  const termDays = /^\d{1,3}$/.test(form.termDays.trim()) ? Number(form.termDays.trim()) : Number.NaN;
  if (!/^\d{5,12}$/.test(form.contactUid.trim()))
    errors.contactUid = validationError('LOANS.CONTACT_UID_FORMAT', 'validation.loanContactUid');
  const loanPrice = isCurrency(currency) ? context.pricesUsdt[currency] : undefined;
  const marginPrice = isCurrency(marginCurrency) ? context.pricesUsdt[marginCurrency] : undefined;
  if (isCurrency(currency) && loanPrice === undefined)
    errors.currency = validationError('LOANS.NO_PRICE', 'loans.noPrice', { currency });
  if (isCurrency(marginCurrency) && marginPrice === undefined)
    errors.marginCurrency = validationError('LOANS.NO_PRICE', 'loans.noPrice', { currency: marginCurrency });
  const eligibility = loanEligibility({
    amountUsdt: amount !== undefined && loanPrice !== undefined ? amount.mul(loanPrice) : new Decimal(0),
    vipLevel: context.vipLevel,
    isMarketMaker: context.isMarketMaker,
    termDays,
    leverage: leverage ?? new Decimal(0),
  });
  if (E.isLeft(eligibility))
    for (const refusal of eligibility.left as readonly ValidationError[]) {
      const field = FIELD_OF[refusal.code] ?? 'account';
      // A field already wrong in form says so first; a range refusal of its placeholder would mislead.
      if (errors[field] === undefined) errors[field] = refusal;
    }
  if (
    Object.keys(errors).length > 0 ||
    amount === undefined ||
    leverage === undefined ||
    loanPrice === undefined ||
    marginPrice === undefined ||
    !isCurrency(currency) ||
    !isCurrency(marginCurrency)
  )
    return E.left(errors);
  const margin = loanMarginRequired({
    amount,
    loanPriceUsdt: loanPrice,
    leverage,
    marginPriceUsdt: marginPrice,
    marginDecimals: context.decimals[marginCurrency],
  });
  const held = context.available?.[marginCurrency];
  if (context.available !== undefined && (held === undefined || held.lessThan(margin)))
    return E.left({
      marginCurrency: validationError('LOANS.MARGIN_SHORT', 'loans.marginShort', {
        margin: margin.toFixed(),
        currency: marginCurrency,
      }),
    });
  return E.right({
    currency,
    amount,
    marginCurrency,
    margin,
    leverage,
    termDays,
    contactUid: form.contactUid.trim(),
  });
};
