import { Decimal, type DecimalInput, type Language, LOCALES, type ValidationError } from '@tessera/core';
import { type Formats, withGroupedAmounts } from '../../i18n';

/**
 * A risk rate (1.333333) as a percentage the user's language writes (`133.33%`, `133,33 %`),
 * rounded *down* to two decimals of a percent: a rate just below 110 % or 120 % never reads as
 * the threshold itself, which would contradict its level.
 *
 * @example formatRiskRate('1.0999999', 'en') // '109.99%'
 */
export const formatRiskRate = (rate: DecimalInput, language: Language): string =>
  new Intl.NumberFormat(LOCALES[language], { style: 'percent', maximumFractionDigits: 2 }).format(
    new Decimal(rate).toDecimalPlaces(4, Decimal.ROUND_DOWN).toFixed() as `${number}`,
  );

/**
 * A number of days as the user's language writes it, singular or plural (Intl's units): `1 day`,
 * `30 days`, `30天`, `30 jours`.
 */
export const formatDays = (days: number, language: Language): string =>
  new Intl.NumberFormat(LOCALES[language], { style: 'unit', unit: 'day', unitDisplay: 'long' }).format(days);

/** An amount of a currency as the loan screens write it in the user's language: `600,000 USDT`. */
export const money = (amount: DecimalInput, currency: string, format: Formats): string =>
  `${format.amount(amount)} ${currency}`;

/** A leverage as the desk writes it: `3×`. */
export const formatLeverage = (leverage: DecimalInput): string => `${new Decimal(leverage).toFixed()}×`;

/** The amounts core's loan messages carry as plain digits (`500000`), to be grouped on screen. */
const AMOUNT_PARAMS: ReadonlySet<string> = new Set(['min', 'max', 'margin']);

/**
 * A loan error with its amounts (`min`, `max`, `margin`: plain digits from core) grouped as the
 * screens write amounts, so "500000 to 10000000" reads "500,000 to 10,000,000"; other errors and
 * parameters are left alone.
 */
export const withAmountParams = (
  error: ValidationError | undefined,
  format: Formats,
): ValidationError | undefined => withGroupedAmounts(error, AMOUNT_PARAMS, format);
