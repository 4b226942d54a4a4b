import * as E from '#fp-ts/Either.js';
import { Decimal, type DecimalInput } from '../shared/decimal.js';
import { amountOf } from '../shared/money.js';
import { type ValidationError, validationError } from '../shared/validation.js';

/** The smallest quick purchase, in whole US dollars; bank transfers below it cost more than they move. */
export const QUICK_BUY_MIN_USD = new Decimal(100);

/**
 * A crypto amount in a fiat currency: `amount × rate` (rate = fiat units per unit).
 *
 * @example convertToFiat({ amount: '12.5', rate: '7.1' }) // 88.75
 */
export const convertToFiat = ({ amount, rate }: { amount: DecimalInput; rate: DecimalInput }): Decimal =>
  amountOf(amount, 'amount').mul(amountOf(rate, 'rate', 'nonNegative'));

/**
 * A quick-buy quote (spec §9): USD buys USDT 1:1, in whole units, at least the minimum.
 *
 * @example quickBuyQuote({ usdAmount: '250' }) // right({ usd: 250, usdt: 250 })
 * @example quickBuyQuote({ usdAmount: '250.5' }) // left(QUICKBUY.WHOLE_UNITS)
 */
export const quickBuyQuote = ({
  usdAmount,
}: {
  usdAmount: DecimalInput;
}): E.Either<ValidationError, { readonly usd: Decimal; readonly usdt: Decimal }> => {
  const usd = new Decimal(usdAmount);
  if (!usd.isFinite() || !usd.isInteger()) {
    return E.left(validationError('QUICKBUY.WHOLE_UNITS', 'validation.quickBuyWholeUnits'));
  }
  if (usd.lt(QUICK_BUY_MIN_USD)) {
    return E.left(
      validationError('QUICKBUY.BELOW_MINIMUM', 'validation.quickBuyMinimum', {
        min: QUICK_BUY_MIN_USD.toFixed(),
      }),
    );
  }
  return E.right({ usd, usdt: usd });
};
