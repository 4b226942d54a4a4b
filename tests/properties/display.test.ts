import {
  Decimal,
  formatChangePercent,
  formatCompact,
  formatPrice,
  isValidAmountText,
  relativeTime,
} from '@tessera/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalString } from './arbitraries.js';
import { RUNS } from './settings.js';

/** Spec §9 number display, largest first: the suffix, what it stands for, and the decimals shown. */
const COMPACT_UNITS = [
  { suffix: 'B', scale: 1_000_000_000, decimals: 2 },
  { suffix: 'M', scale: 1_000_000, decimals: 1 },
  { suffix: 'K', scale: 1_000, decimals: 1 },
  { suffix: '', scale: 1, decimals: 4 },
] as const;

/** The number a compact text stands for. */
const shownValue = (text: string): Decimal => {
  const unit = COMPACT_UNITS.find(({ suffix }) => suffix !== '' && text.endsWith(suffix));
  return new Decimal(unit ? text.slice(0, -1) : text).mul(unit?.scale ?? 1);
};

const value = decimalString({ min: -10_000_000_000n, max: 10_000_000_000n, scale: 6 });

describe('display properties', () => {
  it('compact formatting is monotonic in magnitude and keeps the sign', () => {
    fc.assert(
      fc.property(value, value, (a, b) => {
        const [small, large] = new Decimal(a).abs().lte(new Decimal(b).abs()) ? [a, b] : [b, a];
        expect(
          shownValue(formatCompact(small))
            .abs()
            .lte(shownValue(formatCompact(large)).abs()),
        ).toBe(true);
        if (new Decimal(a).isNegative() && !shownValue(formatCompact(a)).isZero())
          expect(formatCompact(a).startsWith('-')).toBe(true);
      }),
      RUNS,
    );
  });

  it('relative time never goes backwards as time passes', () => {
    const rank = (r: ReturnType<typeof relativeTime>) =>
      r.unit === 'justNow'
        ? 0
        : r.unit === 'minutes'
          ? 1e3 + r.value
          : r.unit === 'hours'
            ? 1e6 + r.value
            : r.unit === 'days'
              ? 1e9 + r.value
              : 1e12;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 10 }), fc.integer({ min: 0, max: 10 ** 10 }), (a, b) => {
        const then = new Date('2020-01-01T00:00:00Z');
        const [early, late] = a <= b ? [a, b] : [b, a];
        expect(rank(relativeTime({ then, now: new Date(then.getTime() + early) }))).toBeLessThanOrEqual(
          rank(relativeTime({ then, now: new Date(then.getTime() + late) })),
        );
      }),
      RUNS,
    );
  });

  it('compact formatting picks the unit by magnitude ("above" each step) and is off by at most half a shown digit', () => {
    const amount = decimalString({ min: -10_000_000_000_000n, max: 10_000_000_000_000n, scale: 6 });
    fc.assert(
      fc.property(amount, (text) => {
        const number = new Decimal(text);
        const unit = COMPACT_UNITS.find(({ scale }) => number.abs().gt(scale)) ?? COMPACT_UNITS[3];
        const shown = formatCompact(text);
        const digits = `\\d+\\.\\d{${unit.decimals}}`;
        expect(shown).toMatch(new RegExp(`^-?${digits}${unit.suffix}$`));
        const halfDigit = new Decimal(10).pow(-unit.decimals).div(2).mul(unit.scale);
        expect(shownValue(shown).abs().minus(number.abs()).abs().lte(halfDigit)).toBe(true);
      }),
      RUNS,
    );
  });

  it('shows the spec §9 examples', () => {
    const examples: [string, string][] = [
      ['1234567', '1.2M'],
      ['1500', '1.5K'],
      ['-1500', '-1.5K'],
      ['1000', '1000.0000'],
      ['1000.0001', '1.0K'],
      ['1000000', '1000.0K'],
      ['1000000.01', '1.0M'],
      ['2103400000', '2.10B'],
      ['-2103400000', '-2.10B'],
      ['1000000000', '1000.0M'],
      ['1000000001', '1.00B'],
      ['1234567890123', '1234.57B'],
      ['999.99995', '1000.0000'],
      ['12.3', '12.3000'],
      ['0', '0.0000'],
    ];
    for (const [input, shown] of examples) expect([input, formatCompact(input)]).toEqual([input, shown]);
  });
});

/** Digits as text, `min`–`max` of them, the first one from `first`. */
const digitsText = (min: number, max: number, first = '0123456789') =>
  fc
    .tuple(
      fc.constantFrom(...first),
      fc.array(fc.constantFrom(...'0123456789'), { minLength: min - 1, maxLength: max - 1 }),
    )
    .map(([head, rest]) => head + rest.join(''));

