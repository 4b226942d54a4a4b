import { contract } from '@tessera/contract';
import {
  type BlindBoxSeries,
  blindBoxPath,
  Decimal,
  type Language,
  NFT_CALCULATOR_VERSION,
  type NftListing,
  nftAuctionDeposit,
  validateBlindBoxPurchase,
  validateNftBid,
  validateNftDeposit,
  validateNftPayment,
  validateNftPurchase,
  validateNftResale,
} from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { Database, NftOrdersTable } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import type { Clock } from '../../shared/clock.js';
import { idempotentCall, runIdempotent } from '../../shared/idempotency.js';
import { newestFirst, pageAnswer, pageRequest } from '../../shared/paging.js';
import { firstError, type Handlers, ok, reject, rejectInvalid, withSession } from '../handler.js';
import { availableIn, balanceAccount, move, postJournal, spending } from '../wallet/index.js';
import { NFT_ASSET, NFT_DECIMALS } from './catalogue.js';
import { nftHouse, refundDeposit, sellListing, tell } from './money.js';
import {
  answeredArtwork,
  answeredArtworks,
  type BoxRow,
  type Executor,
  type ListingRow,
  mediaUrl,
  type SeriesRow,
  textIn,
  wireArtist,
  wireBid,
  wireListing,
  wireMessage,
  wireSeries,
} from './wire.js';

export interface NftDeps {
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  /** Tells the user's devices their balances (and so their NFTs) changed. */
  readonly userChanged: (userId: number) => void;
}

type NftEndpoint =
  | 'nftArtworks'
  | 'nftArtwork'
  | 'nftArtists'
  | 'nftArtist'
  | 'collectNft'
  | 'nftCurrency'
  | 'nftCollection'
  | 'buyNft'
  | 'depositNft'
  | 'bidNft'
  | 'nftBids'
  | 'myNftBids'
  | 'myNfts'
  | 'resellNft'
  | 'nftNeedPay'
  | 'payNft'
  | 'blindBoxSeries'
  | 'buyBlindBox'
  | 'openBlindBox'
  | 'nftMessages'
  | 'readNftMessages';

/** A listing as core's rules read it. */
const listingOf = (row: ListingRow): NftListing => {
  const wire = wireListing(row);
  return {
    id: wire.id,
    artworkId: wire.artwork_id,
    kind: wire.kind,
    sellerId: wire.seller_id,
    asset: wire.currency,
    price: wire.price,
    increment: wire.increment,
    deposit: wire.deposit,
    startsAt: wire.starts_at,
    endsAt: wire.ends_at,
    currentBid: wire.current_bid,
    bids: wire.bids,
    state: wire.state,
    payBy: wire.pay_by,
  };
};

/** A series as core's rules read it. */
const seriesOf = (row: SeriesRow): BlindBoxSeries => ({
  id: row.id,
  name: row.name,
  description: '',
  asset: row.asset,
  price: new Decimal(row.price),
  size: row.size,
  sold: row.sold,
  commitment: row.commitment,
  rarities: {},
  cover: mediaUrl(row.cover_file),
  startsAt: row.starts_at.toISOString(),
  endsAt: row.ends_at.toISOString(),
});

/** A won auction's order as answered, with its artwork. */
const answeredOrder = async (db: Executor, order: Selectable<NftOrdersTable>, lang: Language) => {
  const listing = await db
    .selectFrom('nft_listings')
    .selectAll()
    .where('id', '=', order.listing_id)
    .executeTakeFirstOrThrow();
  const artwork = await db
    .selectFrom('nft_artworks')
    .selectAll()
    .where('id', '=', listing.artwork_id)
    .executeTakeFirstOrThrow();
  return {
    id: Number(order.id),
    listing_id: Number(order.listing_id),
    artwork: await answeredArtwork(db, artwork, lang),
    amount: new Decimal(order.amount),
    deposit: new Decimal(order.deposit),
    pay_by: order.pay_by.toISOString(),
    state: order.state,
  };
};

/** `%` and `_` typed in a search match themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A listing locked for a change of its bids, sale or deposits: every such change waits its turn. */
const lockedListing = (db: Executor, id: number) =>
  db.selectFrom('nft_listings').selectAll().where('id', '=', String(id)).forUpdate().executeTakeFirst();

