import { Decimal, formatCompact, isValidAmountText, relativeTime } from '@tessera/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalString } from './arbitraries.js';
import { RUNS } from './settings.js';

/** The number a compact text stands for. */
const shownValue = (text: string): Decimal => {
  const scale = text.endsWith('M') ? 1_000_000 : text.endsWith('K') ? 1_000 : 1;
  return new Decimal(text.replace(/[KM]$/, '')).mul(scale);
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

  it('an amount text is valid exactly when it is a plain number within the decimal limits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9.]{0,24}$/), (text) => {
        const plain = /^(0|[1-9]\d*)(\.\d+)?$/.test(text);
        const decimals = text.split('.')[1]?.length ?? 0;
        const limit = text.startsWith('0') ? 20 : 10;
        expect(isValidAmountText(text)).toBe(plain && decimals <= limit);
      }),
      RUNS,
    );
  });
});
