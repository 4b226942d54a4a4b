import * as E from '#fp-ts/Either.js';
import { Decimal } from '../shared/decimal.js';
import { type FieldErrors, type ValidationError, validationError } from '../shared/validation.js';
import { validateAmount } from '../wallet/rules.js';
import { minNextBid, nftPhaseOf } from './calculators.js';
import type {
  BlindBoxSeries,
  NftArtwork,
  NftBidDraft,
  NftListing,
  NftOrder,
  NftResaleDraft,
} from './model.js';

/** The highest price a resale may ask, in the marketplace's currency. */
export const NFT_PRICE_MAX = new Decimal(1_000_000);
/** The longest a resale may run. */
export const NFT_RESALE_MAX_MS = 30 * 86_400_000;
/** How far in the past a resale's start may be (the time the form was filled in). */
const START_GRACE_MS = 60_000;

/** Who is buying or bidding, when, with what available in the balance account (unknown: unchecked). */
export interface NftBuyerContext {
  readonly userId: number;
  /** The exchange's time in milliseconds. */
  readonly now: number;
  readonly available?: Decimal;
}

const insufficient = () => validationError('WALLET.INSUFFICIENT_BALANCE', 'validation.insufficientBalance');

/**
 * A listing taking buyers or bids of `kind` now (spec §5: "item not on sale or ended"), not the
 * user's own.
 */
const saleOpenTo = (
  listing: NftListing,
  kind: NftListing['kind'],
  context: NftBuyerContext,
): E.Either<ValidationError, NftListing> => {
  if (listing.kind !== kind || listing.state !== 'open' || nftPhaseOf(listing, context.now) !== 'started')
    return E.left(validationError('NFT.NOT_ON_SALE', 'nft.notOnSale'));
  if (listing.sellerId === context.userId) return E.left(validationError('NFT.OWN_ITEM', 'nft.ownItem'));
  return E.right(listing);
};

/**
 * Buying at a fixed price (`buyNFT`): a fixed-price listing that has started and not ended, not
 * the user's own, its price covered by the balance when known.
 */
export const validateNftPurchase = (
  listing: NftListing,
  context: NftBuyerContext,
): E.Either<ValidationError, NftListing> =>
  E.chain((open: NftListing) =>
    context.available !== undefined && open.price.gt(context.available)
      ? E.left(insufficient())
      : E.right(open),
  )(saleOpenTo(listing, 'fixed', context));

/**
 * Paying an auction's deposit (`marginNFT`), the condition of bidding: a running auction, not the
 * user's own, not paid before, the deposit covered by the balance when known.
 */
export const validateNftDeposit = (
  listing: NftListing,
  context: NftBuyerContext & { readonly deposited: boolean },
): E.Either<ValidationError, NftListing> =>
  E.chain((open: NftListing) => {
    if (context.deposited) return E.left(validationError('NFT.DEPOSIT_PAID', 'nft.depositPaid'));
    if (context.available !== undefined && (open.deposit ?? new Decimal(0)).gt(context.available))
      return E.left(insufficient());
    return E.right(open);
  })(saleOpenTo(listing, 'auction', context));

/** The bid sheet as filled in. */
export interface NftBidForm {
  readonly listingId: number;
  readonly amount: string;
}

/**
 * A bid (`auctionNFT`; spec §5 "bid must exceed current bid"): a running auction, not the user's
 * own, the deposit paid, an amount in the currency's decimals of at least `minNextBid` (the start
 * price first, then the current bid plus the increment).
 *
 * @example validateNftBid({ listingId: 4, amount: '160' }, { listing, userId: 3, now, deposited: true, decimals: 2 }) // right({ listingId: 4, amount: 160 })
 */
export const validateNftBid = (
  form: NftBidForm,
  context: NftBuyerContext & {
    readonly listing: NftListing;
    readonly deposited: boolean;
    readonly decimals: number;
  },
): E.Either<FieldErrors<'listing' | 'amount'>, NftBidDraft> => {
  const { listing } = context;
  const open = saleOpenTo(listing, 'auction', context);
  if (E.isLeft(open)) return E.left({ listing: open.left });
  if (!context.deposited)
    return E.left({ listing: validationError('NFT.DEPOSIT_REQUIRED', 'nft.depositRequired') });
  const minimum = minNextBid({
    startPrice: listing.price,
    currentBid: listing.currentBid,
    increment: listing.increment ?? new Decimal(0),
  });
  const amount = validateAmount(form.amount.trim(), { precision: context.decimals });
  if (E.isLeft(amount)) return E.left({ amount: amount.left });
  if (amount.right.lt(minimum))
    return E.left({
      amount: validationError('NFT.BID_TOO_LOW', 'nft.bidTooLow', { minimum: minimum.toFixed() }),
    });
  return E.right({ listingId: listing.id, amount: amount.right });
};

/** The resale sheet as filled in; the times as ISO 8601 (or what a date picker gives). */
export interface NftResaleForm {
  readonly artworkId: number;
  readonly price: string;
  readonly increment: string;
  readonly startsAt: string;
  readonly endsAt: string;
}

