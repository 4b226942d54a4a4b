import { auctionWinner, Decimal, NFT_CALCULATOR_VERSION, nftAuctionDeposit } from '@tessera/core';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, NftBidsTable, NftListingsTable } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { ok } from '../handler.js';
import { tellUser } from '../messages/index.js';
import { postJournal } from '../wallet/index.js';
import { ARTWORKS, NFT_ASSET, NFT_DECIMALS } from './catalogue.js';
import { nftHouse, refundDeposit, tell } from './money.js';

const HOUR_MS = 3_600_000;
/** A won auction's winner has this long after the end to pay (spec §9). */
export const NFT_PAY_WITHIN_MS = 24 * HOUR_MS;
/** Sales ended or payments expired per run. */
const BATCH = 200;

/**
 * Lists every artwork the platform holds and is not selling, as the catalogue sells it: a fixed
 * price or an auction (its deposit core's `nftAuctionDeposit`), from now for the catalogue's hours.
 * A sale that ended unsold is followed by a new one, so the marketplace always has the platform's
 * unsold works on offer. Runs on the market's holder after each tick.
 */
export const listPlatformArtworks =
  (db: Kysely<Database>) =>
  async (at: Date): Promise<void> => {
    const idle = await db
      .selectFrom('nft_artworks as a')
      .select(['a.id', 'a.code'])
      .where('a.owner_id', 'is', null)
      .where('a.blind_box', '=', false)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('nft_listings as l')
              .select('l.id')
              .whereRef('l.artwork_id', '=', 'a.id')
              .where('l.state', 'in', ['open', 'awaiting_payment']),
          ),
        ),
      )
      .execute();
    const terms = new Map(ARTWORKS.map((artwork) => [artwork.code, artwork.sale]));
    const rows = idle.flatMap((artwork) => {
      const sale = terms.get(artwork.code);
      if (sale === null || sale === undefined) return [];
      return [
        {
          artwork_id: artwork.id,
          kind: sale.kind,
          seller_id: null,
          asset: NFT_ASSET,
          price: sale.price,
          increment: sale.increment ?? null,
          deposit:
            sale.kind === 'auction'
              ? nftAuctionDeposit({ startPrice: sale.price, decimals: NFT_DECIMALS }).toFixed()
              : null,
          starts_at: at,
          ends_at: new Date(at.getTime() + sale.hours * HOUR_MS),
          state: 'open' as const,
        },
      ];
    });
    if (rows.length > 0) await db.insertInto('nft_listings').values(rows).execute();
  };

/**
 * An auction's end in the settlement archive: its terms and every recorded bid, and the winner core's
 * `auctionWinner` picked of them (none without bids), for anyone to recompute (`nft/1`).
 */
const archiveAuctionEnd = async (
  trx: Transaction<Database>,
  listing: Selectable<NftListingsTable>,
  bids: readonly Selectable<NftBidsTable>[],
  winner: { readonly id: number; readonly user_id: number; readonly amount: string } | undefined,
  at: Date,
): Promise<void> => {
  await trx
    .insertInto('settlement_archive')
    .values({
      product: 'nft',
      ref: `nft_auction:${listing.id}`,
      calculator_version: NFT_CALCULATOR_VERSION,
      inputs: {
        kind: 'auction_end',
        artwork: String(listing.artwork_id),
        asset: listing.asset,
        start_price: new Decimal(listing.price).toFixed(),
        increment: listing.increment === null ? '' : new Decimal(listing.increment).toFixed(),
        ends_at: listing.ends_at.toISOString(),
        bids: bids.map((bid) => ({
          id: String(bid.id),
          user: String(bid.user_id),
          amount: new Decimal(bid.amount).toFixed(),
          at: bid.at.toISOString(),
        })),
      },
      result:
        winner === undefined
          ? { winning_bid: '', winner: '', amount: '' }
          : {
              winning_bid: String(winner.id),
              winner: String(winner.user_id),
              amount: new Decimal(winner.amount).toFixed(),
            },
      at,
    })
    .execute();
};

/**
 * Ends one sale whose time is up, under its row lock. A fixed sale nobody bought ends unsold. An
 * auction's winner is core's `auctionWinner` of its recorded bids: they owe the winning bid within
 * a day (their deposit stays frozen meanwhile); every other deposit comes back now. Without bids
 * the auction ends unsold and every deposit comes back. Answers the users whose money or items moved.
 */
