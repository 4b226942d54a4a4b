import type { BlindBox, Decimal, NftArtwork, NftListing, NftOrder } from '@tessera/core';
import type { SettlementClaim } from '../proofs';

/** An auction's end (`nft/1`, `auction_end`) as the app shows it: its artwork, the winner and their bid. */
const auctionClaim = (
  listingId: number,
  shown: { readonly artworkId: number; readonly amount: Decimal; readonly winnerId: number },
  terms: Readonly<Record<string, string>> = {},
): SettlementClaim => ({
  ref: `nft_auction:${listingId}`,
  ticks: [],
  shown: {
    'inputs.artwork': String(shown.artworkId),
    ...terms,
    'result.winner': String(shown.winnerId),
    'result.amount': shown.amount.toFixed(),
  },
});

/**
 * A won auction waiting for the user's payment, as a claim to check against the archive record of
 * the auction's end (`nft/1`): the artwork, the user (`userId`) as its winner, and the winning bid
 * they owe.
 */
export const wonAuctionClaim = (order: NftOrder, userId: number): SettlementClaim =>
  auctionClaim(order.listingId, { artworkId: order.artwork.id, amount: order.amount, winnerId: userId });

/**
 * The sale by which the user came to own `artwork`: its last listing, sold, while they own it
 * (once they resell it, the resale is its last listing); undefined otherwise.
 */
export const purchasedListing = (
  artwork: Pick<NftArtwork, 'ownerId' | 'listing'>,
  userId: number | undefined,
): NftListing | undefined =>
  userId !== undefined && artwork.ownerId === userId && artwork.listing?.state === 'sold'
    ? artwork.listing
    : undefined;

/** What the user's purchase of an artwork is checked against: the auction they won (if it was one) and the sale. */
export interface PurchaseClaims {
  readonly auction: SettlementClaim | undefined;
  readonly sale: SettlementClaim;
  /** What they paid: the fixed price, or their winning bid. */
  readonly paid: Decimal;
}

/**
 * An artwork the user bought, from its last listing (`sold`), as claims to check against the
 * archive: a won auction's end (its terms, the user as winner, their bid), and the sale (`nft/1`,
 * `sale`: the price paid and whether it was a resale, whose seller pays the fee).
 */
export const purchaseClaims = (listing: NftListing, userId: number): PurchaseClaims => {
  const paid = listing.kind === 'auction' && listing.currentBid !== null ? listing.currentBid : listing.price;
  const common = { 'inputs.artwork': String(listing.artworkId), 'inputs.asset': listing.asset };
  return {
    auction:
      listing.kind === 'auction'
        ? auctionClaim(
            listing.id,
            { artworkId: listing.artworkId, amount: paid, winnerId: userId },
            {
              'inputs.asset': listing.asset,
              'inputs.start_price': listing.price.toFixed(),
              ...(listing.increment === null ? {} : { 'inputs.increment': listing.increment.toFixed() }),
              'inputs.ends_at': listing.endsAt,
            },
          )
        : undefined,
    sale: {
      ref: `nft_sale:${listing.id}`,
      ticks: [],
      shown: {
        ...common,
        'inputs.price': paid.toFixed(),
        'inputs.resale': String(listing.sellerId !== null),
      },
    },
    paid,
  };
};

/**
 * An opened blind box, as a claim to check against the archive record of its opening (`nft/1`,
 * `box_open`): its series, size and position, the item and salt its proof holds, the root (the
 * commitment its series published, when the app has it), and the item the app shows as what it
 * held. Undefined for a box not opened, or opened without a proof.
 */
export const boxClaim = (box: BlindBox, commitment?: string): SettlementClaim | undefined => {
  if (box.proof === null || box.artwork === null) return undefined;
  const { proof } = box;
  return {
    ref: `nft_box:${box.id}`,
    ticks: [],
    shown: {
      'inputs.series_id': String(box.seriesId),
      'inputs.size': String(proof.size),
      'inputs.position': String(box.position),
      'inputs.artwork_code': proof.artworkCode,
      'inputs.salt': proof.salt,
      'inputs.root': commitment ?? proof.root,
      'result.artwork': box.artwork.code,
    },
  };
};
