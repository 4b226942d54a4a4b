import { Decimal, type Language, LOCALES, type ValidationError } from '@tessera/core';
import { formatsFor } from '../../i18n';

/** Digits Intl can format exactly (a bigint), or undefined for an amount with decimals. */
const wholeDigits = (amount: Decimal): bigint | undefined =>
  amount.isInteger() ? BigInt(amount.toFixed(0)) : undefined;

/**
 * US dollars as the user's language writes them (Intl's currency format): `$250` in English,
 * `250 $US` in French, `US$250` in Chinese. Quick buy takes whole dollars, so no cents; an amount
 * with cents (none is made) keeps them, as an amount is written.
 *
 * @example formatUsd(new Decimal(2000), 'en') // '$2,000'
 */
export const formatUsd = (amount: Decimal, language: Language): string => {
  const whole = wholeDigits(amount);
  if (whole === undefined) return `${formatsFor(language).amount(amount)} USD`;
  return new Intl.NumberFormat(LOCALES[language], {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(whole);
};

/**
 * An amount of USDT as the user's language groups its digits: `250 USDT`, `1 000 USDT` in French.
 * Quick buy credits whole USDT (1:1 for whole dollars); any decimals are kept as they are.
 *
 * @example formatUsdt(new Decimal(1500), 'en') // '1,500 USDT'
 */
export const formatUsdt = (amount: Decimal, language: Language): string =>
  `${formatsFor(language).amount(amount)} USDT`;

/**
 * A quick-buy error with its dollar limits (`min`, `max`: plain digits from core) written as
 * `formatUsd` writes them, so "The minimum is {{min}}" reads "The minimum is $100".
 */
export const withUsdParams = (
  error: ValidationError | undefined,
  language: Language,
): ValidationError | undefined => {
  if (error?.params === undefined) return error;
  const params = Object.fromEntries(
    Object.entries(error.params).map(([name, value]) =>
      (name === 'min' || name === 'max') && /^\d+$/.test(String(value))
        ? [name, formatUsd(new Decimal(String(value)), language)]
        : [name, value],
    ),
  );
  return { ...error, params };
};
