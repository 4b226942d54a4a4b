import { Decimal, type DecimalInput } from './decimal.js';

const BILLION = new Decimal(1_000_000_000);
const MILLION = new Decimal(1_000_000);
const THOUSAND = new Decimal(1_000);

/**
 * The most decimals `Intl.NumberFormat` writes everywhere the app runs: ES2023 allows 100, but
 * Node 20's engine still refuses more than 20 (a ledger amount has fewer).
 */
const MAX_FRACTION_DIGITS = 20;

/** How a number is written apart from its digits: grouping, sign, percent. */
type NumberStyle = Pick<Intl.NumberFormatOptions, 'useGrouping' | 'signDisplay' | 'style'>;

/** Building an `Intl.NumberFormat` costs far more than using one, and lists of prices re-render on every push. */
const numberFormats = new Map<string, Intl.NumberFormat>();

const numberFormat = (locale: string, fractionDigits: number, style: NumberStyle): Intl.NumberFormat => {
  const key = `${locale}|${fractionDigits}|${style.useGrouping}|${style.signDisplay}|${style.style}`;
  const known = numberFormats.get(key);
  if (known !== undefined) return known;
  const format = new Intl.NumberFormat(locale, {
    ...style,
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });
  numberFormats.set(key, format);
  return format;
};

/** How many decimals a plain decimal text has: "1234.50" → 2. */
const decimalsOf = (text: string): number => text.split('.')[1]?.length ?? 0;

/**
 * Plain decimal text, already rounded by decimal.js, as `locale` writes the number (its decimal
 * mark, its grouping, its minus), keeping exactly `fractionDigits` decimals so Intl rounds nothing
 * again. The text reaches Intl as a string, which it reads as an exact decimal: money never passes
 * through a float, so amounts past 2^53 and tiny ones keep every digit.
 */
const localise = (
  text: string,
  locale: string,
  style: NumberStyle = {},
  fractionDigits = decimalsOf(text),
): string => numberFormat(locale, fractionDigits, style).format(text as `${number}`);

/**
 * Spec §9 number display: above 1,000,000 as `M` and above 1,000 as `K` with one decimal,
 * otherwise four decimals; the sign is kept. Above 1,000,000,000 as `B` with two decimals, which
 * the spec does not name: a day's volume of a large market would otherwise read "2103.4M". Rounds
 * half up on the magnitude, so the shown value never decreases as the magnitude grows. The digits
 * are written as `locale` writes them, ungrouped (a compact number is short already); the letters
 * stay the spec's.
 *
 * @example formatCompact('2103400000') // '2.10B'
 * @example formatCompact('1234567') // '1.2M'
 * @example formatCompact('-1500')   // '-1.5K'
 * @example formatCompact('12.3')    // '12.3000'
 * @example formatCompact('1234567', 'fr') // '1,2M'
 */
export const formatCompact = (value: DecimalInput, locale = 'en'): string => {
  const number = new Decimal(value);
  const magnitude = number.abs();
  const sign = number.isNegative() && !number.isZero() ? '-' : '';
  const [digits, suffix] = magnitude.gt(BILLION)
    ? [magnitude.div(BILLION).toFixed(2, Decimal.ROUND_HALF_UP), 'B']
    : magnitude.gt(MILLION)
      ? [magnitude.div(MILLION).toFixed(1, Decimal.ROUND_HALF_UP), 'M']
      : magnitude.gt(THOUSAND)
        ? [magnitude.div(THOUSAND).toFixed(1, Decimal.ROUND_HALF_UP), 'K']
        : [magnitude.toFixed(4, Decimal.ROUND_HALF_UP), ''];
  // Intl keeps the minus of a magnitude rounded to zero ("-0.0000"), as the spec keeps the sign.
  return `${localise(`${sign}${digits}`, locale, { useGrouping: false })}${suffix}`;
};

