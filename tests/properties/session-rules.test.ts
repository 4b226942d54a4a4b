import { decimal, tickDirection, validateCode, validateConfirmation, validatePassword } from '@tessera/core';
import fc from 'fast-check';
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { RUNS } from './settings.js';

describe('session rule properties', () => {
  it('a code is accepted exactly when it is six ASCII digits (spec §5, §9: code length 6)', () => {
    const digit = fc.constantFrom(...'0123456789');
    const digits = (minLength: number, maxLength: number) =>
      fc.array(digit, { minLength, maxLength }).map((chars) => chars.join(''));
    // Characters that look like or count as digits elsewhere: full-width, Arabic-Indic, superscript.
    const notAsciiDigit = fc.oneof(
      fc.constantFrom(' ', '-', '+', '.', 'a', 'O', 'l', '０', '٣', '²', '\n'),
      fc.string({ minLength: 1, maxLength: 1 }).filter((c) => !'0123456789'.includes(c)),
    );
    const sixDigits = digits(6, 6);
    const wrongLength = fc.oneof(digits(0, 5), digits(7, 12));
    const oneBadCharacter = fc
      .tuple(sixDigits, fc.integer({ min: 0, max: 5 }), notAsciiDigit)
      .map(([code, at, bad]) => `${code.slice(0, at)}${bad}${code.slice(at + 1)}`);
    const padded = fc
      .tuple(sixDigits, fc.constantFrom(' ', '\t', '0'))
      .chain(([code, pad]) => fc.constantFrom(`${pad}${code}`, `${code}${pad}`));
    fc.assert(
      fc.property(sixDigits, (code) => {
        expect(validateCode(code)).toEqual(E.right(code));
      }),
      RUNS,
    );
    fc.assert(
      fc.property(fc.oneof(wrongLength, oneBadCharacter, padded), (code) => {
        const result = validateCode(code);
        expect(E.isLeft(result) && result.left.code).toBe('SESSION.CODE_FORMAT');
        expect(E.isLeft(result) && result.left.params).toEqual({ length: 6 });
      }),
      RUNS,
    );
  });

  it('a password is accepted when longer than six characters (spec §5), up to 64, refused otherwise', () => {
    // A character no common-password list holds, so only the length decides.
    const rare = fc.constantFrom('§', 'ŧ', 'ß', '✓');
    const ofLength = (min: number, max: number) =>
      fc
        .tuple(fc.integer({ min, max }), rare)
        .chain(([length, mark]) =>
          fc
            .string({ minLength: length - 1, maxLength: length - 1 })
            .map((rest) => `${rest.slice(0, length >> 1)}${mark}${rest.slice(length >> 1)}`),
        );
    fc.assert(
      fc.property(ofLength(7, 64), (password) => {
        expect(validatePassword(password)).toEqual(E.right(password));
      }),
      RUNS,
    );
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 6 }), ofLength(65, 200)), (password) => {
        const result = validatePassword(password);
        expect(E.isLeft(result) && result.left.code).toBe('SESSION.PASSWORD_LENGTH');
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
