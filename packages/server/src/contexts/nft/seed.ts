import { randomBytes, randomInt } from 'node:crypto';
import { blindBoxLeaf, blindBoxRoot } from '@tessera/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ARTISTS, ARTWORKS, BLIND_BOX_SERIES, COLLECTIONS, NFT_ASSET } from './catalogue.js';

const DAY_MS = 86_400_000;

/** A uniformly random order of `items` (Fisher–Yates with the system's CSPRNG). */
const shuffled = <T>(items: readonly T[]): T[] => {
  const order = [...items];
  for (let i = order.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [order[i], order[j]] = [order[j] as T, order[i] as T];
  }
  return order;
};

/**
 * Puts the catalogue in place at start, once (every insert skips what is there, so processes
 * starting together and later starts change nothing). A blind-box series is committed in the
 * transaction that creates it: its items shuffled into boxes, each box given a random salt and
 * its leaf (core's `blindBoxLeaf`), and the Merkle root of the leaves stored as the series'
 * commitment, before any box can be sold.
 */
export const seedNftCatalogue = async (db: Kysely<Database>, now: Date): Promise<void> => {
  await db
    .insertInto('nft_artists')
    .values(ARTISTS.map((artist) => ({ ...artist, bio: JSON.stringify(artist.bio) })))
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await db
    .insertInto('nft_collections')
    .values(
      COLLECTIONS.map((collection) => ({
        id: collection.id,
        name: collection.name,
        artist_id: collection.artistId,
        description: JSON.stringify(collection.description),
      })),
    )
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await db
    .insertInto('nft_artworks')
    .values(
      ARTWORKS.map((artwork) => ({
        code: artwork.code,
        name: artwork.name,
        artist_id: artwork.artistId,
        collection_id: artwork.collectionId,
        rarity: artwork.rarity,
        media_type: artwork.media.type,
        media_file: artwork.media.file,
        poster_file: artwork.media.poster,
        description: JSON.stringify(artwork.description),
        owner_id: null,
        blind_box: artwork.sale === null,
      })),
    )
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  for (const series of BLIND_BOX_SERIES) {
    const exists = await db
      .selectFrom('nft_blind_series')
      .select('id')
      .where('id', '=', series.id)
      .executeTakeFirst();
    if (exists !== undefined) continue;
    const items = await db
      .selectFrom('nft_artworks')
      .select(['id', 'code'])
      .where('code', 'in', [...series.items])
      .execute();
    const boxes = await Promise.all(
      shuffled(items).map(async (item, i) => {
        const salt = randomBytes(16).toString('hex');
        const content = { seriesId: series.id, position: i + 1, artworkCode: item.code, salt };
        return { artwork_id: item.id, position: i + 1, salt, leaf: await blindBoxLeaf(content) };
      }),
    );
    await db.transaction().execute(async (trx) => {
      const created = await trx
        .insertInto('nft_blind_series')
        .values({
          id: series.id,
          name: series.name,
          collection_id: series.collectionId,
          description: JSON.stringify(series.description),
          asset: NFT_ASSET,
          price: series.price,
          size: boxes.length,
          commitment: await blindBoxRoot(boxes.map((box) => box.leaf)),
          cover_file: series.cover,
          starts_at: now,
          ends_at: new Date(now.getTime() + series.days * DAY_MS),
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .returning('id')
        .executeTakeFirst();
      // Another process committed the series first: its boxes stand.
      if (created === undefined) return;
      await trx
        .insertInto('nft_blind_boxes')
        .values(
          boxes.map((box) => ({
            ...box,
            series_id: series.id,
            buyer_id: null,
            bought_at: null,
            opened_at: null,
          })),
        )
        .execute();
    });
  }
};