const endSale = (db: Kysely<Database>, listingId: string, at: Date) =>
  inTransaction(db, async (trx) => {
    const listing = await trx
      .selectFrom('nft_listings')
      .selectAll()
      .where('id', '=', listingId)
      .where('state', '=', 'open')
      .forUpdate()
      .executeTakeFirst();
    if (listing === undefined || listing.ends_at > at) return ok<number[]>([]);
    const touched = new Set<number>();
    const bids = await trx.selectFrom('nft_bids').selectAll().where('listing_id', '=', listing.id).execute();
    const winner = auctionWinner(
      bids.map((bid) => ({ ...bid, id: Number(bid.id), at: bid.at.toISOString() })),
    );
    if (listing.kind === 'auction') await archiveAuctionEnd(trx, listing, bids, winner, at);
    const deposits = await trx
      .selectFrom('nft_deposits')
      .selectAll()
      .where('listing_id', '=', listing.id)
      .where('state', '=', 'held')
      .execute();
    const bidders = new Set(bids.map((bid) => bid.user_id));
    for (const deposit of deposits) {
      if (deposit.user_id === winner?.user_id) continue;
      await refundDeposit(trx, deposit, listing.asset, at);
      await tell(trx, {
        userId: deposit.user_id,
        kind: bidders.has(deposit.user_id) ? 'lost' : 'deposit_refunded',
        artworkId: listing.artwork_id,
        amount: new Decimal(deposit.amount),
        at,
      });
      touched.add(deposit.user_id);
    }
    if (winner === undefined) {
      await trx
        .updateTable('nft_listings')
        .set({ state: 'unsold', ended_at: at })
        .where('id', '=', listing.id)
        .execute();
      if (listing.seller_id !== null) {
        await tell(trx, {
          userId: listing.seller_id,
          kind: 'resale_unsold',
          artworkId: listing.artwork_id,
          at,
        });
        touched.add(listing.seller_id);
      }
      return ok([...touched]);
    }
    const payBy = new Date(listing.ends_at.getTime() + NFT_PAY_WITHIN_MS);
    const deposit = deposits.find((held) => held.user_id === winner.user_id);
    await trx
      .updateTable('nft_listings')
      .set({ state: 'awaiting_payment', buyer_id: winner.user_id, pay_by: payBy })
      .where('id', '=', listing.id)
      .execute();
    await trx
      .insertInto('nft_orders')
      .values({
        listing_id: listing.id,
        user_id: winner.user_id,
        amount: winner.amount,
        deposit: deposit?.amount ?? '0',
        pay_by: payBy,
        state: 'awaiting_payment',
        settled_at: null,
      })
      .execute();
    await tell(trx, {
      userId: winner.user_id,
      kind: 'won',
      artworkId: listing.artwork_id,
      amount: new Decimal(winner.amount),
      at,
    });
    await tellUser(trx, {
      userId: winner.user_id,
      topic: 'auction_won',
      facts: {
        artwork: listing.artwork_id,
        amount: new Decimal(winner.amount).toFixed(),
        asset: listing.asset,
        payBy: payBy.toISOString(),
      },
      at,
    });
    touched.add(winner.user_id);
    return ok([...touched]);
  });

/**
 * A won auction not paid by its deadline: the order expires, the winner's deposit is kept by the
 * marketplace (core's `auctionDepositOutcome`), the sale ends unsold and the artwork stays with
 * its seller.
 */
const expireOrder = (db: Kysely<Database>, orderId: string, at: Date) =>
  inTransaction(db, async (trx) => {
    const order = await trx
      .selectFrom('nft_orders')
      .selectAll()
      .where('id', '=', orderId)
      .where('state', '=', 'awaiting_payment')
      .forUpdate()
      .executeTakeFirst();
    if (order === undefined || order.pay_by > at) return ok<number[]>([]);
    const listing = await trx
      .selectFrom('nft_listings')
      .selectAll()
      .where('id', '=', order.listing_id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const deposit = new Decimal(order.deposit);
    if (!deposit.isZero()) {
      await postJournal(
        trx,
        {
          reason: 'nft_deposit_forfeit',
          ref: { type: 'nft_listing', id: listing.id },
          user: null,
          postings: [
            {
              account: { user: order.user_id, wallet: 'balance', asset: listing.asset },
              bucket: 'frozen',
              amount: deposit.negated(),
            },
            { account: nftHouse(listing.asset), amount: deposit },
          ],
        },
        at,
      );
      await trx
        .updateTable('nft_deposits')
        .set({ state: 'forfeited', settled_at: at })
        .where('listing_id', '=', listing.id)
        .where('user_id', '=', order.user_id)
        .execute();
    }
    await trx
      .updateTable('nft_orders')
      .set({ state: 'expired', settled_at: at })
      .where('id', '=', order.id)
      .execute();
    await trx
      .updateTable('nft_listings')
      .set({ state: 'unsold', ended_at: at })
      .where('id', '=', listing.id)
      .execute();
    await tell(trx, {
      userId: order.user_id,
      kind: 'expired',
      artworkId: listing.artwork_id,
      amount: deposit,
      at,
    });
    if (listing.seller_id !== null)
      await tell(trx, {
        userId: listing.seller_id,
        kind: 'resale_unsold',
        artworkId: listing.artwork_id,
        at,
      });
    return ok(listing.seller_id === null ? [order.user_id] : [order.user_id, listing.seller_id]);
  });

/**
 * Everything the clock has made due: sales whose end passed, then won auctions whose day to pay
 * passed, each in its own transaction. Runs on the market's holder after each tick; answers the
 * users to tell.
 */
export const settleDueNftSales = async (db: Kysely<Database>, at: Date): Promise<number[]> => {
  const touched = new Set<number>();
  const ending = await db
    .selectFrom('nft_listings')
    .select('id')
    .where('state', '=', 'open')
    .where('ends_at', '<=', at)
    .orderBy('ends_at')
    .orderBy('id')
    .limit(BATCH)
    .execute();
  for (const { id } of ending) {
    const ended = await endSale(db, id, at);
    if (ended._tag === 'Right') for (const user of ended.right) touched.add(user);
  }
  const unpaid = await db
    .selectFrom('nft_orders')
    .select('id')
    .where('state', '=', 'awaiting_payment')
    .where('pay_by', '<=', at)
    .orderBy('pay_by')
    .limit(BATCH)
    .execute();
  for (const { id } of unpaid) {
    const expired = await expireOrder(db, id, at);
    if (expired._tag === 'Right') for (const user of expired.right) touched.add(user);
  }
  return [...touched];
};
