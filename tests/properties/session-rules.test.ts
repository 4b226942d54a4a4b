import { decimal, tickDirection, validateCode, validateConfirmation, validatePassword } from '@tessera/core';
import fc from 'fast-check';
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { RUNS } from './settings.js';

describe('session rule properties', () => {
  it('a code is accepted exactly when it is six ASCII digits', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), (text) => {
        expect(E.isRight(validateCode(text))).toBe(/^[0-9]{6}$/.test(text));
      }),
      RUNS,
    );
  });

  it('a password is accepted exactly when it is longer than six characters (up to 64)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        expect(E.isRight(validatePassword(text))).toBe(text.length > 6 && text.length <= 64);
      }),
      RUNS,
    );
  });

  it('a confirmation passes only when it equals the password', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        expect(E.isRight(validateConfirmation(a, b))).toBe(a === b);
      }),
      RUNS,
    );
  });

  it('tick direction is antisymmetric: a rise one way is a fall the other', () => {
    const price = fc.integer({ min: 1, max: 10 ** 9 }).map((n) => decimal(`${n}.5`));
    fc.assert(
      fc.property(price, price, (a, b) => {
        const there = tickDirection(a, b);
        const back = tickDirection(b, a);
        expect(there === 'flat' ? back === 'flat' : there !== back && back !== 'flat').toBe(true);
      }),
      RUNS,
    );
  });
});