/**
 * A number with `locale`'s thousands separators and exactly `decimals` decimals, rounded half up.
 *
 * @example formatGrouped('1234567.891', 2) // '1,234,567.89'
 * @example formatGrouped('1234567.891', 2, 'de') // '1.234.567,89'
 */
export const formatGrouped = (value: DecimalInput, decimals: number, locale = 'en'): string =>
  localise(new Decimal(value).toFixed(decimals, Decimal.ROUND_HALF_UP), locale);

/**
 * An amount of an asset as an input holds it: plain digits, at most `precision` decimals, no
 * trailing zeros. Rounded down, so an "all" button never types more than there is. Never
 * localised: inputs and the server take a dot and no grouping in every language.
 *
 * @example amountText('120.5000001', 6) // '120.5'
 */
export const amountText = (value: DecimalInput, precision: number): string =>
  new Decimal(value).toDecimalPlaces(precision, Decimal.ROUND_DOWN).toFixed();

/** `formatAmount`'s digits, with the sign shown as `signDisplay` says. */
const amountIn = (
  value: DecimalInput,
  precision: number | undefined,
  locale: string,
  signDisplay: 'auto' | 'exceptZero',
): string => {
  const places = Math.min(precision ?? MAX_FRACTION_DIGITS, MAX_FRACTION_DIGITS);
  const shown = new Decimal(value).toDecimalPlaces(places, Decimal.ROUND_DOWN);
  return localise(shown.toFixed(), locale, { signDisplay });
};

/**
 * A change of a balance as a record shows it: signed (a credit with "+"), otherwise as
 * `formatAmount`.
 *
 * @example formatSignedAmount('25', 6) // '+25'
 * @example formatSignedAmount('-0.5', 8) // '-0.5'
 * @example formatSignedAmount('1500.25', 2, 'fr') // '+1 500,25' (a narrow no-break space)
 */
export const formatSignedAmount = (value: DecimalInput, precision: number, locale = 'en'): string =>
  amountIn(value, precision, locale, 'exceptZero');

/**
 * An amount of an asset as shown (a balance, a deposit, what arrives): `locale`'s thousands
 * separators and decimal mark, no trailing zeros, in plain notation however small. With
 * `precision`, at most that many decimals, rounded down so nobody is shown more than they have;
 * without it, every decimal the amount has up to 20 (what the ledger keeps is already at its
 * asset's precision, far fewer).
 *
 * @example formatAmount('1234.500000')    // '1,234.5'
 * @example formatAmount('0.123456789', 6) // '0.123456'
 * @example formatAmount('1234.5', 6, 'fr') // '1 234,5' (a narrow no-break space)
 */
export const formatAmount = (value: DecimalInput, precision?: number, locale = 'en'): string =>
  amountIn(value, precision, locale, 'auto');

/**
 * A money value (what a balance is worth, a total) with `locale`'s thousands separators and
 * `decimals` places, two by default, rounded down: a value is never shown above what it is.
 *
 * @example formatValue('1234.567') // '1,234.56'
 * @example formatValue('0')        // '0.00'
 * @example formatValue('1234.567', 2, 'es') // '1234,56' (Spanish groups from five digits)
 */
export const formatValue = (value: DecimalInput, decimals = 2, locale = 'en'): string =>
  localise(new Decimal(value).toFixed(decimals, Decimal.ROUND_DOWN), locale);

/** From 100 up, two decimals say enough of a price; below, small coins need four. */
export const priceDecimals = (price: DecimalInput): 2 | 4 => (new Decimal(price).abs().gte(100) ? 2 : 4);

/**
 * A last price with `locale`'s thousands separators: two decimals from 100 up, four below (small
 * coins need them), rounded half up.
 *
 * @example formatPrice('64012.5') // '64,012.50'
 * @example formatPrice('0.51987') // '0.5199'
 * @example formatPrice('64012.5', 'de') // '64.012,50'
 */
