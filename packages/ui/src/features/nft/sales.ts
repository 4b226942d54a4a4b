import {
  auctionDepositOutcome,
  type Decimal,
  type DecimalInput,
  minNextBid,
  type NftArtwork,
  type NftBid,
  type NftHeldDeposit,
  type NftListing,
  type NftMessage,
  type NftPhase,
  nftPhaseOf,
  type ValidationError,
  validateNftResale,
} from '@tessera/core';
import { leftOf } from '../../app/either';
import type { Formats } from '../../i18n';
import type { StatusTone } from '../finance/components/StatusBadge';

/** The marketplace's currency and its decimals (`api.nft.currency()`). */
export interface NftCurrency {
  readonly asset: string;
  readonly decimals: number;
}

/** An amount of the marketplace's currency as the screens write it in the user's language: `1,250.5 USDT`. */
export const moneyText = (
  amount: DecimalInput,
  currency: Pick<NftCurrency, 'asset' | 'decimals'>,
  format: Formats,
): string => `${format.amount(amount, currency.decimals)} ${currency.asset}`;

/**
 * Words for the screen: a message key with its parameters (the marketplace's texts), or text the
 * exchange already wrote (a name, a description).
 */
export interface Words {
  readonly key: string;
  readonly params?: Readonly<Record<string, string>>;
}

/** A sale's phase as its badge colours it: not started grey, running blue, ended green. */
export const PHASE_TONES: Readonly<Record<NftPhase, StatusTone>> = {
  not_started: 'muted',
  started: 'active',
  ended: 'done',
};

/**
 * What a card and an artwork's page say of a listing at the exchange's `nowMs`: how it sells, its
 * phase by core's `nftPhaseOf` (an auction waiting for its winner's payment has ended), the figure
 * to show (the fixed price; an auction's current bid, or its start price before any bid), and
 * what its countdown counts down to (the start, then the end; none once ended).
 */
export interface SaleSummary {
  readonly kind: NftListing['kind'];
  readonly phase: NftPhase;
  readonly figure: { readonly labelKey: string; readonly amount: Decimal };
  readonly countdown: { readonly to: 'start' | 'end'; readonly atMs: number } | undefined;
  readonly awaitingPayment: boolean;
}

/** The summary of a listing that sells or has just sold by auction; undefined when it is not on sale. */
export const saleSummaryOf = (listing: NftListing | null, nowMs: number): SaleSummary | undefined => {
  if (listing === null || (listing.state !== 'open' && listing.state !== 'awaiting_payment'))
    return undefined;
  const awaitingPayment = listing.state === 'awaiting_payment';
  const phase = awaitingPayment ? 'ended' : nftPhaseOf(listing, nowMs);
  const figure =
    listing.kind === 'fixed'
      ? { labelKey: 'nft.price', amount: listing.price }
      : listing.currentBid === null
        ? { labelKey: 'nft.startPrice', amount: listing.price }
        : { labelKey: 'nft.currentBid', amount: listing.currentBid };
  const countdown =
    phase === 'not_started'
      ? { to: 'start' as const, atMs: Date.parse(listing.startsAt) }
      : phase === 'started'
        ? { to: 'end' as const, atMs: Date.parse(listing.endsAt) }
        : undefined;
  return { kind: listing.kind, phase, figure, countdown, awaitingPayment };
};

/** The lowest bid an auction takes next (core's `minNextBid`): the start price, then the current bid plus the increment. */
export const nextMinimumBid = (listing: NftListing): Decimal =>
  minNextBid({
    startPrice: listing.price,
    currentBid: listing.currentBid,
    increment: listing.increment ?? '0',
  });

/** Whether the user's deposit for an auction is held: the exchange lists them with their NFTs. */
export const depositPaid = ({
  listingId,
  deposits,
}: {
  listingId: number;
  deposits: readonly Pick<NftHeldDeposit, 'listingId'>[];
}): boolean => deposits.some((deposit) => deposit.listingId === listingId);

/**
 * Whether the user's bid is an auction's current one (the rules never let two bids of an auction
 * be equal, so the bid of that amount is the leader's).
 */
