import {
  type DecimalInput,
  formatAmount,
  formatChangePercent,
  formatCompact,
  formatGrouped,
  formatPrice,
  formatRate,
  formatSignedAmount,
  formatValue,
  type Language,
  LOCALES,
} from '@tessera/core';

/**
 * Every way the screens write a number or a point in time, in one interface language: core's
 * formatters (same names, same rounding) with the language's BCP 47 locale, and the dates through
 * `Intl.DateTimeFormat` in the device's time zone. Only what is shown goes through these: what an
 * input holds or the server receives stays plain digits with a dot (`amountText`).
 */
export interface Formats {
  /** The BCP 47 locale, for core functions that take one in an options object. */
  readonly locale: string;
  /** `formatAmount`: a balance, a deposit, at most `precision` decimals, rounded down. */
  readonly amount: (value: DecimalInput, precision?: number) => string;
  /** `formatSignedAmount`: a change of a balance, "+" on a credit. */
  readonly signedAmount: (value: DecimalInput, precision: number) => string;
  /** `formatValue`: what something is worth, `decimals` places (two by default), rounded down. */
  readonly value: (value: DecimalInput, decimals?: number) => string;
  /** `formatGrouped`: exactly `decimals` places, rounded half up. */
  readonly grouped: (value: DecimalInput, decimals: number) => string;
  /** `formatPrice`: a last price. */
  readonly price: (price: DecimalInput) => string;
  /** `formatChangePercent`: a market's change, signed. */
  readonly changePercent: (percent: DecimalInput) => string;
  /** `formatCompact`: a volume, with K, M or B. */
  readonly compact: (value: DecimalInput) => string;
  /** `formatRate`: a rate (a fraction) in percent, a payout rate or a fee rate. */
  readonly percent: (rate: DecimalInput) => string;
  /** A whole number (a limit, a count), grouped. */
  readonly integer: (digits: string) => string;
  /** A point in time (ISO string) as a date and a time of day. */
  readonly dateTime: (iso: string) => string;
  /** A time of day (ISO string) with seconds: when a trade happened. */
  readonly time: (iso: string) => string;
}

const formatsOf = (language: Language): Formats => {
  const locale = LOCALES[language];
  const integers = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const dateTimes = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const times = new Intl.DateTimeFormat(locale, { timeStyle: 'medium' });
  return {
    locale,
    amount: (value, precision) => formatAmount(value, precision, locale),
    signedAmount: (value, precision) => formatSignedAmount(value, precision, locale),
    value: (value, decimals) => formatValue(value, decimals, locale),
    grouped: (value, decimals) => formatGrouped(value, decimals, locale),
    price: (price) => formatPrice(price, locale),
    changePercent: (percent) => formatChangePercent(percent, locale),
    compact: (value) => formatCompact(value, locale),
    percent: (rate) => formatRate(rate, locale),
    // A bigint: Intl groups every digit of it exactly.
    integer: (digits) => integers.format(BigInt(digits)),
    dateTime: (iso) => dateTimes.format(new Date(iso)),
    time: (iso) => times.format(new Date(iso)),
  };
};

/**
 * Built on first use, then the same object on every render (it can sit in a hook's dependencies):
 * building an `Intl` format costs far more than using one.
 */
const built = new Map<Language, Formats>();

/**
 * The formats of `language`, for code outside components (a helper that builds a screen's rows);
 * a component reads `useFormat()` instead.
 *
 * @example formatsFor('fra').amount('1234.5') // '1 234,5' (a narrow no-break space)
 */
export const formatsFor = (language: Language): Formats => {
  const known = built.get(language);
  if (known !== undefined) return known;
  const formats = formatsOf(language);
  built.set(language, formats);
  return formats;
};
