import type { NftArtwork } from '@tessera/core';
import { Paths } from '../../app/routes';

/**
 * The marketplace's three shelves: artworks sold at a fixed price, auctions, and blind boxes.
 * Fixed price is the default, so it needs no query.
 */
export const MarketTabs = ['fixed', 'auction', 'boxes'] as const;
export type MarketTab = (typeof MarketTabs)[number];

/** The shelf `?tab=` names; anything else is the fixed-price one. */
export const marketTabOf = (param: string | null): MarketTab =>
  MarketTabs.find((tab) => tab === param) ?? 'fixed';

/** The marketplace on one shelf. */
export const marketPath = (tab: MarketTab = 'fixed'): string =>
  tab === 'fixed' ? Paths.nft : `${Paths.nft}?tab=${tab}`;

/**
 * What My NFTs shows: the artworks the user owns, their blind boxes, won auctions to pay, their
 * bids, the marketplace's messages, and the artworks they collected (favourites).
 */
export const MineTabs = ['owned', 'boxes', 'orders', 'bids', 'messages', 'collected'] as const;
export type MineTab = (typeof MineTabs)[number];

/** The view `?tab=` names; anything else is the artworks owned. */
export const mineTabOf = (param: string | null): MineTab => MineTabs.find((tab) => tab === param) ?? 'owned';

/** My NFTs on one view. */
export const minePath = (tab: MineTab = 'owned'): string =>
  tab === 'owned' ? Paths.nftMine : `${Paths.nftMine}?tab=${tab}`;

/** An artwork's page: a video plays on `artworkDetail_video`, everything else on `artworkDetail`. */
export const artworkPath = (artwork: Pick<NftArtwork, 'id' | 'media'>): string =>
  `${artwork.media.type === 'video' ? Paths.nftArtworkVideo : Paths.nftArtwork}?id=${artwork.id}`;

/**
 * An artwork's page by its id alone (a message names no media type): `artworkDetail`, which shows
 * a video artwork as well.
 */
export const artworkByIdPath = (artworkId: number): string => `${Paths.nftArtwork}?id=${artworkId}`;

/** An artist's page. */
export const artistPath = (artistId: number): string => `${Paths.nftArtist}?id=${artistId}`;

/** Buying an artwork at its fixed price (`purchase_one`). */
export const buyPath = (artworkId: number): string => `${Paths.nftBuy}?id=${artworkId}`;

/** Paying a won auction's order (`purchase`). */
export const payPath = (orderId: number): string => `${Paths.nftPay}?order=${orderId}`;

/** Putting an owned artwork up for resale. */
export const resellPath = (artworkId: number): string => `${Paths.nftResell}?id=${artworkId}`;

/** The search page on `words` (none: the empty search). */
export const searchPath = (words = ''): string => {
  const trimmed = words.trim();
  return trimmed === '' ? Paths.nftSearch : `${Paths.nftSearch}?q=${encodeURIComponent(trimmed)}`;
};

/** The artworks of one collection (or, without one, every artwork). */
export const collectionArtworksPath = (collectionId?: number): string =>
  collectionId === undefined ? Paths.nftArtworks : `${Paths.nftArtworks}?collection=${collectionId}`;
