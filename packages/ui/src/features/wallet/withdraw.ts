import {
  type AssetNetwork,
  btcEquivalent,
  type Convertible,
  type Decimal,
  validateAmount,
  type WithdrawalDestination,
  withdrawalQuote,
} from '@tessera/core';
import { rightOf } from '../../app/either';

/** The asset the 24-hour withdrawal limit is stated in (spec §6), whatever is withdrawn. */
const LIMIT_ASSET = 'BTC';

/**
 * What a typed amount would cost and deliver on `network` (core's `withdrawalQuote`), as soon as it
 * is a valid amount of at least the minimum; undefined before that. The balance is not checked
 * here: what would arrive is worth showing even for more than is available.
 */
export const previewWithdrawal = (
  amount: string,
  limits: { readonly precision: number; readonly network: AssetNetwork },
): { readonly fee: Decimal; readonly receive: Decimal } | undefined => {
  const valid = rightOf(
    validateAmount(amount, { precision: limits.precision, minimum: limits.network.withdrawMinimum }),
  );
  return valid === undefined
    ? undefined
    : withdrawalQuote({ amount: valid, fee: limits.network.withdrawFee });
};

/**
 * What a withdrawal of `amount` of `asset` counts toward the 24-hour limit, in BTC at the feed's
 * prices (core's `btcEquivalent`, as the exchange counts it); undefined without both prices.
 */
export const countedInBtc = (
  amount: Decimal,
  asset: string,
  prices: readonly Convertible[],
): Decimal | undefined => {
  const price = prices.find((candidate) => candidate.asset === asset)?.priceUsdt;
  const btcPrice = prices.find((candidate) => candidate.asset === LIMIT_ASSET)?.priceUsdt;
  return price === undefined || btcPrice === undefined
    ? undefined
    : btcEquivalent({ amount, priceUsdt: price, btcPriceUsdt: btcPrice });
};

/** Whether two destinations are the same place (the radio that is checked). */
export const sameDestination = (a: WithdrawalDestination | null, b: WithdrawalDestination): boolean =>
  a !== null &&
  (a.kind === 'address'
    ? b.kind === 'address' && a.addressId === b.addressId
    : b.kind === 'bank' && a.card === b.card);
