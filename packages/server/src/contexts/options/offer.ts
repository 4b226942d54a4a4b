import { Decimal, type OptionDuration, type OptionMarket, type SpotMarket } from '@tessera/core';

/**
 * The published durations: payout rate and minimum stake per duration. They change only with a
 * release, never through a call; every order keeps the rate it was accepted at.
 */
export const OPTION_DURATIONS: readonly OptionDuration[] = [
  { seconds: 30, payoutRate: new Decimal('0.85'), minStake: new Decimal('10') },
  { seconds: 60, payoutRate: new Decimal('0.85'), minStake: new Decimal('10') },
  { seconds: 120, payoutRate: new Decimal('0.88'), minStake: new Decimal('50') },
  { seconds: 300, payoutRate: new Decimal('0.9'), minStake: new Decimal('100') },
];

/** Stakes are paid in USDT, from the options account. */
export const STAKE_ASSET = 'USDT';

/**
 * An order opens at the newest recorded price only if the feed recorded it this recently: a
 * stalled feed must not open orders at an old price.
 */
export const FRESH_PRICE_MS = 10_000;

/** Options run on the spot markets (crypto against USDT, around the clock); `matchId` is the base coin's id. */
export const optionMarketsOf = (spotMarkets: readonly SpotMarket[]): OptionMarket[] =>
  spotMarkets.map((market) => ({ matchId: market.baseId, symbol: market.symbol }));
