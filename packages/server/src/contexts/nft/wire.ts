import { Decimal, type Language } from '@tessera/core';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type {
  Database,
  NftArtistsTable,
  NftArtworksTable,
  NftBidsTable,
  NftBlindBoxesTable,
  NftBlindSeriesTable,
  NftListingsTable,
  NftMessagesTable,
} from '../../db/schema.js';
import { NFT_MEDIA_PATH } from './catalogue.js';

export type Executor = Kysely<Database> | Transaction<Database>;
export type ArtworkRow = Selectable<NftArtworksTable>;
export type ListingRow = Selectable<NftListingsTable>;
export type SeriesRow = Selectable<NftBlindSeriesTable>;
export type BoxRow = Selectable<NftBlindBoxesTable>;

/** A stored text in `lang`, English when that language is missing. */
export const textIn = (stored: unknown, lang: Language): string => {
  const texts = (typeof stored === 'string' ? JSON.parse(stored) : stored) as Record<string, string>;
  return texts[lang] ?? texts.en ?? '';
};

export const mediaUrl = (file: string) => `${NFT_MEDIA_PATH}${file}`;

const decimalOrNull = (value: string | null) => (value === null ? null : new Decimal(value));

/** A listing as `/bind_box/*` answer it. */
export const wireListing = (row: ListingRow) => ({
  id: Number(row.id),
  artwork_id: Number(row.artwork_id),
  kind: row.kind,
  seller_id: row.seller_id,
  currency: row.asset,
  price: new Decimal(row.price),
  increment: decimalOrNull(row.increment),
  deposit: decimalOrNull(row.deposit),
  starts_at: row.starts_at.toISOString(),
  ends_at: row.ends_at.toISOString(),
  current_bid: decimalOrNull(row.current_bid),
  bids: row.bids,
  state: row.state,
  pay_by: row.pay_by?.toISOString() ?? null,
});

/** The newest listing of each of `artworkIds`: the running one, or the last that ended. */
const lastListings = async (db: Executor, artworkIds: readonly string[]) => {
  if (artworkIds.length === 0) return new Map<string, ListingRow>();
  const rows = await db
    .selectFrom('nft_listings')
    .selectAll()
    .distinctOn('artwork_id')
    .where('artwork_id', 'in', artworkIds)
    .orderBy('artwork_id')
    .orderBy('id', 'desc')
    .execute();
  return new Map(rows.map((row) => [row.artwork_id, row]));
};

/** Artworks as answered, each with its artist and its current or last listing, in `lang`. */
export const answeredArtworks = async (db: Executor, rows: readonly ArtworkRow[], lang: Language) => {
  const listings = await lastListings(
    db,
    rows.map((row) => row.id),
  );
  const artistIds = [...new Set(rows.map((row) => row.artist_id))];
  const artists =
    artistIds.length === 0
      ? []
      : await db.selectFrom('nft_artists').select(['id', 'name']).where('id', 'in', artistIds).execute();
  const names = new Map(artists.map((artist) => [artist.id, artist.name]));
  return rows.map((row) => {
    const listing = listings.get(row.id);
    return {
      id: Number(row.id),
      code: row.code,
      name: row.name,
      description: textIn(row.description, lang),
      artist: { id: row.artist_id, name: names.get(row.artist_id) ?? '' },
      collection_id: row.collection_id,
      rarity: row.rarity,
      media: {
        type: row.media_type,
        url: mediaUrl(row.media_file),
        poster: row.poster_file === null ? null : mediaUrl(row.poster_file),
      },
      owner_id: row.owner_id,
      collected: row.collected,
      listing: listing === undefined ? null : wireListing(listing),
    };
  });
};

export type WireArtwork = Awaited<ReturnType<typeof answeredArtworks>>[number];

export const answeredArtwork = async (db: Executor, row: ArtworkRow, lang: Language) =>
  (await answeredArtworks(db, [row], lang))[0] as WireArtwork;

export const wireArtist = (row: Selectable<NftArtistsTable>, artworks: number, lang: Language) => ({
  id: row.id,
  name: row.name,
  bio: textIn(row.bio, lang),
  avatar: mediaUrl(row.avatar),
  artworks,
});

export const wireBid = (row: Selectable<NftBidsTable>) => ({
  id: Number(row.id),
  listing_id: Number(row.listing_id),
  bidder: row.bidder,
  amount: new Decimal(row.amount),
  at: row.at.toISOString(),
});

export const wireSeries = (row: SeriesRow, rarities: Record<string, number>, lang: Language) => ({
  id: row.id,
  name: row.name,
  description: textIn(row.description, lang),
  currency: row.asset,
  price: new Decimal(row.price),
  size: row.size,
  sold: row.sold,
  commitment: row.commitment,
  rarities,
  cover: mediaUrl(row.cover_file),
  starts_at: row.starts_at.toISOString(),
  ends_at: row.ends_at.toISOString(),
});

export const wireMessage = (row: Selectable<NftMessagesTable>, artworkName: string) => ({
  id: Number(row.id),
  kind: row.kind,
  artwork_id: Number(row.artwork_id),
  artwork_name: artworkName,
  amount: decimalOrNull(row.amount),
  read: row.read,
  at: row.at.toISOString(),
});
