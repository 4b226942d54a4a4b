import { Decimal, discountedFee, type OrderKind, type OrderSide, type SpotMarket } from '@tessera/core';
import { type AccountRef, balanceAccount, move, type Posting } from '../wallet/index.js';

/** The owner of the house's quotes in the books: no user has id 0. */
export const MARKET_MAKER = 0;

const houseAccount = (asset: string): AccountRef => ({ platform: 'market_maker', asset });
const feesAccount = (asset: string): AccountRef => ({ platform: 'fees', asset });

/** Releasing what an order no longer needs: frozen back to available. None for nothing. */
export const releasePostings = (user: number, asset: string, amount: Decimal): Posting[] =>
  amount.isZero()
    ? []
    : move(balanceAccount(user, asset), balanceAccount(user, asset), amount, {
        from: 'frozen',
        to: 'available',
      });

/** One side of a fill: the user (or the market maker) and, for a user's taker order, its terms. */
export interface FillSide {
  readonly owner: number;
  readonly side: OrderSide;
  readonly kind: OrderKind;
  /** The order's limit price; null for a market order. */
  readonly limit: Decimal | null;
  /** The share of its fees a coupon waives (the order's `fee_discount`); absent: none. */
  readonly feeDiscount?: Decimal;
}

/** What one fill did to one side's order. */
export interface SideMoney {
  /** What the fill took from the order's freeze: spent, and for a buy bettered by the fill price, released. */
  readonly frozenUsed: Decimal;
  readonly fee: Decimal;
  readonly feeAsset: string;
}

export interface FillMoney {
  readonly postings: Posting[];
  readonly taker: SideMoney;
  readonly maker: SideMoney;
  /** The fill's worth in the quote asset. */
  readonly value: Decimal;
}

export interface FillTerms {
  readonly market: SpotMarket;
  readonly price: Decimal;
  readonly amount: Decimal;
  readonly taker: FillSide;
  readonly maker: FillSide;
  /** Decimal places of the base and quote assets: fees are rounded down to them, in the user's favour. */
  readonly basePlaces: number;
  readonly quotePlaces: number;
}

/**
 * The ledger postings of one fill: the buyer's quote (from their freeze) to the seller, the
 * seller's base (from their freeze) to the buyer, each side's fee (a rate of what it receives,
 * rounded down to the asset's decimals, less what a coupon waives of it) to the fees account, and,
 * when a limit buy fills below its limit, the frozen difference back to the buyer. The market
 * maker's side moves through the house's account and pays no fee.
 */
export const fillMoney = (terms: FillTerms): FillMoney => {
  const { market, price, amount } = terms;
  const value = price.times(amount);
  const postings: Posting[] = [];
  const sideMoney = (party: FillSide, rate: Decimal): SideMoney => {
    const house = party.owner === MARKET_MAKER;
    const charged = (of: Decimal, places: number): Decimal => {
      if (house) return new Decimal(0);
      const fee = of.times(rate).toDecimalPlaces(places, Decimal.ROUND_DOWN);
      return party.feeDiscount === undefined
        ? fee
        : discountedFee({ fee, rate: party.feeDiscount, decimals: places }).charged;
    };
    if (party.side === 'buy') {
      const fee = charged(amount, terms.basePlaces);
      const improvement = party.limit === null ? new Decimal(0) : party.limit.minus(price).times(amount);
      if (house) {
        postings.push({ account: houseAccount(market.quote), amount: value.negated() });
        postings.push({ account: houseAccount(market.base), amount });
      } else {
        postings.push({
          account: balanceAccount(party.owner, market.quote),
          bucket: 'frozen',
          amount: value.negated(),
        });
        postings.push({ account: balanceAccount(party.owner, market.base), amount: amount.minus(fee) });
        if (!fee.isZero()) postings.push({ account: feesAccount(market.base), amount: fee });
        postings.push(...releasePostings(party.owner, market.quote, improvement));
      }
      return { frozenUsed: value.plus(improvement), fee, feeAsset: market.base };
    }
    const fee = charged(value, terms.quotePlaces);
    if (house) {
      postings.push({ account: houseAccount(market.base), amount: amount.negated() });
      postings.push({ account: houseAccount(market.quote), amount: value });
    } else {
      postings.push({
        account: balanceAccount(party.owner, market.base),
        bucket: 'frozen',
        amount: amount.negated(),
      });
      postings.push({ account: balanceAccount(party.owner, market.quote), amount: value.minus(fee) });
      if (!fee.isZero()) postings.push({ account: feesAccount(market.quote), amount: fee });
    }
    return { frozenUsed: amount, fee, feeAsset: market.quote };
  };
  const taker = sideMoney(terms.taker, market.takerFeeRate);
  const maker = sideMoney(terms.maker, market.makerFeeRate);
  return { postings, taker, maker, value };
};
