import { Decimal, type DecimalInput } from '../shared/decimal.js';
import { amountOf } from '../shared/money.js';

/**
 * What an amount of an asset is worth in USDT at a price quoted in USDT (USDT itself at 1). Used
 * for totals, small-balance hiding and the withdrawal limit; a display value, never a balance.
 *
 * @example valueInUsdt({ amount: '0.5', priceUsdt: '64000' }) // 32000
 */
export const valueInUsdt = ({
  amount,
  priceUsdt,
}: {
  amount: DecimalInput;
  priceUsdt: DecimalInput;
}): Decimal =>
  amountOf(amount, 'amount', 'nonNegative').times(amountOf(priceUsdt, 'priceUsdt', 'nonNegative'));

/**
 * Below this value in USDT a balance counts as small: "hide small balances" leaves it out.
 * One dollar: dust left by rounding and fees, not money anyone means to see.
 */
export const SMALL_BALANCE_USDT = new Decimal(1);

/** @example isSmallBalance(new Decimal('0.4')) // true */
export const isSmallBalance = (valueUsdt: Decimal): boolean => valueUsdt.lessThan(SMALL_BALANCE_USDT);

/** An account's balances as the assets page lists them: all, or without the small ones. */
export const visibleBalances = <B extends { readonly valueUsdt: Decimal }>(
  balances: readonly B[],
  hideSmall: boolean,
): readonly B[] => (hideSmall ? balances.filter((balance) => !isSmallBalance(balance.valueUsdt)) : balances);

/**
 * What a withdrawal costs and delivers: the amount leaves the account, the network fee is taken
 * from it, the rest arrives. The minimum covers the fee, so what arrives is never negative.
 *
 * @example withdrawalQuote({ amount: '100', fee: '1' }) // { fee: 1, receive: 99 }
 */
export const withdrawalQuote = ({ amount, fee }: { amount: DecimalInput; fee: DecimalInput }) => {
  const gross = amountOf(amount, 'amount', 'positive');
  const networkFee = amountOf(fee, 'fee', 'nonNegative');
  if (networkFee.greaterThan(gross)) throw new RangeError('the fee must not exceed the amount');
  return { fee: networkFee, receive: gross.minus(networkFee) };
};

/**
 * An amount in BTC at the feed's prices (both in USDT), for the 24-hour withdrawal limit of spec
 * §6, which is stated in BTC whatever is withdrawn. Rounded up to 8 places: a limit is never
 * under-counted.
 *
 * @example btcEquivalent({ amount: '6400', priceUsdt: '1', btcPriceUsdt: '64000' }) // 0.1
 */
export const btcEquivalent = ({
  amount,
  priceUsdt,
  btcPriceUsdt,
}: {
  amount: DecimalInput;
  priceUsdt: DecimalInput;
  btcPriceUsdt: DecimalInput;
}): Decimal =>
  valueInUsdt({ amount, priceUsdt })
    .dividedBy(amountOf(btcPriceUsdt, 'btcPriceUsdt', 'positive'))
    .toDecimalPlaces(8, Decimal.ROUND_UP);

/** The published fee of a conversion between assets (`/user/Transfer`): 0.2 % of the amount given. */
export const CONVERSION_FEE_RATE = new Decimal('0.002');

/**
 * Converting one asset into another at the feed's prices (`/user/Transfer`): the fee is taken in
 * the source asset (rounded up to its precision: the exchange never undercharges by rounding), the
 * rest is valued at the source's price and bought at the target's, rounded down to the target's
 * precision (the user never receives more than the value given).
 *
 * @example conversionQuote({ amount: '100', fromPriceUsdt: '1', toPriceUsdt: '64000', feeRate: '0.001', fromPrecision: 6, toPrecision: 8 })
 * // { fee: 0.1, receive: 0.00156093 }
 */
export const conversionQuote = ({
  amount,
  fromPriceUsdt,
  toPriceUsdt,
  feeRate,
  fromPrecision,
  toPrecision,
}: {
  amount: DecimalInput;
  fromPriceUsdt: DecimalInput;
  toPriceUsdt: DecimalInput;
  feeRate: DecimalInput;
  fromPrecision: number;
  toPrecision: number;
}): { fee: Decimal; receive: Decimal } => {
  const given = amountOf(amount, 'amount', 'positive');
  const rate = amountOf(feeRate, 'feeRate', 'nonNegative');
  if (rate.greaterThanOrEqualTo(1)) throw new RangeError('feeRate must be below 1');
  const fee = given.times(rate).toDecimalPlaces(fromPrecision, Decimal.ROUND_UP);
  const receive = given
    .minus(fee)
    .times(amountOf(fromPriceUsdt, 'fromPriceUsdt', 'positive'))
    .dividedBy(amountOf(toPriceUsdt, 'toPriceUsdt', 'positive'))
    .toDecimalPlaces(toPrecision, Decimal.ROUND_DOWN);
  return { fee, receive };
};

/**
 * How much of the target one unit of the source buys at the quote's prices, before the fee:
 * rounded down to the target's precision, as the conversion itself rounds what arrives.
 *
 * @example conversionRate({ fromPriceUsdt: '64000', toPriceUsdt: '1', toPrecision: 6 }) // 64000
 * @example conversionRate({ fromPriceUsdt: '1', toPriceUsdt: '64000', toPrecision: 8 }) // 0.00001562
 */
export const conversionRate = ({
  fromPriceUsdt,
  toPriceUsdt,
  toPrecision,
}: {
  fromPriceUsdt: DecimalInput;
  toPriceUsdt: DecimalInput;
  toPrecision: number;
}): Decimal =>
  amountOf(fromPriceUsdt, 'fromPriceUsdt', 'positive')
    .dividedBy(amountOf(toPriceUsdt, 'toPriceUsdt', 'positive'))
    .toDecimalPlaces(toPrecision, Decimal.ROUND_DOWN);
