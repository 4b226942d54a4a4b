import type { Decimal } from '../shared/decimal.js';

/** How rare an artwork is (spec §3), from the most to the least common. */
export const NftRarities = ['common', 'rare', 'epic', 'legendary'] as const;
export type NftRarity = (typeof NftRarities)[number];

/** What an artwork is (spec §3); an audio or video artwork has a poster image besides. */
export const NftMediaTypes = ['image', 'gif', 'audio', 'video'] as const;
export type NftMediaType = (typeof NftMediaTypes)[number];

/** How a listing sells (spec §3 sale type): at a fixed price to the first buyer, or by auction. */
export const NftSaleKinds = ['fixed', 'auction'] as const;
export type NftSaleKind = (typeof NftSaleKinds)[number];

/** A sale's phase by the exchange's clock (spec §4): before it starts, while it runs, after it ends. */
export const NftPhases = ['not_started', 'started', 'ended'] as const;
export type NftPhase = (typeof NftPhases)[number];

/**
 * What became of a listing: `open` while it can sell; `awaiting_payment` once an auction ended
 * with a winner, who has one day to pay; `sold`; `unsold` (ended with no buyer or bid, or the
 * winner did not pay: their deposit was kept).
 */
export const NftListingStates = ['open', 'awaiting_payment', 'sold', 'unsold'] as const;
export type NftListingState = (typeof NftListingStates)[number];

/** A won auction's payment (spec §4: `paid`, or `expired` when the day passed without it). */
export const NftOrderStates = ['awaiting_payment', 'paid', 'expired'] as const;
export type NftOrderState = (typeof NftOrderStates)[number];

/** A blind box is bought unopened; opening it shows its item and the proof it was fixed in advance. */
export const BlindBoxStates = ['unopened', 'opened'] as const;
export type BlindBoxState = (typeof BlindBoxStates)[number];

/**
 * What the marketplace tells a user (spec §3 notifications): outbid, won (pay within a day), lost
 * (deposit back), paid, expired (deposit kept), their resale sold or ended unsold, a deposit back.
 */
export const NftMessageKinds = [
  'outbid',
  'won',
  'lost',
  'paid',
  'expired',
  'resale_sold',
  'resale_unsold',
  'deposit_refunded',
] as const;
export type NftMessageKind = (typeof NftMessageKinds)[number];

export interface NftArtist {
  readonly id: number;
  readonly name: string;
  /** In the reader's language. */
  readonly bio: string;
  readonly avatar: string;
  readonly artworks: number;
}

export interface NftCollection {
  readonly id: number;
  readonly name: string;
  readonly artistId: number;
  /** In the reader's language. */
  readonly description: string;
}

export interface NftMedia {
  readonly type: NftMediaType;
  /** Where the file is served, on the exchange's own origin. */
  readonly url: string;
  /** The cover image of an audio or video artwork; null for an image or gif. */
  readonly poster: string | null;
}

/**
 * A sale of one artwork: by the platform, or a resale by its owner. A fixed sale has its `price`;
 * an auction its start `price`, the `increment` every bid must add to the current one, the
 * `deposit` a bidder pays first (back at the end, kept from a winner who does not pay within a day),
 * and its current bid. `payBy` is the winner's deadline once it has ended with one.
 */
export interface NftListing {
  readonly id: number;
  readonly artworkId: number;
  readonly kind: NftSaleKind;
  /** Null when the platform sells; the owner's user id for a resale. */
  readonly sellerId: number | null;
  readonly asset: string;
  readonly price: Decimal;
  readonly increment: Decimal | null;
  readonly deposit: Decimal | null;
  /** ISO 8601 UTC. */
  readonly startsAt: string;
  readonly endsAt: string;
  readonly currentBid: Decimal | null;
  readonly bids: number;
  readonly state: NftListingState;
  readonly payBy: string | null;
}

/** An artwork with its current (or last) listing; `ownerId` null while the platform holds it. */
export interface NftArtwork {
  readonly id: number;
  /** The token code shown on the item, e.g. `TSR-0007`. */
  readonly code: string;
  readonly name: string;
  /** In the reader's language. */
  readonly description: string;
  readonly artist: { readonly id: number; readonly name: string };
  readonly collectionId: number;
  readonly rarity: NftRarity;
  readonly media: NftMedia;
  readonly ownerId: number | null;
  /** How many users collected (favourited) it. */
  readonly collected: number;
  readonly listing: NftListing | null;
}

