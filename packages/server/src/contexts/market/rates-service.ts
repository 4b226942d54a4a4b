import { Decimal, type FiatCode, FiatCodes } from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import * as RA from 'fp-ts/lib/ReadonlyArray.js';
import * as t from 'io-ts';
import type { FiatRate } from './fx-rates.js';

/**
 * A rate as the service writes it: a JSON number, read through its shortest decimal text so it is
 * never kept as a float (or a decimal string); it must be positive and finite.
 */
const Rate = new t.Type<Decimal, string, unknown>(
  'a positive finite rate',
  (u): u is Decimal => u instanceof Decimal,
  (u, c) => {
    const text = typeof u === 'number' ? String(u) : typeof u === 'string' ? u.trim() : undefined;
    if (text === undefined || !/^[0-9]/.test(text)) return t.failure(u, c);
    try {
      const rate = new Decimal(text);
      return rate.isFinite() && rate.gt(0) ? t.success(rate) : t.failure(u, c);
    } catch {
      return t.failure(u, c);
    }
  },
  (rate) => rate.toFixed(),
);

/**
 * The answer of open.er-api.com (ExchangeRate-API's open access), or of a service answering alike.
 * Sample: `{ "result": "success", "base_code": "USD", "time_last_update_unix": 1763510401,
 * "rates": { "USD": 1, "AED": 3.6725, "EUR": 0.862, "JPY": 155.2, "VND": 26345.5, … } }`.
 * Only the rates of our currencies are read, so an odd rate of another one does not matter.
 */
const RatesAnswer = t.type({
  result: t.literal('success'),
  base_code: t.literal('USD'),
  rates: t.UnknownRecord,
});

/**
 * The rates of every fiat currency in the service's answer, or why it cannot be used: all of them
 * or none, so a half-broken answer never mixes with the stored rates.
 */
export const parseRatesAnswer = (answer: unknown): E.Either<string, readonly FiatRate[]> => {
  const decoded = RatesAnswer.decode(answer);
  if (E.isLeft(decoded)) return E.left('not a successful answer of rates per US dollar');
  const { rates } = decoded.right;
  return RA.traverse(E.Applicative)(
    (code: FiatCode): E.Either<string, FiatRate> =>
      // The base is one by definition, whatever the answer says of it.
      code === 'USD'
        ? E.right({ code, rate: new Decimal(1) })
        : E.bimap(
            () => `no positive finite rate for ${code}`,
            (rate: Decimal) => ({ code, rate }),
          )(Rate.decode(rates[code])),
  )(FiatCodes);
};
