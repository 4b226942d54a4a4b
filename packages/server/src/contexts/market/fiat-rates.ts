import { Decimal, type FiatCode, FiatCodes } from '@tessera/core';

/**
 * Reference rates of the fiat currencies of spec §3, in units per US dollar (mid-market, late
 * 2025). Like the prices of the simulated market, they stand in for a live source: the spec's
 * public exchange-rate service, read at most once a day, replaces this table when the exchange
 * connects one.
 */
const REFERENCE_RATES: Readonly<Record<FiatCode, string>> = {
  USD: '1',
  CNY: '7.12',
  GBP: '0.76',
  HKD: '7.78',
  JPY: '154.5',
  EUR: '0.86',
  AED: '3.6725',
  THB: '32.4',
  PHP: '58.9',
  SGD: '1.30',
  VND: '26350',
};

/** The rates as `/wallet/getRateCurrency` answers them. */
export const fiatRates = (): { currency_code: FiatCode; rate: Decimal }[] =>
  FiatCodes.map((code) => ({ currency_code: code, rate: fiatRateOf(code) }));

/** Units of one fiat currency per US dollar. */
export const fiatRateOf = (code: FiatCode): Decimal => new Decimal(REFERENCE_RATES[code]);