/** Spec §5: up to 10 decimals after a non-zero start, up to 20 after a leading 0. */
const fromNonZero = (decimals: { min: number; max: number }) =>
  fc
    .tuple(digitsText(1, 12, '123456789'), digitsText(decimals.min, decimals.max))
    .map(([whole, fraction]) => `${whole}.${fraction}`);
const fromZero = (decimals: { min: number; max: number }) =>
  digitsText(decimals.min, decimals.max).map((fraction) => `0.${fraction}`);

const validAmount = fc.oneof(
  digitsText(1, 12, '123456789'),
  fc.constant('0'),
  fromNonZero({ min: 1, max: 10 }),
  fromZero({ min: 1, max: 20 }),
);

const invalidAmount = fc.oneof(
  fromNonZero({ min: 11, max: 30 }),
  fromZero({ min: 21, max: 40 }),
  validAmount.map((text) => `0${text}`),
  validAmount.chain((text) => fc.constantFrom(`-${text}`, `+${text}`, ` ${text}`, `${text} `)),
  validAmount.filter((text) => !text.includes('.')).map((text) => `${text}.`),
  digitsText(1, 10).map((text) => `.${text}`),
  fc.tuple(validAmount, digitsText(1, 3)).map(([text, exponent]) => `${text}e${exponent}`),
  fc
    .tuple(digitsText(1, 6, '123456789'), digitsText(1, 4))
    .map(([whole, fraction]) => `${whole},${fraction}`),
  fromNonZero({ min: 1, max: 5 }).map((text) => `${text}.5`),
  fc.constant(''),
);

describe('amount text (spec §5)', () => {
  it('accepts every plain amount within the decimal limits', () => {
    fc.assert(
      fc.property(validAmount, (text) => {
        expect(isValidAmountText(text)).toBe(true);
      }),
      RUNS,
    );
  });

  it('refuses too many decimals, leading zeros, signs, spaces, exponents, commas and stray points', () => {
    fc.assert(
      fc.property(invalidAmount, (text) => {
        expect(isValidAmountText(text)).toBe(false);
      }),
      RUNS,
    );
  });

  it('draws the line at 10 and 20 decimals', () => {
    const examples: [string, boolean][] = [
      ['1.0123456789', true],
      ['1.01234567891', false],
      ['0.00000000000000000001', true],
      ['0.000000000000000000001', false],
      ['0.5', true],
      ['10', true],
      ['00', false],
      ['01', false],
    ];
    for (const [text, valid] of examples) expect([text, isValidAmountText(text)]).toEqual([text, valid]);
  });
});

describe('prices, changes and relative times, example by example', () => {
  it('prices: thousands separators, two decimals from 100 up and four below, rounded half up', () => {
    const examples: [string, string][] = [
      ['64012.5', '64,012.50'],
      ['1234567.891', '1,234,567.89'],
      ['100', '100.00'],
      ['99.99994', '99.9999'],
      ['99.99995', '100.0000'],
      ['0.51987', '0.5199'],
      ['-100', '-100.00'],
      ['-1234.5', '-1,234.50'],
      ['-99.5', '-99.5000'],
      ['999', '999.00'],
      ['1000', '1,000.00'],
    ];
    for (const [input, shown] of examples) expect([input, formatPrice(input)]).toEqual([input, shown]);
  });

  it('changes: signed when above zero, two decimals, no sign on what shows as 0.00', () => {
    const examples: [string, string][] = [
      ['1.254', '+1.25%'],
      ['1.255', '+1.26%'],
      ['-0.4', '-0.40%'],
      ['0', '0.00%'],
      ['0.004', '0.00%'],
      ['0.005', '+0.01%'],
      ['-0.005', '-0.01%'],
    ];
    for (const [input, shown] of examples)
      expect([input, formatChangePercent(input)]).toEqual([input, shown]);
  });

  it('relative time: under 300 s just now, then minutes, hours, days below 30 days, then the date (spec §9)', () => {
    const now = new Date('2026-03-31T12:00:00Z');
    const ago = (seconds: number) => relativeTime({ then: new Date(now.getTime() - seconds * 1000), now });
    const examples: [number, ReturnType<typeof relativeTime>][] = [
      [0, { unit: 'justNow' }],
      [-600, { unit: 'justNow' }],
      [299, { unit: 'justNow' }],
      [300, { unit: 'minutes', value: 5 }],
      [3599, { unit: 'minutes', value: 59 }],
      [3600, { unit: 'hours', value: 1 }],
      [86_399, { unit: 'hours', value: 23 }],
      [86_400, { unit: 'days', value: 1 }],
      [30 * 86_400 - 1, { unit: 'days', value: 29 }],
      [30 * 86_400, { unit: 'date', date: '2026-03-01' }],
    ];
    for (const [seconds, shown] of examples) expect([seconds, ago(seconds)]).toEqual([seconds, shown]);
    // Part of a second does not count.
    expect(relativeTime({ then: new Date(now.getTime() - 299_999), now })).toEqual({ unit: 'justNow' });
  });
});
