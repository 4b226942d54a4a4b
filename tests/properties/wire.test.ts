import { DecimalString, IntFromInput, interpretEnvelope, QuoteCodec } from '@tessera/contract';
import { decimal, Failures } from '@tessera/core';
import fc from 'fast-check';
import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { describe, expect, it } from 'vitest';
import { RUNS } from './settings.js';

const decimalText = fc
  .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.option(fc.stringMatching(/^\d{1,18}$/)))
  .map(
    ([negative, whole, fraction]) =>
      `${negative && (whole > 0n || fraction) ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`,
  );

describe('wire properties', () => {
  it('a decimal survives encode(decode(text)) exactly, however many digits it has', () => {
    fc.assert(
      fc.property(decimalText, (text) => {
        const decoded = DecimalString.decode(text);
        expect(E.isRight(decoded)).toBe(true);
        if (E.isRight(decoded))
          expect(decimal(DecimalString.encode(decoded.right)).eq(decimal(text))).toBe(true);
      }),
      RUNS,
    );
  });

  it('numbers in decimal fields are refused rather than trusted', () => {
    fc.assert(
      fc.property(fc.double(), (n) => {
        expect(E.isLeft(DecimalString.decode(n))).toBe(true);
      }),
      RUNS,
    );
  });

  it('form text and JSON numbers decode to the same integer', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (n) => {
        expect(IntFromInput.decode(String(n))).toEqual(IntFromInput.decode(n));
      }),
      RUNS,
    );
  });

  it('interpreting any JSON answer never throws and always gives a Failure or a value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (raw) => {
        const result = interpretEnvelope(raw, QuoteCodec);
        expect(E.isLeft(result) || E.isRight(result)).toBe(true);
      }),
      RUNS,
    );
  });

  it('any type other than ok, 999 and 998 is a Rejected failure carrying the message', () => {
    const type = fc.oneof(fc.string(), fc.integer()).filter((v) => !['ok', '999', '998'].includes(String(v)));
    fc.assert(
      fc.property(type, fc.string(), fc.string(), (kind, code, message) => {
        fc.pre(code !== '1');
        expect(interpretEnvelope({ type: kind, code, message }, t.unknown)).toEqual(
          E.left(Failures.rejected(code, message)),
        );
      }),
      RUNS,
    );
  });
});
