import { convertToFiat } from '../quickbuy/index.js';
import { Decimal, type DecimalInput } from '../shared/decimal.js';
import { formatGrouped, formatValue, priceDecimals } from '../shared/format.js';
import type { FiatCode, FiatRates } from './model.js';

const ONE_DOLLAR = new Decimal(1);

/** ISO 4217 currencies without a minor unit: their prices from 100 up show no decimals. */
const WHOLE_UNIT_FIATS: ReadonlySet<FiatCode> = new Set(['JPY', 'VND']);

/**
 * A currency's units per US dollar: 1 for the dollar itself (spec §3, `rate` defaults to 1), the
 * exchange's rate for the others, undefined until the exchange has answered one.
 */
export const fiatRateOf = (rates: FiatRates, fiat: FiatCode): Decimal | undefined =>
  fiat === 'USD' ? ONE_DOLLAR : rates[fiat];

/**
 * A USDT price shown in the chosen fiat currency, with its code: USDT counts as a dollar (spec §9,
 * USD buys USDT 1:1), and the converted price keeps the price display rule, except that yen and
 * dong have no cents to show. Undefined while the currency has no rate, so nothing is shown rather
 * than a wrong number. The digits are grouped as `locale` (English by default) groups them.
 *
 * @example formatUsdtInFiat({ usdt: '64012.5', fiat: 'EUR', rates: { EUR: decimal('0.86') } }) // '55,050.75 EUR'
 * @example formatUsdtInFiat({ usdt: '64012.5', fiat: 'JPY', rates: { JPY: decimal('154.5') } }) // '9,889,931 JPY'
 * @example formatUsdtInFiat({ usdt: '64012.5', fiat: 'EUR', rates: { EUR: decimal('0.86') }, locale: 'de' }) // '55.050,75 EUR'
 */
export const formatUsdtInFiat = ({
  usdt,
  fiat,
  rates,
  locale = 'en',
}: {
  usdt: DecimalInput;
  fiat: FiatCode;
  rates: FiatRates;
  locale?: string;
}): string | undefined => {
  const rate = fiatRateOf(rates, fiat);
  if (rate === undefined) return undefined;
  const price = convertToFiat({ amount: usdt, rate });
  const decimals = WHOLE_UNIT_FIATS.has(fiat) && price.abs().gte(100) ? 0 : priceDecimals(price);
  return `${formatGrouped(price, decimals, locale)} ${fiat}`;
};

/**
 * A value already in a fiat currency (what a balance is worth, a total the exchange valued in it),
 * without its code: with cents, except in yen and dong, which have none; never rounded up; grouped
 * as `locale` (English by default) groups digits.
 *
 * @example formatFiatValue({ amount: '1234.567', fiat: 'EUR' }) // '1,234.56'
 * @example formatFiatValue({ amount: '98765.4', fiat: 'JPY' })  // '98,765'
 * @example formatFiatValue({ amount: '1234.567', fiat: 'EUR', locale: 'fr' }) // '1 234,56' (a narrow no-break space)
 */
export const formatFiatValue = ({
  amount,
  fiat,
  locale = 'en',
}: {
  amount: DecimalInput;
  fiat: FiatCode;
  locale?: string;
}): string => formatValue(amount, WHOLE_UNIT_FIATS.has(fiat) ? 0 : 2, locale);