export type NftResaleField = 'artwork' | 'price' | 'increment' | 'startsAt' | 'endsAt';

/**
 * A resale (`resellNFT`; spec §4, §5): an artwork the user owns and is not selling already, put up
 * for auction at a start price of at most `NFT_PRICE_MAX` with an increment above zero and not
 * above the price, from now (a minute's grace for the time the form took) to an end later than
 * the start and at most 30 days after it. A resale cannot be withdrawn once listed. Every wrong
 * field at once.
 */
export const validateNftResale = (
  form: NftResaleForm,
  context: {
    readonly artwork: Pick<NftArtwork, 'id' | 'ownerId'> & {
      readonly listing: Pick<NftListing, 'state'> | null;
    };
    readonly userId: number;
    readonly now: number;
    readonly decimals: number;
  },
): E.Either<FieldErrors<NftResaleField>, NftResaleDraft> => {
  const { artwork } = context;
  if (artwork.ownerId !== context.userId)
    return E.left({ artwork: validationError('NFT.NOT_OWNER', 'nft.notOwner') });
  if (
    artwork.listing !== null &&
    (artwork.listing.state === 'open' || artwork.listing.state === 'awaiting_payment')
  )
    return E.left({ artwork: validationError('NFT.ALREADY_LISTED', 'nft.alreadyListed') });
  const errors: FieldErrors<NftResaleField> = {};
  const price = validateAmount(form.price.trim(), { precision: context.decimals });
  if (E.isLeft(price)) errors.price = price.left;
  else if (price.right.gt(NFT_PRICE_MAX))
    errors.price = validationError('NFT.PRICE_ABOVE_MAX', 'nft.priceAboveMax', {
      maximum: NFT_PRICE_MAX.toFixed(),
    });
  const increment = validateAmount(form.increment.trim(), { precision: context.decimals });
  if (E.isLeft(increment)) errors.increment = increment.left;
  else if (E.isRight(price) && increment.right.gt(price.right))
    errors.increment = validationError('NFT.INCREMENT_ABOVE_PRICE', 'nft.incrementAbovePrice');
  const startsAt = Date.parse(form.startsAt);
  const endsAt = Date.parse(form.endsAt);
  if (Number.isNaN(startsAt) || startsAt < context.now - START_GRACE_MS)
    errors.startsAt = validationError('NFT.START_TIME', 'nft.startTime');
  if (Number.isNaN(endsAt)) errors.endsAt = validationError('NFT.END_TIME', 'nft.endTime');
  else if (!Number.isNaN(startsAt) && endsAt <= startsAt)
    errors.endsAt = validationError('NFT.END_BEFORE_START', 'nft.endBeforeStart');
  else if (!Number.isNaN(startsAt) && endsAt - startsAt > NFT_RESALE_MAX_MS)
    errors.endsAt = validationError('NFT.TOO_LONG', 'nft.tooLong', { days: NFT_RESALE_MAX_MS / 86_400_000 });
  if (Object.keys(errors).length > 0 || E.isLeft(price) || E.isLeft(increment)) return E.left(errors);
  return E.right({
    artworkId: artwork.id,
    price: price.right,
    increment: increment.right,
    startsAt: new Date(Math.max(startsAt, context.now)).toISOString(),
    endsAt: new Date(endsAt).toISOString(),
  });
};

/**
 * Buying a blind box: a series on sale now with a box left, its price covered by the balance when
 * known.
 */
export const validateBlindBoxPurchase = (
  series: BlindBoxSeries,
  context: Omit<NftBuyerContext, 'userId'>,
): E.Either<ValidationError, BlindBoxSeries> => {
  if (nftPhaseOf(series, context.now) !== 'started')
    return E.left(validationError('NFT.NOT_ON_SALE', 'nft.notOnSale'));
  if (series.sold >= series.size) return E.left(validationError('NFT.SOLD_OUT', 'nft.soldOut'));
  if (context.available !== undefined && series.price.gt(context.available)) return E.left(insufficient());
  return E.right(series);
};

/**
 * Paying a won auction (`payNFTOrder`): an order still awaiting payment before its deadline
 * (spec §9: a day after the end), its amount covered by the balance when known.
 *
 * @example validateNftPayment(order, { now: Date.parse(order.payBy) }) // left(NFT.PAYMENT_CLOSED)
 */
export const validateNftPayment = <O extends Pick<NftOrder, 'state' | 'payBy' | 'amount'>>(
  order: O,
  context: Omit<NftBuyerContext, 'userId'>,
): E.Either<ValidationError, O> => {
  if (order.state !== 'awaiting_payment' || Date.parse(order.payBy) <= context.now)
    return E.left(validationError('NFT.PAYMENT_CLOSED', 'nft.paymentClosed'));
  if (context.available !== undefined && order.amount.gt(context.available)) return E.left(insufficient());
  return E.right(order);
};
