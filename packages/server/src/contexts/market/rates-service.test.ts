import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { parseRatesAnswer } from './rates-service.js';

const RATES = {
  CNY: 7.12,
  GBP: 0.76,
  HKD: 7.78,
  JPY: 154.5,
  EUR: 0.86,
  AED: 3.6725,
  THB: 32.4,
  PHP: 58.9,
  SGD: 1.3,
  VND: 26350,
};

const answer = (rates: Record<string, unknown>) => ({ result: 'success', base_code: 'USD', rates });

const texts = (parsed: ReturnType<typeof parseRatesAnswer>) =>
  E.map((rates: readonly { code: string; rate: { toFixed(): string } }[]) =>
    Object.fromEntries(rates.map(({ code, rate }) => [code, rate.toFixed()])),
  )(parsed);

describe('parseRatesAnswer', () => {
  it('reads every fiat rate through its decimal text, never as a float, in FiatCodes order', () => {
    const parsed = parseRatesAnswer(
      answer({ ...RATES, USD: 1, EUR: 0.1, THB: 1e-7, VND: '26350.25', XAU: null }),
    );
    expect(E.map((rates: readonly { code: string }[]) => rates.map((r) => r.code))(parsed)).toEqual(
      E.right(['USD', 'CNY', 'GBP', 'HKD', 'JPY', 'EUR', 'AED', 'THB', 'PHP', 'SGD', 'VND']),
    );
    expect(texts(parsed)).toMatchObject(E.right({ USD: '1', EUR: '0.1', THB: '0.0000001', VND: '26350.25' }));
  });

  it('takes the dollar as 1, whatever the answer says of it', () => {
    expect(texts(parseRatesAnswer(answer({ ...RATES, USD: 0.99 })))).toMatchObject(E.right({ USD: '1' }));
    expect(texts(parseRatesAnswer(answer(RATES)))).toMatchObject(E.right({ USD: '1' }));
  });

  it.each([
    ['a negative rate', { ...RATES, EUR: -0.86 }, 'no positive finite rate for EUR'],
    ['a zero rate', { ...RATES, JPY: 0 }, 'no positive finite rate for JPY'],
    ['a missing rate', { ...RATES, VND: undefined }, 'no positive finite rate for VND'],
    ['text that is not a number', { ...RATES, GBP: 'NaN' }, 'no positive finite rate for GBP'],
    ['an infinite text', { ...RATES, GBP: 'Infinity' }, 'no positive finite rate for GBP'],
    ['a boolean', { ...RATES, SGD: true }, 'no positive finite rate for SGD'],
  ])('refuses the whole answer for %s', (_, rates, problem) => {
    expect(parseRatesAnswer(answer(rates))).toEqual(E.left(problem));
  });

  it('refuses an answer that is not a success in dollars', () => {
    const refused = E.left('not a successful answer of rates per US dollar');
    expect(parseRatesAnswer({ ...answer(RATES), base_code: 'EUR' })).toEqual(refused);
    expect(parseRatesAnswer({ result: 'error', 'error-type': 'invalid-key' })).toEqual(refused);
    expect(parseRatesAnswer('<html>')).toEqual(refused);
    expect(parseRatesAnswer({ ...answer(RATES), rates: [1, 2] })).toEqual(refused);
  });
});
