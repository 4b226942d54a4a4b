import type { Call, NftArtist, NftCollection } from '@tessera/core';
import { useCallback } from 'react';
import { type Api, useRemote } from '../../app/forms';
import { useOnLanguageChange } from '../guess/data';
import { useWalletMoves } from '../wallet/data';

/**
 * How many of the user's own records a screen reads at once to answer "have I …?" (collected an
 * artwork, bid in an auction, unread messages): the exchange's longest page. The catalogue holds
 * a few dozen artworks, so this is all of them.
 */
export const LOOKUP_LIMIT = 50;

const loadCurrency = (api: Api) => api.nft.currency();

/** The currency the marketplace prices in, and its decimals (reference data). */
export const useNftCurrency = () => useRemote(loadCurrency);

/**
 * One artwork with its current listing, read again in the new language when the user switches
 * (its description comes in the reader's language). The page reads it again on the signed-in
 * user's `balances` pushes too (`<WalletMoves>`).
 */
export const useArtwork = (artworkId: number) => {
  const artwork = useRemote(useCallback((api: Api) => api.nft.artwork(artworkId), [artworkId]));
  useOnLanguageChange(artwork.reload);
  return artwork;
};

const loadArtists = (api: Api) => api.nft.artists();

/** The artists, each with how many artworks they have; their bios in the reader's language. */
export const useArtists = () => {
  const artists = useRemote(loadArtists);
  useOnLanguageChange(artists.reload);
  return artists;
};

/** One artist and their collections. */
export const useArtist = (artistId: number) => {
  const artist = useRemote(useCallback((api: Api) => api.nft.artist(artistId), [artistId]));
  useOnLanguageChange(artist.reload);
  return artist;
};

/** A collection with the name of its artist. */
export interface CollectionOf {
  readonly collection: NftCollection;
  readonly artist: NftArtist;
}

/**
 * Every collection, artist by artist: the exchange lists collections only with their artist, so
 * the artists are read and then each one's page (four of them in the catalogue).
 */
const loadCollections =
  (api: Api): Call<readonly CollectionOf[]> =>
  async () => {
    const artists = await api.nft.artists()();
    if (artists._tag === 'Left') return artists;
    const pages = await Promise.all(artists.right.map((artist) => api.nft.artist(artist.id)()));
    const collections: CollectionOf[] = [];
    for (const page of pages) {
      if (page._tag === 'Left') return page;
      for (const collection of page.right.collections)
        collections.push({ collection, artist: page.right.artist });
    }
    return { _tag: 'Right', right: collections };
  };

/** Every collection with its artist, in the reader's language. */
export const useCollections = () => {
  const collections = useRemote(loadCollections);
  useOnLanguageChange(collections.reload);
  return collections;
};

const loadSeries = (api: Api) => api.nft.blindSeries();

/**
 * The blind-box series with their published commitments; a screen open to visitors reads them
 * again on the signed-in user's `balances` pushes (a box bought moves the count sold) with
 * `<WalletMoves>`.
 */
export const useBlindSeries = () => {
  const series = useRemote(loadSeries);
  useOnLanguageChange(series.reload);
  return series;
};

const loadMine = (api: Api) => api.nft.mine();

/**
 * The user's artworks and blind boxes, read again on every `balances` push. This and the hooks
 * below read the user's own records: signed-in screens only.
 */
export const useMyNfts = () => {
  const mine = useRemote(loadMine);
  useWalletMoves(mine.reload);
  useOnLanguageChange(mine.reload);
  return mine;
};

const loadNeedPay = (api: Api) => api.nft.needPay();

/** The user's won auctions waiting for payment, read again on every `balances` push. */
export const useNeedPay = () => {
  const orders = useRemote(loadNeedPay);
  useWalletMoves(orders.reload);
  return orders;
};

const loadRecentBids = (api: Api) => api.nft.myBids({ page: 1, limit: LOOKUP_LIMIT });

/** The user's most recent bids (which auctions they have bid in, and lead). */
export const useRecentBids = () => useRemote(loadRecentBids);

const loadCollected = (api: Api) => api.nft.collection({ page: 1, limit: LOOKUP_LIMIT });

/** The artworks the user collected (favourites): whether the heart of an artwork is theirs. */
export const useCollected = () => useRemote(loadCollected);

const loadRecentMessages = (api: Api) => api.nft.messages({ page: 1, limit: LOOKUP_LIMIT });

/**
 * The user's newest messages, read again on every `balances` push (the end of an auction they bid
 * in moves their deposit): the unread count is taken from them.
 */
export const useRecentMessages = () => {
  const messages = useRemote(loadRecentMessages);
  useWalletMoves(messages.reload);
  return messages;
};

const loadAllArtworks = (api: Api) => api.nft.artworks({ page: 1, limit: LOOKUP_LIMIT });

/** Every artwork of the catalogue, with its current listing: what a bid's listing was a sale of. */
export const useAllArtworks = () => useRemote(loadAllArtworks);

/**
 * Runs `onMoved` on every `balances` push of the signed-in user: rendered only for a signed-in
 * user, so a screen open to visitors never asks for a wallet it has not got.
 */
export const WalletMoves = ({ onMoved }: { onMoved: () => void }) => {
  useWalletMoves(onMoved);
  return null;
};