/** How many of each rarity a series' boxes hold. */
const raritiesOf = async (db: Executor, seriesIds: readonly number[]) => {
  const rows =
    seriesIds.length === 0
      ? []
      : await db
          .selectFrom('nft_blind_boxes as b')
          .innerJoin('nft_artworks as a', 'a.id', 'b.artwork_id')
          .select(['b.series_id', 'a.rarity', (eb) => eb.fn.countAll<string>().as('count')])
          .where('b.series_id', 'in', seriesIds)
          .groupBy(['b.series_id', 'a.rarity'])
          .execute();
  const bySeries = new Map<number, Record<string, number>>();
  for (const row of rows)
    bySeries.set(row.series_id, { ...bySeries.get(row.series_id), [row.rarity]: Number(row.count) });
  return bySeries;
};

/**
 * The NFT marketplace (spec §2 nft, §7 `/bind_box/*`): the catalogue, fixed-price purchases,
 * auctions (deposit, bids, the won auction's payment), resale, blind boxes with the proof of
 * their contents, collecting, and the marketplace's messages. Every change of money or ownership
 * happens under the row lock of the listing, order, series or box it is about, checked by core's
 * rules as the row then stands.
 */
/**
 * An opened box in the settlement archive: its proof (series, size, position, artwork, salt, path
 * and the root the series committed to before its first sale) and the artwork it holds, which core's
 * `recomputeSettlement` finds again with `verifyBlindBoxProof` (`nft/1`, `kind: box_open`).
 */
const archiveBoxOpened = async (
  trx: Transaction<Database>,
  boxId: string,
  proof: {
    readonly series_id: number;
    readonly size: number;
    readonly position: number;
    readonly artwork_code: string;
    readonly salt: string;
    readonly path: readonly { readonly side: 'left' | 'right'; readonly hash: string }[];
    readonly root: string;
  },
  at: Date | null,
): Promise<void> => {
  await trx
    .insertInto('settlement_archive')
    .values({
      product: 'nft',
      ref: `nft_box:${boxId}`,
      calculator_version: NFT_CALCULATOR_VERSION,
      inputs: {
        kind: 'box_open',
        series_id: String(proof.series_id),
        size: String(proof.size),
        position: String(proof.position),
        artwork_code: proof.artwork_code,
        salt: proof.salt,
        path: proof.path.map((step) => ({ side: step.side, hash: step.hash })),
        root: proof.root,
      },
      result: { artwork: proof.artwork_code },
      at: at ?? new Date(),
    })
    .execute();
};

