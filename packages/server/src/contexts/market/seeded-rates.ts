import type { FiatCode } from '@tessera/core';

/**
 * Reference rates of the fiat currencies of spec §3, in units per US dollar (mid-market, late
 * 2025): what a fresh install answers until the exchange-rate service is first reached, and for
 * good when fetching is off or the machine is offline.
 */
export const SEEDED_FIAT_RATES: Readonly<Record<FiatCode, string>> = {
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
