import type { Decimal } from '../shared/decimal.js';

/** Spec §3: the fiat currencies the app keeps rates for; prices can be shown in any of them. */
export const FiatCodes = [
  'USD',
  'CNY',
  'GBP',
  'HKD',
  'JPY',
  'EUR',
  'AED',
  'THB',
  'PHP',
  'SGD',
  'VND',
] as const;
export type FiatCode = (typeof FiatCodes)[number];

/**
 * What each currency is worth against the US dollar: its units per dollar. Filled as the exchange
 * answers; a currency it has no rate for is missing.
 */
export type FiatRates = Readonly<Partial<Record<FiatCode, Decimal>>>;

/** Spec §3: `fiat.currency_code` defaults to USD. */
export const DEFAULT_FIAT: FiatCode = 'USD';

export const isFiatCode = (value: unknown): value is FiatCode =>
  typeof value === 'string' && (FiatCodes as readonly string[]).includes(value);

/** Reads a fiat code from anything (storage, a query string); unknown values give the default. */
export const fiatOr = (value: unknown, fallback: FiatCode = DEFAULT_FIAT): FiatCode =>
  isFiatCode(value) ? value : fallback;
