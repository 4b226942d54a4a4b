import type { Decimal, FuturesMarket } from '@tessera/core';
import type { AccountRef, Posting } from '../wallet/index.js';

/** The margin account a market's positions draw on: `futures` or `stock`, in the margin asset. */
export const marginAccount = (
  userId: number,
  market: Pick<FuturesMarket, 'account' | 'marginAsset'>,
): AccountRef => ({
  user: userId,
  wallet: market.account,
  asset: market.marginAsset,
});

const fees = (asset: string): AccountRef => ({ platform: 'fees', asset });

/** The counterparty of every position of a kind: the house's `futures` or `stock` account. */
const house = (market: Pick<FuturesMarket, 'account' | 'marginAsset'>): AccountRef => ({
  platform: market.account,
  asset: market.marginAsset,
});

/** A journal's postings without the zero ones (a fee of nothing, nothing returned). */
const nonZero = (postings: Posting[]): Posting[] => postings.filter((posting) => !posting.amount.isZero());

type Side = Pick<FuturesMarket, 'account' | 'marginAsset'>;

/** A position opened at once: margin frozen, the opening fee to the fees account. */
export const openPostings = (userId: number, market: Side, margin: Decimal, fee: Decimal): Posting[] => {
  const account = marginAccount(userId, market);
  return nonZero([
    { account, amount: margin.plus(fee).negated() },
    { account, bucket: 'frozen', amount: margin },
    { account: fees(market.marginAsset), amount: fee },
  ]);
};

/** A limit order placed: margin and opening fee frozen until it opens or is cancelled. */
export const pendingPostings = (userId: number, market: Side, margin: Decimal, fee: Decimal): Posting[] => {
  const account = marginAccount(userId, market);
  return [
    { account, amount: margin.plus(fee).negated() },
    { account, bucket: 'frozen', amount: margin.plus(fee) },
  ];
};

/**
 * A fee taken from a position's frozen margin: a limit order's opening fee once it opens, an
 * overnight fee.
 */
export const frozenFeePostings = (userId: number, market: Side, fee: Decimal): Posting[] =>
  nonZero([
    { account: marginAccount(userId, market), bucket: 'frozen', amount: fee.negated() },
    { account: fees(market.marginAsset), amount: fee },
  ]);

/** A waiting limit order cancelled: margin and fee back to available. */
export const cancelPostings = (userId: number, market: Side, margin: Decimal, fee: Decimal): Posting[] => {
  const account = marginAccount(userId, market);
  return [
    { account, bucket: 'frozen', amount: margin.plus(fee).negated() },
    { account, amount: margin.plus(fee) },
  ];
};

/**
 * A position closed, as core's `futuresCloseSettlement` divides its margin: what comes back to
 * available, the closing fee, and the house's side (the user's loss in, their profit out).
 */
export const closePostings = (
  userId: number,
  market: Side,
  margin: Decimal,
  settlement: { readonly returned: Decimal; readonly feeCharged: Decimal; readonly house: Decimal },
): Posting[] => {
  const account = marginAccount(userId, market);
  return nonZero([
    { account, bucket: 'frozen', amount: margin.negated() },
    { account, amount: settlement.returned },
    { account: fees(market.marginAsset), amount: settlement.feeCharged },
    { account: house(market), amount: settlement.house },
  ]);
};