export const formatPrice = (price: DecimalInput, locale = 'en'): string =>
  formatGrouped(price, priceDecimals(price), locale);

/**
 * A change in percent, two decimals rounded half up, as `locale` writes a percentage: signed when
 * what it shows is not zero, so a change too small to show reads "0.00%" either way (no rise, no
 * fall, as `trendOf` says of "-0.00").
 *
 * @example formatChangePercent('1.254') // '+1.25%'
 * @example formatChangePercent('-0.4')  // '-0.40%'
 * @example formatChangePercent('1.254', 'fr') // '+1,25 %' (a no-break space)
 */
export const formatChangePercent = (percent: DecimalInput, locale = 'en'): string => {
  // Intl's percent style multiplies by 100: the fraction is the rounded percent, point moved, exactly.
  const fraction = new Decimal(percent).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).div(100).toFixed();
  return localise(fraction, locale, { style: 'percent', signDisplay: 'exceptZero' }, 2);
};

/**
 * A rate (a fraction) in percent as `locale` writes percentages, with the decimals it has up to
 * two: a payout rate or an expected return as the offer publishes it, never rounded to look
 * better. The rate reaches `Intl` as decimal text, so no float rounds it on the way.
 *
 * @example formatRate('0.85')           // '85%'
 * @example formatRate('-0.075')         // '-7.5%'
 * @example formatRate('-0.075', 'fr')   // '-7,5 %' (a no-break space)
 */
export const formatRate = (rate: DecimalInput, locale = 'en'): string =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
    `${new Decimal(rate).toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toFixed()}` as `${number}`,
  );

/** How long ago something happened, as data; the UI words it in the user's language. */
export type RelativeTime =
  | { readonly unit: 'justNow' }
  | { readonly unit: 'minutes' | 'hours' | 'days'; readonly value: number }
  | { readonly unit: 'date'; readonly date: string };

const MINUTE_S = 60;
const HOUR_S = 60 * MINUTE_S;
const DAY_S = 24 * HOUR_S;
/** Spec §9: under 300 s is "just now"; after 30 days a date is clearer than a count. */
export const JUST_NOW_SECONDS = 300;
export const RELATIVE_DAYS_LIMIT = 30;

/**
 * Spec §9 relative time. `now` is an argument (calculators never read the clock); a time in the
 * future (clock skew between devices) reads as "just now".
 *
 * @example relativeTime({ then: new Date('2026-01-01T10:00:00Z'), now: new Date('2026-01-01T12:30:00Z') })
 * // { unit: 'hours', value: 2 }
 */
export const relativeTime = ({ then, now }: { then: Date; now: Date }): RelativeTime => {
  const seconds = Math.floor((now.getTime() - then.getTime()) / 1000);
  if (seconds < JUST_NOW_SECONDS) return { unit: 'justNow' };
  if (seconds < HOUR_S) return { unit: 'minutes', value: Math.floor(seconds / MINUTE_S) };
  if (seconds < DAY_S) return { unit: 'hours', value: Math.floor(seconds / HOUR_S) };
  if (seconds < RELATIVE_DAYS_LIMIT * DAY_S) return { unit: 'days', value: Math.floor(seconds / DAY_S) };
  return { unit: 'date', date: then.toISOString().slice(0, 10) };
};

const AMOUNT_TEXT = /^(?:[1-9]\d*(?:\.\d{1,10})?|0(?:\.\d{1,20})?)$/;

/**
 * Spec §5 amount pattern: up to 10 decimals when the number starts with a non-zero digit, up to 20
 * after a leading 0 (tiny amounts of expensive coins). No signs, exponents or leading zeros.
 *
 * @example isValidAmountText('12.5') // true
 * @example isValidAmountText('0.00000000000000000001') // true (20 decimals after 0)
 * @example isValidAmountText('1.00000000001') // false (11 decimals)
 */
export const isValidAmountText = (text: string): boolean => AMOUNT_TEXT.test(text);
