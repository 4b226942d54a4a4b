import type { Decimal, FiatCode } from '@tessera/core';

/** One fiat currency's reference rate: its units per US dollar. */
export interface FiatRate {
  readonly code: FiatCode;
  readonly rate: Decimal;
}

/**
 * Where the fiat reference rates of spec §3 come from: what `/wallet/getRateCurrency` answers. The
 * default adapter (`DailyFxRates`) keeps them in the database and refreshes them from a public
 * exchange-rate service at most once a day.
 */
export interface FxRates {
  /** Every currency's latest rate, in the order of core's `FiatCodes`. */
  current(): Promise<readonly FiatRate[]>;
  /** One currency's latest rate, e.g. to show balances in it. */
  rateOf(code: FiatCode): Promise<Decimal>;
}
