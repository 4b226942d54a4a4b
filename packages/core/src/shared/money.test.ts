import { describe, expect, it } from 'vitest';
import * as E from '#fp-ts/Either.js';
import { parseDecimal } from './decimal.js';
import { amountOf, roundForCredit } from './money.js';

describe('amountOf', () => {
  it('reads any finite decimal by default', () => {
    expect(amountOf('-1.5', 'x').toString()).toBe('-1.5');
    expect(amountOf('0', 'x').toString()).toBe('0');
  });

  it('takes 0 (even -0) but no negative number where a non-negative one is required', () => {
    expect(amountOf('0', 'x', 'nonNegative').toString()).toBe('0');
    expect(amountOf('-0', 'x', 'nonNegative').isZero()).toBe(true);
    expect(() => amountOf('-0.000001', 'fee', 'nonNegative')).toThrow(
      'fee must not be negative, got -0.000001',
    );
  });

  it('refuses 0 and below where a positive number is required', () => {
    expect(amountOf('0.000001', 'x', 'positive').toString()).toBe('0.000001');
    expect(() => amountOf('0', 'price', 'positive')).toThrow('price must be positive, got 0');
    expect(() => amountOf('-0', 'price', 'positive')).toThrow(RangeError);
    expect(() => amountOf('-2', 'price', 'positive')).toThrow('price must be positive, got -2');
  });

  it('refuses text that is not a finite decimal, naming the argument', () => {
    expect(() => amountOf('abc', 'stake')).toThrow('stake must be a finite decimal, got abc');
    expect(() => amountOf('Infinity', 'stake')).toThrow('stake must be a finite decimal, got Infinity');
    expect(() => amountOf('NaN', 'stake')).toThrow(RangeError);
  });
});

describe('roundForCredit', () => {
  it('rounds down to the precision and keeps the rest as dust', () => {
    const { credited, dust } = roundForCredit({ amount: '1.23456789', precision: 4 });
    expect([credited.toString(), dust.toString()]).toEqual(['1.2345', '0.00006789']);
    const whole = roundForCredit({ amount: '9.99', precision: 0 });
    expect([whole.credited.toString(), whole.dust.toString()]).toEqual(['9', '0.99']);
  });

  it('refuses a negative amount and a precision that is not a whole number ≥ 0', () => {
    expect(() => roundForCredit({ amount: '-1', precision: 2 })).toThrow('amount must not be negative');
    expect(() => roundForCredit({ amount: '1', precision: -1 })).toThrow('precision must be a whole number');
    expect(() => roundForCredit({ amount: '1', precision: 1.5 })).toThrow('precision must be a whole number');
  });
});

describe('parseDecimal', () => {
  it('reads plain decimals, trimmed', () => {
    const examples: [string, string][] = [
      ['12.5', '12.5'],
      [' -0.25 ', '-0.25'],
      ['0', '0'],
      [
        '100000000000000000000000.000000000000000000000001',
        '100000000000000000000000.000000000000000000000001',
      ],
    ];
    for (const [text, value] of examples) expect(E.map(String)(parseDecimal(text))).toEqual(E.right(value));
  });

  it('refuses exponents, blanks, NaN, Infinity, leading zeros and stray points', () => {
    for (const text of ['1e5', '', ' ', 'NaN', 'Infinity', '01', '.5', '5.', '+1', '1,5', '--1'])
      expect([text, parseDecimal(text)]).toEqual([
        text,
        E.left({ code: 'SHARED.INVALID_DECIMAL', messageKey: 'validation.invalidNumber' }),
      ]);
  });
});
