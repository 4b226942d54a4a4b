import type { Call } from '../shared/failure.js';
import type { Page, PageQuery } from '../shared/paging.js';
import type {
  BlindBox,
  BlindBoxSeries,
  MyNfts,
  NftArtist,
  NftArtwork,
  NftBid,
  NftBidDraft,
  NftCollection,
  NftListing,
  NftMessage,
  NftOrder,
  NftResaleDraft,
  NftSaleKind,
} from './model.js';

/** What the marketplace lists, and how it may be narrowed (spec §2 nft search). */
export interface NftQuery extends PageQuery {
  readonly kind?: NftSaleKind;
  readonly artistId?: number;
  readonly collectionId?: number;
  /** Words of the artwork's, artist's or collection's name, or its code. */
  readonly search?: string;
}

/**
 * What the NFT marketplace needs from the exchange (spec §7 `/bind_box/*`). The calls that move
 * money take a `requestId`, sent as the idempotency key: retrying after a lost answer moves it once.
 */
export interface NftApi {
  artworks(query: NftQuery): Call<Page<NftArtwork>>;
  artwork(artworkId: number): Call<NftArtwork>;
  artists(): Call<readonly NftArtist[]>;
  artist(
    artistId: number,
  ): Call<{ readonly artist: NftArtist; readonly collections: readonly NftCollection[] }>;
  /** Collects (favourites) an artwork, or lets it go: the count after, and whether the user holds it. */
  collect(artworkId: number): Call<{ readonly collected: number; readonly collectedByMe: boolean }>;
  /** The artworks the user collected. */
  collection(query: PageQuery): Call<Page<NftArtwork>>;
  /** The currency the marketplace prices in, and its decimals. */
  currency(): Call<{ readonly asset: string; readonly decimals: number }>;
  buy(listingId: number, requestId: string): Call<NftArtwork>;
  deposit(listingId: number, requestId: string): Call<NftListing>;
  bid(draft: NftBidDraft, requestId: string): Call<NftBid>;
  /** An auction's bids, newest first. */
  bids(listingId: number, query: PageQuery): Call<Page<NftBid>>;
  /** The user's own bids, newest first. */
  myBids(query: PageQuery): Call<Page<NftBid>>;
  mine(): Call<MyNfts>;
  resell(draft: NftResaleDraft, requestId: string): Call<NftListing>;
  /** Won auctions waiting for the winner's payment. */
  needPay(): Call<readonly NftOrder[]>;
  pay(orderId: number, requestId: string): Call<NftOrder>;
  blindSeries(): Call<readonly BlindBoxSeries[]>;
  buyBlindBox(seriesId: number, requestId: string): Call<BlindBox>;
  openBlindBox(boxId: number): Call<BlindBox>;
  messages(query: PageQuery): Call<Page<NftMessage>>;
  /** Marks messages read: one, or (none given) all. */
  readMessages(messageId?: number): Call<{ readonly unread: number }>;
}