export const leadsAuction = (
  listing: Pick<NftListing, 'id' | 'currentBid'>,
  myBids: readonly Pick<NftBid, 'listingId' | 'amount'>[],
): boolean => {
  const { currentBid } = listing;
  return (
    currentBid !== null && myBids.some((bid) => bid.listingId === listing.id && bid.amount.eq(currentBid))
  );
};

/**
 * What becomes of a deposit, in the words of the confirmation (core's `auctionDepositOutcome`):
 * back in full when the user does not win, or wins and pays within a day; all of it kept when they
 * win and do not pay.
 */
export const depositOutcomes = (deposit: DecimalInput) => ({
  lost: auctionDepositOutcome({ isWinner: false, paidInTime: false, deposit }).refunded,
  paid: auctionDepositOutcome({ isWinner: true, paidInTime: true, deposit }).refunded,
  unpaid: auctionDepositOutcome({ isWinner: true, paidInTime: false, deposit }).forfeited,
});

/** Who holds an artwork, as the user reads it: they do, the platform does, or another collector. */
export type Holder = 'you' | 'platform' | 'collector';

export const holderOf = (artwork: Pick<NftArtwork, 'ownerId'>, userId: number | undefined): Holder =>
  artwork.ownerId === null ? 'platform' : artwork.ownerId === userId ? 'you' : 'collector';

/**
 * Why the user cannot put an artwork up for resale, by core's `validateNftResale` (not theirs, or
 * on sale already); undefined when they can.
 */
export const resaleRefusalOf = (
  artwork: Pick<NftArtwork, 'id' | 'ownerId' | 'listing'>,
  userId: number,
  nowMs: number,
): ValidationError | undefined =>
  leftOf(
    validateNftResale(
      { artworkId: artwork.id, price: '', increment: '', startsAt: '', endsAt: '' },
      { artwork, userId, now: nowMs, decimals: 0 },
    ),
  )?.artwork;

/** The amounts core's NFT messages carry as plain digits (`minimum: '160'`). */
const AMOUNT_PARAMS: ReadonlySet<string> = new Set(['minimum', 'maximum']);

/**
 * An NFT rule's error with its amounts written as the screens write money ("at least 1,250
 * USDT"); other errors and parameters are left alone.
 */
export const withNftMoney = (
  error: ValidationError | undefined,
  currency: Pick<NftCurrency, 'asset' | 'decimals'>,
  format: Formats,
): ValidationError | undefined => {
  if (error?.params === undefined) return error;
  const params = Object.fromEntries(
    Object.entries(error.params).map(([name, value]) =>
      AMOUNT_PARAMS.has(name) && /^\d+(\.\d+)?$/.test(String(value))
        ? [name, moneyText(String(value), currency, format)]
        : [name, value],
    ),
  );
  return { ...error, params };
};

/**
 * A marketplace message in words: each kind its own sentence, naming the artwork and, where the
 * kind has one, the amount (the new bid of an outbid, the winning bid, the deposit back or kept,
 * what a resale brought in).
 */
export const messageWords = (
  message: Pick<NftMessage, 'kind' | 'artworkName' | 'amount'>,
  currency: Pick<NftCurrency, 'asset' | 'decimals'>,
  format: Formats,
): Words => ({
  key: `nft.messages.${message.kind}`,
  params: {
    name: message.artworkName,
    amount: message.amount === null ? '' : moneyText(message.amount, currency, format),
  },
});

/** How many messages wait unread among those read (the newest page of them). */
export const unreadCount = (messages: readonly Pick<NftMessage, 'read'>[]): number =>
  messages.filter((message) => !message.read).length;

/** A count for a small badge: the number up to 99, then "99+"; nothing at zero. */
export const badgeText = (count: number): string | undefined =>
  count <= 0 ? undefined : count > 99 ? '99+' : String(count);

/**
 * The artworks' current listings by listing id, so a bid (which names its listing only) can be
 * shown with its artwork.
 */
export const artworksByListing = (artworks: readonly NftArtwork[]): ReadonlyMap<number, NftArtwork> =>
  new Map(
    artworks.flatMap((artwork) => (artwork.listing === null ? [] : [[artwork.listing.id, artwork] as const])),
  );
