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

  it('every JSON answer reads as spec §7 says: success, 999, 998, a rejection, or a Decode failure', () => {
    /** The class of an answer, from the words of spec §7 and the envelope's documented shape. */
    const expected = (raw: unknown) => {
      if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return 'Decode';
      const { type, code, message } = raw as Record<string, unknown>;
      const scalar = (v: unknown) => v === undefined || typeof v === 'string' || typeof v === 'number';
      if (!scalar(type) || !scalar(code)) return 'Decode';
      const text = typeof message === 'string' ? message : '';
      if (type === 'ok' || code === 1 || code === '1') return E.right(message);
      if (type === 999 || type === '999') return E.left(Failures.notLoggedIn(text));
      if (type === 998 || type === '998') return E.left(Failures.notVerified(text));
      return E.left(Failures.rejected(code === undefined ? 'UNKNOWN' : String(code), text));
    };
    const envelope = fc.record(
      {
        type: fc.oneof(
          fc.constantFrom('ok', 999, '999', 998, '998', 'error', 0, null),
          fc.string(),
          fc.integer(),
        ),
        code: fc.oneof(fc.constantFrom(1, '1', 0, '0', 'WALLET.X', null), fc.string()),
        message: fc.jsonValue(),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), envelope), (raw) => {
        const result = interpretEnvelope(raw, t.unknown);
        const want = expected(raw);
        if (want === 'Decode') expect(E.isLeft(result) && result.left.kind).toBe('Decode');
        else expect(result).toEqual(want);
      }),
      RUNS,
    );
  });

  it('a success carrying a ticker decodes its decimals from strings, and a malformed one names the field', () => {
    const isoTime = fc
      .integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) })
      .map((ms) => new Date(ms).toISOString());
    const wire = fc.record({
      symbol: fc.constantFrom('BTC/USDT', 'ETH/USDT'),
      currency_name: fc.constantFrom('BTC', 'ETH'),
      legal_name: fc.constant('USDT'),
      now_price: decimalText,
      change: decimalText,
      high: decimalText,
      low: decimalText,
      volume: decimalText,
      updated_at: isoTime,
    });
    fc.assert(
      fc.property(wire, fc.constantFrom('now_price', 'volume', 'updated_at'), (quote, broken) => {
        const decoded = interpretEnvelope({ type: 'ok', message: quote }, QuoteCodec);
        expect(E.isRight(decoded)).toBe(true);
        if (E.isRight(decoded)) {
          expect(decoded.right.symbol).toBe(quote.symbol);
          expect(decoded.right.now_price.eq(decimal(quote.now_price))).toBe(true);
          expect(decoded.right.volume.eq(decimal(quote.volume))).toBe(true);
          expect(decoded.right.updated_at).toBe(quote.updated_at);
        }
        // A JSON number where the contract promises a string is refused, never trusted.
        const malformed = interpretEnvelope({ code: 1, message: { ...quote, [broken]: 1.5 } }, QuoteCodec);
        expect(malformed).toEqual(
          E.left(
            Failures.decode([`${broken}: expected ${broken === 'updated_at' ? 'IsoTime' : 'DecimalString'}`]),
          ),
        );
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
