import { type Kysely, sql } from 'kysely';

/**
 * The NFT marketplace (issue 14): artists, collections and artworks (texts in the nine languages
 * as JSON), their listings (fixed price or auction, at most one running per artwork), auction
 * deposits, bids, the won auctions' payments, collected artworks, the marketplace's messages, and
 * blind-box series whose boxes' contents are committed before sale (each box's salted leaf, the
 * Merkle root on the series). Frozen once released.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('nft_artists')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('avatar', 'text', (c) => c.notNull())
    .addColumn('bio', 'jsonb', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('nft_collections')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('artist_id', 'integer', (c) => c.notNull().references('nft_artists.id'))
    .addColumn('description', 'jsonb', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('nft_artworks')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('artist_id', 'integer', (c) => c.notNull().references('nft_artists.id'))
    .addColumn('collection_id', 'integer', (c) => c.notNull().references('nft_collections.id'))
    .addColumn('rarity', 'text', (c) =>
      c.notNull().check(sql`rarity in ('common', 'rare', 'epic', 'legendary')`),
    )
    .addColumn('media_type', 'text', (c) =>
      c.notNull().check(sql`media_type in ('image', 'gif', 'audio', 'video')`),
    )
    .addColumn('media_file', 'text', (c) => c.notNull())
    .addColumn('poster_file', 'text')
    .addColumn('description', 'jsonb', (c) => c.notNull())
    // Null while the platform holds it.
    .addColumn('owner_id', 'integer', (c) => c.references('users.id'))
    // A blind-box item is only ever given by its box, never listed by the platform.
    .addColumn('blind_box', 'boolean', (c) => c.notNull())
    .addColumn('collected', 'integer', (c) => c.notNull().defaultTo(0).check(sql`collected >= 0`))
    .execute();

  await db.schema
    .createTable('nft_listings')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('artwork_id', 'bigint', (c) => c.notNull().references('nft_artworks.id'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('fixed', 'auction')`))
    .addColumn('seller_id', 'integer', (c) => c.references('users.id'))
    .addColumn('asset', 'text', (c) => c.notNull().references('assets.symbol'))
    .addColumn('price', 'numeric', (c) => c.notNull().check(sql`price > 0`))
    .addColumn('increment', 'numeric', (c) => c.check(sql`increment > 0`))
    .addColumn('deposit', 'numeric', (c) => c.check(sql`deposit > 0`))
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .addColumn('current_bid', 'numeric')
    .addColumn('bids', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('state', 'text', (c) =>
      c.notNull().check(sql`state in ('open', 'awaiting_payment', 'sold', 'unsold')`),
    )
    .addColumn('buyer_id', 'integer', (c) => c.references('users.id'))
    .addColumn('sold_price', 'numeric')
    .addColumn('fee', 'numeric')
    .addColumn('pay_by', 'timestamptz')
    .addColumn('ended_at', 'timestamptz')
    .addColumn('calculator_version', 'text')
    .addCheckConstraint('nft_listings_times', sql`ends_at > starts_at`)
    .addCheckConstraint(
      'nft_listings_auction_terms',
      sql`(kind = 'auction') = (increment is not null and deposit is not null)`,
    )
    .addCheckConstraint(
      'nft_listings_sold',
      sql`(state = 'sold') = (buyer_id is not null and sold_price is not null and fee is not null and calculator_version is not null)`,
    )
    .addCheckConstraint(
      'nft_listings_awaiting',
      sql`state <> 'awaiting_payment' or (pay_by is not null and buyer_id is not null)`,
    )
    .execute();
  await db.schema
    .createIndex('nft_listings_running_idx')
    .unique()
    .on('nft_listings')
    .column('artwork_id')
    .where(sql.ref('state'), 'in', sql`('open', 'awaiting_payment')`)
    .execute();
  // What the settlement looks for after each tick: running sales by their end.
  await db.schema
    .createIndex('nft_listings_due_idx')
    .on('nft_listings')
    .columns(['ends_at', 'id'])
    .where(sql.ref('state'), '=', 'open')
    .execute();

  await db.schema
    .createTable('nft_deposits')
    .addColumn('listing_id', 'bigint', (c) => c.notNull().references('nft_listings.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('amount', 'numeric', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('held', 'refunded', 'forfeited')`))
    .addColumn('paid_at', 'timestamptz', (c) => c.notNull())
    .addColumn('settled_at', 'timestamptz')
    .addPrimaryKeyConstraint('nft_deposits_pkey', ['listing_id', 'user_id'])
    .addCheckConstraint('nft_deposits_settled', sql`(state = 'held') = (settled_at is null)`)
    .execute();
  await db.schema
    .createTable('nft_bids')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('listing_id', 'bigint', (c) => c.notNull().references('nft_listings.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    // The bidder's number in this auction: what the public price history shows instead of a name.
    .addColumn('bidder', 'integer', (c) => c.notNull())
    .addColumn('amount', 'numeric', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('nft_bids_listing_idx').on('nft_bids').columns(['listing_id', 'id']).execute();
  await db.schema.createIndex('nft_bids_user_idx').on('nft_bids').columns(['user_id', 'id']).execute();

  await db.schema
    .createTable('nft_orders')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('listing_id', 'bigint', (c) => c.notNull().unique().references('nft_listings.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('amount', 'numeric', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('deposit', 'numeric', (c) => c.notNull())
    .addColumn('pay_by', 'timestamptz', (c) => c.notNull())
    .addColumn('state', 'text', (c) =>
      c.notNull().check(sql`state in ('awaiting_payment', 'paid', 'expired')`),
    )
    .addColumn('settled_at', 'timestamptz')
    .addCheckConstraint('nft_orders_settled', sql`(state = 'awaiting_payment') = (settled_at is null)`)
    .execute();
  await db.schema.createIndex('nft_orders_user_idx').on('nft_orders').columns(['user_id', 'id']).execute();

  await db.schema
    .createTable('nft_favourites')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('artwork_id', 'bigint', (c) => c.notNull().references('nft_artworks.id'))
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('nft_favourites_pkey', ['user_id', 'artwork_id'])
    .execute();

  await db.schema
    .createTable('nft_messages')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('artwork_id', 'bigint', (c) => c.notNull().references('nft_artworks.id'))
    .addColumn('amount', 'numeric')
    .addColumn('read', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('nft_messages_user_idx')
    .on('nft_messages')
    .columns(['user_id', 'id'])
    .execute();

  await db.schema
    .createTable('nft_blind_series')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('collection_id', 'integer', (c) => c.notNull().references('nft_collections.id'))
    .addColumn('description', 'jsonb', (c) => c.notNull())
    .addColumn('asset', 'text', (c) => c.notNull().references('assets.symbol'))
    .addColumn('price', 'numeric', (c) => c.notNull().check(sql`price > 0`))
    .addColumn('size', 'integer', (c) => c.notNull().check(sql`size > 0`))
    .addColumn('sold', 'integer', (c) => c.notNull().defaultTo(0))
    // The Merkle root of the boxes' leaves (core's `blindBoxRoot`), published before the first sale.
    .addColumn('commitment', 'text', (c) => c.notNull())
    .addColumn('cover_file', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint('nft_blind_series_sold', sql`sold >= 0 and sold <= size`)
    .execute();
  await db.schema
    .createTable('nft_blind_boxes')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('series_id', 'integer', (c) => c.notNull().references('nft_blind_series.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('artwork_id', 'bigint', (c) => c.notNull().unique().references('nft_artworks.id'))
    // Secret until the box is opened; the leaf is `blindBoxLeaf` of (series, position, code, salt).
    .addColumn('salt', 'text', (c) => c.notNull())
    .addColumn('leaf', 'text', (c) => c.notNull())
    .addColumn('buyer_id', 'integer', (c) => c.references('users.id'))
    .addColumn('bought_at', 'timestamptz')
    .addColumn('opened_at', 'timestamptz')
    .addUniqueConstraint('nft_blind_boxes_position_key', ['series_id', 'position'])
    .addCheckConstraint('nft_blind_boxes_bought', sql`(buyer_id is null) = (bought_at is null)`)
    .addCheckConstraint('nft_blind_boxes_opened', sql`opened_at is null or buyer_id is not null`)
    .execute();
  await db.schema
    .createIndex('nft_blind_boxes_buyer_idx')
    .on('nft_blind_boxes')
    .columns(['buyer_id', 'id'])
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  for (const table of [
    'nft_blind_boxes',
    'nft_blind_series',
    'nft_messages',
    'nft_favourites',
    'nft_orders',
    'nft_bids',
    'nft_deposits',
    'nft_listings',
    'nft_artworks',
    'nft_collections',
    'nft_artists',
  ])
    await db.schema.dropTable(table).execute();
};