export const createNftHandlers = (deps: NftDeps): Pick<Handlers, NftEndpoint> => {
  const { db, clock } = deps;

  /** A box as answered: its artwork and proof once opened (the Merkle path from its series' leaves). */
  const answeredBox = async (executor: Executor, box: BoxRow, series: SeriesRow, lang: Language) => {
    if (box.opened_at === null)
      return {
        id: Number(box.id),
        series_id: series.id,
        series_name: series.name,
        position: box.position,
        state: 'unopened' as const,
        artwork: null,
        proof: null,
        bought_at: (box.bought_at ?? series.starts_at).toISOString(),
      };
    const leaves = await executor
      .selectFrom('nft_blind_boxes')
      .select('leaf')
      .where('series_id', '=', series.id)
      .orderBy('position')
      .execute();
    const artwork = await executor
      .selectFrom('nft_artworks')
      .selectAll()
      .where('id', '=', box.artwork_id)
      .executeTakeFirstOrThrow();
    return {
      id: Number(box.id),
      series_id: series.id,
      series_name: series.name,
      position: box.position,
      state: 'opened' as const,
      artwork: await answeredArtwork(executor, artwork, lang),
      proof: {
        series_id: series.id,
        size: series.size,
        position: box.position,
        artwork_code: artwork.code,
        salt: box.salt,
        path: [
          ...(await blindBoxPath(
            leaves.map((leaf) => leaf.leaf),
            box.position,
          )),
        ],
        root: series.commitment,
      },
      bought_at: (box.bought_at ?? series.starts_at).toISOString(),
    };
  };

  const seriesById = (executor: Executor, id: number) =>
    executor.selectFrom('nft_blind_series').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  return {
    nftArtworks: async (params, context) => {
      const request = pageRequest(params);
      if (request === undefined) return reject('SHARED.INVALID_PARAMS');
      const now = clock.now();
      let query = db
        .selectFrom('nft_artworks as a')
        .innerJoin('nft_artists as r', 'r.id', 'a.artist_id')
        .innerJoin('nft_collections as c', 'c.id', 'a.collection_id');
      if (params.artist_id !== undefined) query = query.where('a.artist_id', '=', params.artist_id);
      if (params.collection_id !== undefined)
        query = query.where('a.collection_id', '=', params.collection_id);
      if (params.kind !== undefined) {
        const kind = params.kind;
        query = query.where(({ exists, selectFrom }) =>
          exists(
            selectFrom('nft_listings as l')
              .select('l.id')
              .whereRef('l.artwork_id', '=', 'a.id')
              .where('l.state', '=', 'open')
              .where('l.kind', '=', kind),
          ),
        );
      }
      const words = params.search?.trim() ?? '';
      if (words !== '') {
        const pattern = likePattern(words);
        query = query.where((eb) =>
          eb.or([
            eb('a.name', 'ilike', pattern),
            eb('a.code', 'ilike', pattern),
            eb('r.name', 'ilike', pattern),
            eb('c.name', 'ilike', pattern),
          ]),
        );
      }
      const { total } = await query
        .select((eb) => eb.fn.countAll<string>().as('total'))
        .executeTakeFirstOrThrow();
      // On sale now first, then those about to start, then the rest; newest first within each.
      const rows = await query
        .selectAll('a')
        .orderBy(
          sql`(select min(case when l.starts_at <= ${now} then 0 else 1 end) from nft_listings l
               where l.artwork_id = a.id and l.state = 'open')`,
          (order) => order.asc().nullsLast(),
        )
        .orderBy('a.id', 'desc')
        .limit(request.limit)
        .offset(request.offset)
        .execute();
      return ok(pageAnswer(await answeredArtworks(db, rows, context.lang), request, total));
    },

    nftArtwork: async (params, context) => {
      const row = await db
        .selectFrom('nft_artworks')
        .selectAll()
        .where('id', '=', String(params.id))
        .executeTakeFirst();
      return row === undefined
        ? reject('NFT.UNKNOWN_ARTWORK')
        : ok(await answeredArtwork(db, row, context.lang));
    },

    nftArtists: async (_params, context) => {
      const artists = await db.selectFrom('nft_artists').selectAll().orderBy('id').execute();
      const counts = await db
        .selectFrom('nft_artworks')
        .select(['artist_id', (eb) => eb.fn.countAll<string>().as('count')])
        .groupBy('artist_id')
        .execute();
      const byArtist = new Map(counts.map((row) => [row.artist_id, Number(row.count)]));
      return ok(artists.map((artist) => wireArtist(artist, byArtist.get(artist.id) ?? 0, context.lang)));
    },

    nftArtist: async (params, context) => {
      const artist = await db
        .selectFrom('nft_artists')
        .selectAll()
        .where('id', '=', params.id)
        .executeTakeFirst();
      if (artist === undefined) return reject('NFT.UNKNOWN_ARTWORK');
      const collections = await db
        .selectFrom('nft_collections')
        .selectAll()
        .where('artist_id', '=', artist.id)
        .orderBy('id')
        .execute();
      const { count } = await db
        .selectFrom('nft_artworks')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('artist_id', '=', artist.id)
        .executeTakeFirstOrThrow();
      return ok({
        artist: wireArtist(artist, Number(count), context.lang),
        collections: collections.map((collection) => ({
          id: collection.id,
          name: collection.name,
          artist_id: collection.artist_id,
          description: textIn(collection.description, context.lang),
        })),
      });
    },

    collectNft: withSession(async (params, _context, session) =>
      inTransaction(db, async (trx) => {
        const artwork = await trx
          .selectFrom('nft_artworks')
          .select('id')
          .where('id', '=', String(params.id))
          .forUpdate()
          .executeTakeFirst();
        if (artwork === undefined) return reject('NFT.UNKNOWN_ARTWORK');
        const removed = await trx
          .deleteFrom('nft_favourites')
          .where('user_id', '=', session.userId)
          .where('artwork_id', '=', artwork.id)
          .executeTakeFirst();
        const collectedByMe = Number(removed.numDeletedRows) === 0;
        if (collectedByMe)
          await trx
            .insertInto('nft_favourites')
            .values({ user_id: session.userId, artwork_id: artwork.id, at: clock.now() })
            .execute();
        const updated = await trx
          .updateTable('nft_artworks')
          .set((eb) => ({ collected: eb('collected', '+', collectedByMe ? 1 : -1) }))
          .where('id', '=', artwork.id)
          .returning('collected')
          .executeTakeFirstOrThrow();
        return ok({ collected: updated.collected, collected_by_me: collectedByMe });
      }),
    ),

    nftCurrency: async () => ok({ currency: NFT_ASSET, decimals: NFT_DECIMALS }),

    nftCollection: withSession(async (params, context, session) => {
      const request = pageRequest(params);
      if (request === undefined) return reject('SHARED.INVALID_PARAMS');
      const mine = db
        .selectFrom('nft_favourites as f')
        .innerJoin('nft_artworks as a', 'a.id', 'f.artwork_id')
        .where('f.user_id', '=', session.userId);
      const { total } = await mine
        .select((eb) => eb.fn.countAll<string>().as('total'))
        .executeTakeFirstOrThrow();
      const rows = await mine
        .selectAll('a')
        .orderBy('f.at', 'desc')
        .orderBy('a.id', 'desc')
        .limit(request.limit)
        .offset(request.offset)
        .execute();
      return ok(pageAnswer(await answeredArtworks(db, rows, context.lang), request, total));
    }),

    buyNft: withSession(async (params, context, session) => {
      const now = clock.now();
      const outcome = await runIdempotent(
        db,
        idempotentCall(contract.buyNft, params, { session, context }, now),
        (trx) =>
          spending(async () => {
            const row = await lockedListing(trx, params.listing_id);
            if (row === undefined) return reject('NFT.UNKNOWN_LISTING');
            const checked = validateNftPurchase(listingOf(row), {
              userId: session.userId,
              now: now.getTime(),
              available: await availableIn(trx, balanceAccount(session.userId, row.asset)),
            });
            if (E.isLeft(checked)) return rejectInvalid(checked.left);
            await sellListing(trx, row, session.userId, new Decimal(row.price), 'nft_purchase', now);
            const artwork = await trx
              .selectFrom('nft_artworks')
              .selectAll()
              .where('id', '=', row.artwork_id)
              .executeTakeFirstOrThrow();
            return ok(await answeredArtwork(trx, artwork, context.lang));
          }),
      );
      if (E.isRight(outcome)) {
        deps.userChanged(session.userId);
        const seller = (
          await db
            .selectFrom('nft_listings')
            .select('seller_id')
            .where('id', '=', String(params.listing_id))
            .executeTakeFirst()
        )?.seller_id;
        if (seller !== null && seller !== undefined) deps.userChanged(seller);
      }
      return outcome;
    }),

    depositNft: withSession(async (params, context, session) => {
      const now = clock.now();
      const outcome = await runIdempotent(
        db,
        idempotentCall(contract.depositNft, params, { session, context }, now),
        (trx) =>
          spending(async () => {
            const row = await lockedListing(trx, params.listing_id);
            if (row === undefined) return reject('NFT.UNKNOWN_LISTING');
            const paid = await trx
              .selectFrom('nft_deposits')
              .select('user_id')
              .where('listing_id', '=', row.id)
              .where('user_id', '=', session.userId)
              .executeTakeFirst();
            const account = balanceAccount(session.userId, row.asset);
            const checked = validateNftDeposit(listingOf(row), {
              userId: session.userId,
              now: now.getTime(),
              deposited: paid !== undefined,
              available: await availableIn(trx, account),
            });
            if (E.isLeft(checked)) return rejectInvalid(checked.left);
            const amount = new Decimal(row.deposit ?? '0');
            await trx
              .insertInto('nft_deposits')
              .values({
                listing_id: row.id,
                user_id: session.userId,
                amount: amount.toFixed(),
                state: 'held',
                paid_at: now,
                settled_at: null,
              })
              .execute();
            await postJournal(
              trx,
              {
                reason: 'nft_deposit',
                ref: { type: 'nft_listing', id: row.id },
                user: session.userId,
                idempotencyKey: context.idempotencyKey,
                postings: move(account, account, amount, { to: 'frozen' }),
              },
              now,
            );
            return ok(wireListing(row));
          }),
      );
      if (E.isRight(outcome)) deps.userChanged(session.userId);
      return outcome;
    }),

    bidNft: withSession(async (params, context, session) => {
      const now = clock.now();
      return runIdempotent(
        db,
        idempotentCall(contract.bidNft, params, { session, context }, now),
        async (trx) => {
          const row = await lockedListing(trx, params.listing_id);
          if (row === undefined) return reject('NFT.UNKNOWN_LISTING');
          const deposit = await trx
            .selectFrom('nft_deposits')
            .select('user_id')
            .where('listing_id', '=', row.id)
            .where('user_id', '=', session.userId)
            .where('state', '=', 'held')
            .executeTakeFirst();
          const checked = validateNftBid(
            { listingId: Number(row.id), amount: params.price },
            {
              listing: listingOf(row),
              userId: session.userId,
              now: now.getTime(),
              deposited: deposit !== undefined,
              decimals: NFT_DECIMALS,
            },
          );
          if (E.isLeft(checked)) return rejectInvalid(firstError(checked.left));
          const previous = await trx
            .selectFrom('nft_bids')
            .select(['user_id', 'bidder'])
            .where('listing_id', '=', row.id)
            .orderBy('id', 'desc')
            .execute();
          const mine = previous.find((bid) => bid.user_id === session.userId);
          const bidder = mine?.bidder ?? new Set(previous.map((bid) => bid.user_id)).size + 1;
          const bid = await trx
            .insertInto('nft_bids')
            .values({
              listing_id: row.id,
              user_id: session.userId,
              bidder,
              amount: checked.right.amount.toFixed(),
              at: now,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          await trx
            .updateTable('nft_listings')
            .set((eb) => ({ current_bid: checked.right.amount.toFixed(), bids: eb('bids', '+', 1) }))
            .where('id', '=', row.id)
            .execute();
          const outbid = previous[0];
          if (outbid !== undefined && outbid.user_id !== session.userId)
            await tell(trx, {
              userId: outbid.user_id,
              kind: 'outbid',
              artworkId: row.artwork_id,
              amount: checked.right.amount,
              at: now,
            });
          return ok(wireBid(bid));
        },
      );
    }),

    nftBids: async (params) => {
      const request = pageRequest(params);
      if (request === undefined) return reject('SHARED.INVALID_PARAMS');
      const { rows, total } = await newestFirst(
        db.selectFrom('nft_bids').where('listing_id', '=', String(params.listing_id)),
        request,
      );
      return ok(pageAnswer(rows.map(wireBid), request, total));
    },

    myNftBids: withSession(async (params, _context, session) => {
      const request = pageRequest(params);
      if (request === undefined) return reject('SHARED.INVALID_PARAMS');
      const { rows, total } = await newestFirst(
        db.selectFrom('nft_bids').where('user_id', '=', session.userId),
        request,
      );
      return ok(pageAnswer(rows.map(wireBid), request, total));
    }),

    myNfts: withSession(async (_params, context, session) => {
      const artworks = await db
        .selectFrom('nft_artworks')
        .selectAll()
        .where('owner_id', '=', session.userId)
        .orderBy('id', 'desc')
        .execute();
      const boxes = await db
        .selectFrom('nft_blind_boxes')
        .selectAll()
        .where('buyer_id', '=', session.userId)
        .orderBy('id', 'desc')
        .execute();
      const series = new Map<number, SeriesRow>();
      for (const id of new Set(boxes.map((box) => box.series_id))) series.set(id, await seriesById(db, id));
      const deposits = await db
        .selectFrom('nft_deposits')
        .select(['listing_id', 'amount'])
        .where('user_id', '=', session.userId)
        .where('state', '=', 'held')
        .orderBy('listing_id')
        .execute();
      return ok({
        deposits: deposits.map((deposit) => ({
          listing_id: Number(deposit.listing_id),
          amount: new Decimal(deposit.amount),
        })),
        // An opened box's artwork is listed with the box.
        artworks: await answeredArtworks(
          db,
          artworks.filter((artwork) => !boxes.some((box) => box.artwork_id === artwork.id)),
          context.lang,
        ),
        boxes: await Promise.all(
          boxes.map((box) => answeredBox(db, box, series.get(box.series_id) as SeriesRow, context.lang)),
        ),
      });
    }),

    resellNft: withSession(async (params, context, session) => {
      const now = clock.now();
      return runIdempotent(
        db,
        idempotentCall(contract.resellNft, params, { session, context }, now),
        async (trx) => {
          const row = await trx
            .selectFrom('nft_artworks')
            .selectAll()
            .where('id', '=', String(params.id))
            .forUpdate()
            .executeTakeFirst();
          if (row === undefined) return reject('NFT.UNKNOWN_ARTWORK');
          const running = await trx
            .selectFrom('nft_listings')
            .select('state')
            .where('artwork_id', '=', row.id)
            .where('state', 'in', ['open', 'awaiting_payment'])
            .executeTakeFirst();
          const checked = validateNftResale(
            {
              artworkId: Number(row.id),
              price: params.price,
              increment: params.increment,
              startsAt: params.start_time,
              endsAt: params.end_time,
            },
            {
              artwork: { id: Number(row.id), ownerId: row.owner_id, listing: running ?? null },
              userId: session.userId,
              now: now.getTime(),
              decimals: NFT_DECIMALS,
            },
          );
          if (E.isLeft(checked)) return rejectInvalid(firstError(checked.left));
          const { price, increment, startsAt, endsAt } = checked.right;
          const listing = await trx
            .insertInto('nft_listings')
            .values({
              artwork_id: row.id,
              kind: 'auction',
              seller_id: session.userId,
              asset: NFT_ASSET,
              price: price.toFixed(),
              increment: increment.toFixed(),
              deposit: nftAuctionDeposit({ startPrice: price, decimals: NFT_DECIMALS }).toFixed(),
              starts_at: new Date(startsAt),
              ends_at: new Date(endsAt),
              state: 'open',
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          return ok(wireListing(listing));
        },
      );
    }),

    nftNeedPay: withSession(async (_params, context, session) => {
      const orders = await db
        .selectFrom('nft_orders')
        .selectAll()
        .where('user_id', '=', session.userId)
        .where('state', '=', 'awaiting_payment')
        .orderBy('pay_by')
        .execute();
      return ok(await Promise.all(orders.map((order) => answeredOrder(db, order, context.lang))));
    }),

    payNft: withSession(async (params, context, session) => {
      const now = clock.now();
      let sellerId: number | null = null;
      const outcome = await runIdempotent(
        db,
        idempotentCall(contract.payNft, params, { session, context }, now),
        (trx) =>
          spending(async () => {
            const order = await trx
              .selectFrom('nft_orders')
              .selectAll()
              .where('id', '=', String(params.order_id))
              .where('user_id', '=', session.userId)
              .forUpdate()
              .executeTakeFirst();
            if (order === undefined) return reject('NFT.UNKNOWN_ORDER');
            const listing = (await lockedListing(trx, Number(order.listing_id))) as ListingRow;
            const checked = validateNftPayment(
              { state: order.state, payBy: order.pay_by.toISOString(), amount: new Decimal(order.amount) },
              {
                now: now.getTime(),
                available: await availableIn(trx, balanceAccount(session.userId, listing.asset)),
              },
            );
            if (E.isLeft(checked)) return rejectInvalid(checked.left);
            sellerId = listing.seller_id;
            await sellListing(trx, listing, session.userId, new Decimal(order.amount), 'nft_payment', now);
            const deposit = await trx
              .selectFrom('nft_deposits')
              .selectAll()
              .where('listing_id', '=', listing.id)
              .where('user_id', '=', session.userId)
              .where('state', '=', 'held')
              .executeTakeFirst();
            if (deposit !== undefined) await refundDeposit(trx, deposit, listing.asset, now);
            const paid = await trx
              .updateTable('nft_orders')
              .set({ state: 'paid', settled_at: now })
              .where('id', '=', order.id)
              .returningAll()
              .executeTakeFirstOrThrow();
            await tell(trx, {
              userId: session.userId,
              kind: 'paid',
              artworkId: listing.artwork_id,
              amount: new Decimal(order.amount),
              at: now,
            });
            return ok(await answeredOrder(trx, paid, context.lang));
          }),
      );
      if (E.isRight(outcome)) {
        deps.userChanged(session.userId);
        if (sellerId !== null) deps.userChanged(sellerId);
      }
      return outcome;
    }),

    blindBoxSeries: async (_params, context) => {
      const rows = await db.selectFrom('nft_blind_series').selectAll().orderBy('id').execute();
      const rarities = await raritiesOf(
        db,
        rows.map((row) => row.id),
      );
      return ok(rows.map((row) => wireSeries(row, rarities.get(row.id) ?? {}, context.lang)));
    },

    buyBlindBox: withSession(async (params, context, session) => {
      const now = clock.now();
      const outcome = await runIdempotent(
        db,
        idempotentCall(contract.buyBlindBox, params, { session, context }, now),
        (trx) =>
          spending(async () => {
            const series = await trx
              .selectFrom('nft_blind_series')
              .selectAll()
              .where('id', '=', params.series_id)
              .forUpdate()
              .executeTakeFirst();
            if (series === undefined) return reject('NFT.UNKNOWN_SERIES');
            const account = balanceAccount(session.userId, series.asset);
            const checked = validateBlindBoxPurchase(seriesOf(series), {
              now: now.getTime(),
              available: await availableIn(trx, account),
            });
            if (E.isLeft(checked)) return rejectInvalid(checked.left);
            // Boxes go in position order: the next one is the first not sold.
            const box = await trx
              .updateTable('nft_blind_boxes')
              .set({ buyer_id: session.userId, bought_at: now })
              .where('series_id', '=', series.id)
              .where('position', '=', series.sold + 1)
              .where('buyer_id', 'is', null)
              .returningAll()
              .executeTakeFirstOrThrow();
            const sold = await trx
              .updateTable('nft_blind_series')
              .set({ sold: series.sold + 1 })
              .where('id', '=', series.id)
              .returningAll()
              .executeTakeFirstOrThrow();
            await postJournal(
              trx,
              {
                reason: 'blind_box_purchase',
                ref: { type: 'nft_blind_box', id: box.id },
                user: session.userId,
                idempotencyKey: context.idempotencyKey,
                postings: move(account, nftHouse(series.asset), new Decimal(series.price)),
              },
              now,
            );
            return ok(await answeredBox(trx, box, sold, context.lang));
          }),
      );
      if (E.isRight(outcome)) deps.userChanged(session.userId);
      return outcome;
    }),

    openBlindBox: withSession(async (params, context, session) =>
      inTransaction(db, async (trx) => {
        const box = await trx
          .selectFrom('nft_blind_boxes')
          .selectAll()
          .where('id', '=', String(params.id))
          .where('buyer_id', '=', session.userId)
          .forUpdate()
          .executeTakeFirst();
        if (box === undefined) return reject('NFT.UNKNOWN_BOX');
        if (box.opened_at !== null) return reject('NFT.BOX_OPENED');
        const opened = await trx
          .updateTable('nft_blind_boxes')
          .set({ opened_at: clock.now() })
          .where('id', '=', box.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await trx
          .updateTable('nft_artworks')
          .set({ owner_id: session.userId })
          .where('id', '=', box.artwork_id)
          .execute();
        const answered = await answeredBox(trx, opened, await seriesById(trx, box.series_id), context.lang);
        if (answered.proof !== null) await archiveBoxOpened(trx, opened.id, answered.proof, opened.opened_at);
        return ok(answered);
      }),
    ),

    nftMessages: withSession(async (params, _context, session) => {
      const request = pageRequest(params);
      if (request === undefined) return reject('SHARED.INVALID_PARAMS');
      const { rows, total } = await newestFirst(
        db.selectFrom('nft_messages').where('user_id', '=', session.userId),
        request,
      );
      const ids = [...new Set(rows.map((row) => row.artwork_id))];
      const names = new Map(
        (ids.length === 0
          ? []
          : await db.selectFrom('nft_artworks').select(['id', 'name']).where('id', 'in', ids).execute()
        ).map((row) => [row.id, row.name]),
      );
      return ok(
        pageAnswer(
          rows.map((row) => wireMessage(row, names.get(row.artwork_id) ?? '')),
          request,
          total,
        ),
      );
    }),

    readNftMessages: withSession(async (params, _context, session) => {
      let read = db.updateTable('nft_messages').set({ read: true }).where('user_id', '=', session.userId);
      if (params.id !== undefined) read = read.where('id', '=', String(params.id));
      await read.execute();
      const { unread } = await db
        .selectFrom('nft_messages')
        .select((eb) => eb.fn.countAll<string>().as('unread'))
        .where('user_id', '=', session.userId)
        .where('read', '=', false)
        .executeTakeFirstOrThrow();
      return ok({ unread: Number(unread) });
    }),
  };
};