/**
 * One bid in an auction's price history. Bidders are not named: `bidder` is their number in the
 * auction (1 for the first to bid, …), the same for all of one bidder's bids.
 */
export interface NftBid {
  readonly id: number;
  readonly listingId: number;
  readonly bidder: number;
  readonly amount: Decimal;
  /** ISO 8601 UTC. */
  readonly at: string;
}

/** A bid as the user places it (spec §3: the amount), checked by `validateNftBid`. */
export interface NftBidDraft {
  readonly listingId: number;
  readonly amount: Decimal;
}

/** A resale as the owner lists it (spec §3), checked by `validateNftResale`: always an auction. */
export interface NftResaleDraft {
  readonly artworkId: number;
  readonly price: Decimal;
  readonly increment: Decimal;
  /** ISO 8601 UTC. */
  readonly startsAt: string;
  readonly endsAt: string;
}

/**
 * The proof that a blind box's item was fixed before the series went on sale: the item and salt
 * of its position, and the Merkle path from that leaf to the series' published `root`
 * (`verifyBlindBoxProof` checks it on the device).
 */
export interface BlindBoxProof {
  readonly seriesId: number;
  /** How many boxes the series holds: the tree's shape, published with its root. */
  readonly size: number;
  readonly position: number;
  readonly artworkCode: string;
  readonly salt: string;
  readonly path: readonly { readonly side: 'left' | 'right'; readonly hash: string }[];
  readonly root: string;
}

/**
 * A series of blind boxes: `size` boxes at one price, each holding one artwork of the series,
 * their order and contents fixed and committed to (`commitment`, the Merkle root of the boxes'
 * leaves) before the first sale. Boxes go to buyers in position order.
 */
export interface BlindBoxSeries {
  readonly id: number;
  readonly name: string;
  /** In the reader's language. */
  readonly description: string;
  readonly asset: string;
  readonly price: Decimal;
  readonly size: number;
  readonly sold: number;
  readonly commitment: string;
  /** How many items of each rarity the series holds. */
  readonly rarities: Readonly<Partial<Record<NftRarity, number>>>;
  readonly cover: string;
  /** ISO 8601 UTC. */
  readonly startsAt: string;
  readonly endsAt: string;
}

/** A blind box the user bought; once opened, its artwork and the proof. */
export interface BlindBox {
  readonly id: number;
  readonly seriesId: number;
  readonly seriesName: string;
  readonly position: number;
  readonly state: BlindBoxState;
  readonly artwork: NftArtwork | null;
  readonly proof: BlindBoxProof | null;
  /** ISO 8601 UTC. */
  readonly boughtAt: string;
}

/** A won auction the winner pays (spec §7 `getNeedPayNFTOrder`, `payNFTOrder`). */
export interface NftOrder {
  readonly id: number;
  readonly listingId: number;
  readonly artwork: NftArtwork;
  readonly amount: Decimal;
  readonly deposit: Decimal;
  readonly payBy: string;
  readonly state: NftOrderState;
}

/** A marketplace notification, read or unread; `amount` where the kind has one. */
export interface NftMessage {
  readonly id: number;
  readonly kind: NftMessageKind;
  readonly artworkId: number;
  readonly artworkName: string;
  readonly amount: Decimal | null;
  readonly read: boolean;
  /** ISO 8601 UTC. */
  readonly at: string;
}

/** An auction deposit the user paid that is still held (frozen until the auction is settled). */
export interface NftHeldDeposit {
  readonly listingId: number;
  readonly amount: Decimal;
}

/**
 * What the user holds: artworks they own, blind boxes they bought, and the auction deposits still
 * held for them (the condition of bidding in those auctions).
 */
export interface MyNfts {
  readonly artworks: readonly NftArtwork[];
  readonly boxes: readonly BlindBox[];
  readonly deposits: readonly NftHeldDeposit[];
}
